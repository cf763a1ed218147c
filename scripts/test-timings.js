// The slowest test files of a vitest run, from what scripts/file-times-reporter.js wrote: each file's whole cost
// (environment, import, tests and hooks) as vitest measured it, with its project. npm test (scripts/test-all.js)
// prints them after the suite; by hand:
//   TEST_FILE_TIMES=times.json npx vitest run --reporter=default --reporter=./scripts/file-times-reporter.js
//   node scripts/test-timings.js times.json 15

import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'

/** What the reporter wrote at `file`, or undefined when the run wrote nothing (it stopped before its end). */
export async function readFileTimes(file) {
  try {
    return JSON.parse(await readFile(file, 'utf8'))
  } catch {
    return undefined
  }
}

/** The `count` slowest files of `times`, slowest first, each a line: seconds, file (project), import and tests. */
export function slowestFiles(times, count) {
  return [...times.files]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
    .map(
      (f) =>
        `${f.seconds.toFixed(1).padStart(6)} s  ${f.file} (${f.project}; import ${f.import.toFixed(1)} s, ` +
        `tests ${f.tests.toFixed(1)} s)`,
    )
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file, count = '15'] = process.argv.slice(2)
  const times = file && (await readFileTimes(file))
  if (!times) {
    console.error('usage: node scripts/test-timings.js <file TEST_FILE_TIMES named> [count]')
    process.exit(2)
  }
  for (const line of slowestFiles(times, Number(count))) console.log(line)
  const total = times.files.reduce((sum, f) => sum + f.seconds, 0)
  console.log(`${times.files.length} files, ${total.toFixed(0)} s in all`)
}
