// npm run bundle:report: the web build's chunks with their gzip sizes, and the JavaScript a first visit to /
// downloads (the entry, its static imports, and the home route's chunks). With --check it fails above the budget.
// Reads apps/web/dist (or WEB_DIST_DIR): run it after `npm run build`.

import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

/** Issue 3: a first visit to / downloads at most 170 KB of gzipped JavaScript. */
const FIRST_VISIT_BUDGET_KB = 170
const HOME_ROUTE_SOURCE = 'src/features/catalog/components/home-page.tsx'
/** The app itself: the entry (src/main.tsx) imports it statically (issue 38), an older build lazily. */
const APP_START_SOURCE = 'src/app/start.tsx'

const dist = process.env.WEB_DIST_DIR ?? fileURLToPath(new URL('../apps/web/dist/', import.meta.url))
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'))
const kb = (bytes) => bytes / 1000
const gzipBytes = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length

/** Manifest keys reachable from `key` through static imports, and dynamic ones outside `noDynamic`. */
function closure(key, noDynamic, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen
  seen.add(key)
  const chunk = manifest[key]
  for (const next of chunk.imports ?? []) closure(next, noDynamic, seen)
  if (!noDynamic.has(key)) for (const next of chunk.dynamicImports ?? []) closure(next, noDynamic, seen)
  return seen
}

const chunkOf = (source, hint) => {
  const key = Object.keys(manifest).find((k) => manifest[k].src === source)
  if (!key) throw new Error(`${source} is not a chunk of the build: ${hint}`)
  return key
}
const homeKey = chunkOf(HOME_ROUTE_SOURCE, 'is the home route still lazy?')
chunkOf(APP_START_SOURCE, 'is src/app/start.tsx still a module of the build?')
// The entry and the app with what they import statically; the app's dynamic imports are the routes, of which only
// home loads. The home route's own lazy parts render at once, so they count.
const entry = closure('index.html', { has: () => true })
// The entry's own lazy imports (the libraries, then the app: src/main.tsx) load at once, so they count.
const app = new Set([
  ...entry,
  ...(manifest['index.html'].dynamicImports ?? []).flatMap((key) => [...closure(key, { has: () => true })]),
])
const firstVisit = new Set([...app, ...closure(homeKey, app)])

const rows = Object.entries(manifest)
  .filter(([, chunk]) => chunk.file.endsWith('.js'))
  .map(([key, chunk]) => ({
    chunk: chunk.file,
    'gzip KB': kb(gzipBytes(chunk.file)),
    'first visit': firstVisit.has(key),
  }))
  .sort((a, b) => b['gzip KB'] - a['gzip KB'])
console.table(rows.map((r) => ({ ...r, 'gzip KB': r['gzip KB'].toFixed(1) })))

const total = rows.filter((r) => r['first visit']).reduce((sum, r) => sum + r['gzip KB'], 0)
console.log(
  `JavaScript of a first visit to /: ${total.toFixed(1)} KB gzip (budget ${FIRST_VISIT_BUDGET_KB} KB)`,
)
if (process.argv.includes('--check') && total > FIRST_VISIT_BUDGET_KB) {
  console.error(`Over the budget by ${(total - FIRST_VISIT_BUDGET_KB).toFixed(1)} KB`)
  process.exit(1)
}
