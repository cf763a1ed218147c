// npm test: the whole suite, phase by phase (typecheck, lint, unit and API, build with the bundle budget, browser),
// stopping at the first that fails. At the end, whatever happened, it prints each phase's time against the budget,
// the slowest test files of the two vitest runs (their own timings, scripts/test-timings.js) and the tests counted.
// .ci/run adds its install time through CI_INSTALL_SECONDS.

import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { readFileTimes, slowestFiles } from './test-timings.js'

/** The suite's budget on the 2-core machine CI runs on (README, Tests): everything .ci/run does, install included. */
const BUDGET_MINUTES = 35

const reports = await mkdtemp(path.join(tmpdir(), 'bookstore-test-times-'))
const withTimes = ['--', '--reporter=default', '--reporter=./scripts/file-times-reporter.js']

const phases = [
  { name: 'typecheck', commands: [['run', 'typecheck']] },
  { name: 'lint', commands: [['run', 'lint']] },
  {
    name: 'unit and API',
    commands: [['run', 'test:unit', ...withTimes]],
    times: path.join(reports, 'unit.json'),
  },
  {
    name: 'build',
    commands: [
      ['run', 'build'],
      ['run', 'bundle:report', '--', '--check'],
    ],
  },
  {
    name: 'browser',
    commands: [['run', 'test:browser', ...withTimes]],
    times: path.join(reports, 'browser.json'),
  },
]

function run(args, times) {
  return new Promise((resolve) => {
    const env = times ? { ...process.env, TEST_FILE_TIMES: times } : process.env
    const child = spawn('npm', args, { stdio: 'inherit', env })
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
    child.once('error', () => resolve(1))
  })
}

const times = []
const install = Number(process.env.CI_INSTALL_SECONDS)
if (Number.isFinite(install) && install > 0)
  times.push({ phase: 'install (.ci/run)', seconds: install, status: 'ok' })
let failed = 0
for (const phase of phases) {
  const started = performance.now()
  let code = 0
  for (const command of phase.commands) {
    code = await run(command, phase.times)
    if (code !== 0) break
  }
  times.push({
    phase: phase.name,
    seconds: (performance.now() - started) / 1000,
    status: code === 0 ? 'ok' : 'FAILED',
  })
  if (code !== 0) {
    failed = code
    break
  }
}

const minutes = (seconds) => {
  const whole = Math.round(seconds)
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
}
const counts = { passed: 0, failed: 0, skipped: 0 }
console.log('\nSlowest test files, by vitest’s own timings (environment, import, tests and hooks):')
for (const phase of phases.filter((p) => p.times)) {
  const fileTimes = await readFileTimes(phase.times)
  if (!fileTimes) continue
  for (const key of Object.keys(counts)) counts[key] += fileTimes.counts[key]
  console.log(`  ${phase.name}:`)
  for (const line of slowestFiles(fileTimes, phase.name === 'browser' ? 10 : 15)) console.log(`  ${line}`)
}
await rm(reports, { recursive: true, force: true })

const total = times.reduce((sum, t) => sum + t.seconds, 0)
console.log('\nPhase times:')
for (const t of times) console.log(`  ${t.phase.padEnd(18)} ${minutes(t.seconds).padStart(6)}  ${t.status}`)
console.log(`  ${'total'.padEnd(18)} ${minutes(total).padStart(6)}  (budget ${BUDGET_MINUTES}:00 on 2 cores)`)
if (total > BUDGET_MINUTES * 60) console.log(`  over the budget by ${minutes(total - BUDGET_MINUTES * 60)}`)
console.log(`\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`)
process.exit(failed)
