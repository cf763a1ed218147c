// npm run perf:lighthouse: Lighthouse (mobile, simulated throttling; performance and SEO) on /, a book page and a
// category page of the built store, started on a temporary DATA_DIR with the demo catalogue, in Debian's Chromium.
// Lighthouse 12.8 is installed on first use into .cache/lighthouse (a git worktree uses the main checkout's when it
// has one), outside the workspace (STACK.md: ~185 MB, and its old @types/pg breaks drizzle's types).
//   --runs N          each page N times (default 1); prints the median and the range of each figure
//   --baseline DIR    another checkout's root, already built (apps/api/dist/server.js + apps/web/dist), started the
//                     same way on another port and measured interleaved with this one in the same Chromium
//   --check           fails when this build's median is below performance 98 or SEO 100, or its LCP above 1800 ms
//   --report-dir DIR  keeps each run's full Lighthouse result (JSON) for a closer look
//   --page NAME       one page only: home, book or category

import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { startStore } from './bench-store.js'

const LIGHTHOUSE_VERSION = '12.8.2'
const MIN_SCORE = { performance: 98, seo: 100 }
const MAX_LCP_MS = 1800
const FEATURED_BOOK_ID = 'f2f8f207-df49-5def-b016-45b1320099f0'
const ALL_PAGES = [
  ['home', '/'],
  ['book page', `/books/${FEATURED_BOOK_ID}`],
  ['category page', '/categories/fantasy'],
]
const root = fileURLToPath(new URL('..', import.meta.url))
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** The main checkout's root: a git worktree's common dir is <main>/.git. */
function mainCheckout() {
  try {
    const common = execFileSync('git', ['rev-parse', '--path-format=absolute', '--git-common-dir'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()
    return path.basename(common) === '.git' ? path.dirname(common) : root
  } catch {
    return root
  }
}
const installed = (dir) => existsSync(path.join(dir, 'node_modules', 'lighthouse'))
const mainCache = path.join(mainCheckout(), '.cache', 'lighthouse')
const cache = installed(mainCache) ? mainCache : path.join(root, '.cache', 'lighthouse')

const flag = (name) => {
  const at = process.argv.indexOf(name)
  return at === -1 ? null : process.argv[at + 1]
}
const runs = Number(flag('--runs') ?? 1)
// --page NAME (home, book, category): that page alone, e.g. to compare two builds on it more often.
const onlyPage = flag('--page')
const PAGES = onlyPage ? ALL_PAGES.filter(([name]) => name.startsWith(onlyPage)) : ALL_PAGES
if (PAGES.length === 0) throw new Error(`--page takes home, book or category, not ${onlyPage}`)
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1')
const baselineDir = flag('--baseline') ? path.resolve(flag('--baseline')) : null
if (baselineDir && !existsSync(path.join(baselineDir, 'apps/api/dist/server.js')))
  throw new Error(`${baselineDir} has no build: run npm run build there first`)
const reportDir = flag('--report-dir') ? path.resolve(flag('--report-dir')) : null
if (reportDir) await mkdir(reportDir, { recursive: true })

if (!installed(cache)) {
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

/** A checkout's built store on a free port and its own temporary DATA_DIR (demo catalogue); stop() removes both. */
const startCheckout = (checkout) => startStore({ LOG_LEVEL: 'warn' }, { checkout, timeoutMs: 90_000 })

/** The figures of one Lighthouse run: scores 0–100, times in ms, CLS unitless. */
function figures(lhr) {
  const value = (id) => lhr.audits[id]?.numericValue ?? NaN
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    SEO: Math.round((lhr.categories.seo?.score ?? 0) * 100),
    FCP: value('first-contentful-paint'),
    LCP: value('largest-contentful-paint'),
    TBT: value('total-blocking-time'),
    CLS: value('cumulative-layout-shift'),
    'Speed Index': value('speed-index'),
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
const FIGURE_FORMAT = {
  performance: (n) => String(Math.round(n)),
  SEO: (n) => String(Math.round(n)),
  FCP: (n) => `${Math.round(n)} ms`,
  LCP: (n) => `${Math.round(n)} ms`,
  TBT: (n) => `${Math.round(n)} ms`,
  CLS: (n) => n.toFixed(3),
  'Speed Index': (n) => `${Math.round(n)} ms`,
}
/** '1234 ms' for one run; '1234 ms (1200–1300)' (median, then range) for several. */
const summary = (name, values) => {
  const format = FIGURE_FORMAT[name]
  if (values.length === 1) return format(values[0])
  const low = Math.min(...values)
  const high = Math.max(...values)
  const range = low === high ? '' : ` (${format(low).replace(' ms', '')}–${format(high)})`
  return `${format(median(values))}${range}`
}

const builds = [['today', root]]
if (baselineDir) builds.push(['baseline', baselineDir])
const stores = new Map()
let chrome
/** results[page][build] = one figures() per run */
const results = Object.fromEntries(
  PAGES.map(([page]) => [page, Object.fromEntries(builds.map(([b]) => [b, []]))]),
)
try {
  for (const [name, checkout] of builds) stores.set(name, await startCheckout(checkout))
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  // Interleaved (run 1: home today, home baseline, book today…) so a slow moment of the machine hits both builds.
  for (let run = 1; run <= runs; run++) {
    for (const [page, pathname] of PAGES) {
      for (const [build] of builds) {
        const { lhr } = await lighthouse(`${stores.get(build).base}${pathname}`, {
          port: chrome.port,
          onlyCategories: ['performance', 'seo'],
          logLevel: 'error',
        })
        if (lhr.runtimeError) console.error(`${page} (${build}, run ${run}): ${lhr.runtimeError.message}`)
        results[page][build].push(figures(lhr))
        if (reportDir)
          await writeFile(
            path.join(reportDir, `${page.replace(/\W+/g, '-')}-${build}-${run}.json`),
            JSON.stringify(lhr),
          )
      }
    }
    if (runs > 1) console.log(`run ${run} of ${runs} done`)
  }
} finally {
  await chrome?.kill()
  await Promise.all([...stores.values()].map((store) => store.stop()))
}

const rows = []
for (const [page] of PAGES) {
  for (const [build] of builds) {
    const measured = results[page][build]
    const row = { page, ...(baselineDir ? { build } : {}) }
    for (const name of Object.keys(FIGURE_FORMAT))
      row[name] = summary(
        name,
        measured.map((f) => f[name]),
      )
    rows.push(row)
  }
}
console.log(
  `Lighthouse mobile (simulated throttling), performance and SEO, ${runs} run${runs > 1 ? 's, median (range)' : ''}:`,
)
console.table(rows)

const failures = []
for (const [page] of PAGES) {
  const today = results[page].today
  const perf = median(today.map((f) => f.performance))
  const seo = median(today.map((f) => f.SEO))
  const lcp = median(today.map((f) => f.LCP))
  if (perf < MIN_SCORE.performance) failures.push(`${page}: performance ${perf} < ${MIN_SCORE.performance}`)
  if (seo < MIN_SCORE.seo) failures.push(`${page}: SEO ${seo} < ${MIN_SCORE.seo}`)
  if (!(lcp <= MAX_LCP_MS)) failures.push(`${page}: LCP ${Math.round(lcp)} ms > ${MAX_LCP_MS} ms`)
}
if (failures.length > 0 && process.argv.includes('--check')) {
  console.error(`Below the page-speed goal:\n  ${failures.join('\n  ')}`)
  process.exit(1)
}
