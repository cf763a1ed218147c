// npm run perf:start (issue 38 item 2): how soon the app starts after the first paint on /, a book page and a
// category page of the built store, in Debian's Chromium with the CPU slowed down 4× (CDP
// Emulation.setCPUThrottlingRate; no network throttling: the store is local). Each run opens the page in a fresh
// context (empty cache) at a phone's size and reads the first contentful paint, the largest contentful paint and
// when <html data-started="true"> appeared (app/started.tsx: the app's first render is on the page), all from
// navigation start; "start − FCP" is the goal's figure (≤ 1.5 s). Prints the median and range of each, then when each
// step of the start (the app's 'start:' performance marks) came after FCP.
//   --runs N          each page N times (default 3)
//   --cpu N           the CPU slowdown (default 4)
//   --baseline DIR    another checkout's root, already built, started the same way and measured interleaved
// The store runs on a temporary DATA_DIR with the demo catalogue (scripts/bench-store.js, as lighthouse.js).

import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { startStore } from './bench-store.js'

const FEATURED_BOOK_ID = 'f2f8f207-df49-5def-b016-45b1320099f0'
const PAGES = [
  ['home', '/'],
  ['book page', `/books/${FEATURED_BOOK_ID}`],
  ['category page', '/categories/fantasy'],
]
const GOAL_MS = 1500
const root = fileURLToPath(new URL('..', import.meta.url))

const flag = (name) => {
  const at = process.argv.indexOf(name)
  return at === -1 ? null : process.argv[at + 1]
}
const runs = Number(flag('--runs') ?? 3)
const cpu = Number(flag('--cpu') ?? 4)
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1')
if (!(cpu >= 1)) throw new Error('--cpu takes a slowdown of at least 1')
const baselineDir = flag('--baseline') ? path.resolve(flag('--baseline')) : null
if (baselineDir && !existsSync(path.join(baselineDir, 'apps/api/dist/server.js')))
  throw new Error(`${baselineDir} has no build: run npm run build there first`)

/** A checkout's built store on a free port and its own temporary DATA_DIR (demo catalogue); stop() removes both. */
const startCheckout = (checkout) => startStore({ LOG_LEVEL: 'error' }, { checkout, timeoutMs: 90_000 })

/* global window, document, MutationObserver */

/** Runs in the page before its own scripts: records FCP, LCP candidates and when the app said it started. */
function observeStart() {
  const times = { fcp: null, lcp: null, started: null }
  window.__startTimes = times
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') times.fcp = entry.startTime
  }).observe({ type: 'paint', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) times.lcp = entry.startTime
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  // The document, not <html>: an init script may run before <html> exists.
  new MutationObserver((_, observer) => {
    if (document.documentElement?.dataset.started !== 'true') return
    times.started = performance.now()
    observer.disconnect()
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-started'] })
}

async function measure(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu })
    await page.addInitScript(observeStart)
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
    await page.waitForFunction(() => window.__startTimes?.started != null, null, { timeout: 60_000 })
    // The largest paint may still change shortly after start (a late image): a moment more, without input.
    await page.waitForTimeout(500)
    return await page.evaluate(() => ({
      ...window.__startTimes,
      marks: Object.fromEntries(
        performance
          .getEntriesByType('mark')
          .filter((mark) => mark.name.startsWith('start:'))
          .map((mark) => [mark.name.slice('start:'.length), mark.startTime]),
      ),
    }))
  } finally {
    await context.close()
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
const summary = (values) => {
  const ms = (n) => Math.round(n)
  if (values.length === 1) return `${ms(values[0])} ms`
  return `${ms(median(values))} ms (${ms(Math.min(...values))}–${ms(Math.max(...values))})`
}

const builds = [['today', root]]
if (baselineDir) builds.push(['baseline', baselineDir])
const stores = new Map()
const results = Object.fromEntries(
  PAGES.map(([page]) => [page, Object.fromEntries(builds.map(([b]) => [b, []]))]),
)
let browser
try {
  for (const [name, checkout] of builds) stores.set(name, await startCheckout(checkout))
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
  })
  // Each page once unmeasured per build: the store renders and keeps it, as for a shopper after the first.
  for (const [, pathname] of PAGES)
    for (const [build] of builds) await fetch(`${stores.get(build).base}${pathname}`).then((r) => r.text())
  for (let run = 1; run <= runs; run++)
    for (const [page, pathname] of PAGES)
      for (const [build] of builds)
        results[page][build].push(await measure(browser, `${stores.get(build).base}${pathname}`))
} finally {
  await browser?.close()
  await Promise.all([...stores.values()].map((store) => store.stop()))
}

const rows = []
for (const [page] of PAGES)
  for (const [build] of builds) {
    const measured = results[page][build]
    rows.push({
      page,
      ...(baselineDir ? { build } : {}),
      FCP: summary(measured.map((t) => t.fcp)),
      LCP: summary(measured.map((t) => t.lcp)),
      started: summary(measured.map((t) => t.started)),
      'started − FCP': summary(measured.map((t) => t.started - t.fcp)),
    })
  }
console.log(
  `App start at ${cpu}× CPU slowdown, from navigation start, ${runs} run${runs > 1 ? 's, median (range)' : ''} (goal: started − FCP ≤ ${GOAL_MS} ms):`,
)
console.table(rows)

// Where the time between the first paint and the start goes: the app's marks (main.tsx, app/start.tsx,
// app/started.tsx), each from FCP, median over the runs.
const STEPS = ['asked', 'libraries', 'app-code', 'screen', 'render', 'started']
const steps = []
for (const [page] of PAGES)
  for (const [build] of builds) {
    const measured = results[page][build]
    const row = { page, ...(baselineDir ? { build } : {}) }
    for (const step of STEPS) {
      const times = measured.filter((t) => t.marks[step] !== undefined).map((t) => t.marks[step] - t.fcp)
      row[step] = times.length ? `${Math.round(median(times))} ms` : '–'
    }
    steps.push(row)
  }
console.log('\nEach step of the start after FCP (median; – where a build has no such mark):')
console.table(steps)
