// npm run perf:lighthouse: Lighthouse (mobile, performance) on / and on a book page of the built store, started on
// a temporary DATA_DIR with the demo catalogue, in Debian's Chromium. Lighthouse 12.8 is installed on first use into
// .cache/lighthouse, outside the workspace (STACK.md: ~185 MB, and its old @types/pg breaks drizzle's types).
// --check fails when a score is below 90.

import { execFileSync, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { freePort, waitFor } from './bench-store.js'

const LIGHTHOUSE_VERSION = '12.8.2'
const MIN_SCORE = 90
const FEATURED_BOOK_ID = 'f2f8f207-df49-5def-b016-45b1320099f0'
const root = fileURLToPath(new URL('..', import.meta.url))
const cache = path.join(root, '.cache', 'lighthouse')
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

if (!existsSync(path.join(cache, 'node_modules', 'lighthouse'))) {
  console.log(`Installing lighthouse@${LIGHTHOUSE_VERSION} into ${cache} (first run only)…`)
  execFileSync(
    'npm',
    ['install', '--prefix', cache, '--no-audit', '--no-fund', `lighthouse@${LIGHTHOUSE_VERSION}`],
    {
      stdio: 'inherit',
    },
  )
}
const load = (file) => import(pathToFileURL(path.join(cache, 'node_modules', file)).href)
const { default: lighthouse } = await load('lighthouse/core/index.js')
const chromeLauncher = await load('chrome-launcher/dist/index.js')

// --report-dir DIR keeps each page's full Lighthouse result (JSON) for a closer look.
const reportFlag = process.argv.indexOf('--report-dir')
const reportDir = reportFlag === -1 ? null : path.resolve(process.argv[reportFlag + 1])
if (reportDir) await mkdir(reportDir, { recursive: true })

const dataDir = await mkdtemp(path.join(tmpdir(), 'bookstore-lighthouse-'))
const port = await freePort()
const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
})
const base = `http://localhost:${port}`
let chrome
let failed = false
try {
  await waitFor(`${base}/api/health`, 90_000)
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  const rows = []
  for (const [name, url] of [
    ['home', `${base}/`],
    ['book page', `${base}/books/${FEATURED_BOOK_ID}`],
  ]) {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
    })
    if (reportDir)
      await writeFile(path.join(reportDir, `${name.replace(/\W+/g, '-')}.json`), JSON.stringify(lhr))
    const audit = (id) => lhr.audits[id]?.displayValue ?? ''
    const score = Math.round((lhr.categories.performance.score ?? 0) * 100)
    if (score < MIN_SCORE) failed = true
    rows.push({
      page: name,
      performance: score,
      FCP: audit('first-contentful-paint'),
      LCP: audit('largest-contentful-paint'),
      TBT: audit('total-blocking-time'),
      CLS: audit('cumulative-layout-shift'),
      'Speed Index': audit('speed-index'),
    })
  }
  console.log('Lighthouse mobile (simulated throttling), performance:')
  console.table(rows)
} finally {
  await chrome?.kill()
  server.kill('SIGTERM')
  await new Promise((r) => server.once('exit', r))
  await rm(dataDir, { recursive: true, force: true })
}
if (failed && process.argv.includes('--check')) {
  console.error(`A performance score is below ${MIN_SCORE}`)
  process.exit(1)
}
