// npm run bench: loads GET /api/books/ and GET /api/books/{id} of the real server (temporary database with the demo
// catalogue) with autocannon, and the same JSON from a bare node:http server as the ceiling; prints req/s, p50, p99
// and the ratio to the ceiling. BENCH_DURATION (s, default 10) and BENCH_CONNECTIONS (default 50) override;
// BENCH_RUNS (or --runs N, default 1) repeats the measurement on the same store and ceiling, each run alternating the
// store and the ceiling per route, and ends with each route's ratio over the runs (lowest, median, highest): on a
// shared machine one run's ratio can be off by a third. Then the checkout quote's cost (bench-quote.js; BENCH_QUOTE=0
// leaves it out).

import { fork } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { benchQuote } from './bench-quote.js'
import { freePort, startStore } from './bench-store.js'

const root = fileURLToPath(new URL('..', import.meta.url))
const duration = Number(process.env.BENCH_DURATION ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
const runsFlag = process.argv.indexOf('--runs')
const runs = Number(runsFlag !== -1 ? process.argv[runsFlag + 1] : (process.env.BENCH_RUNS ?? 1))

const load = (url) =>
  new Promise((resolve, reject) => {
    autocannon({ url, connections, duration }, (err, result) => (err ? reject(err) : resolve(result)))
  })

const store = await startStore()
const ceilingPort = await freePort()
let ceiling
try {
  const apiBase = store.base
  const listBytes = Buffer.from(await (await fetch(`${apiBase}/api/books/`)).arrayBuffer())
  const bookId = JSON.parse(listBytes.toString())[0]._id
  const bookBytes = Buffer.from(await (await fetch(`${apiBase}/api/books/${bookId}`)).arrayBuffer())
  await writeFile(path.join(store.dataDir, 'list.json'), listBytes)
  await writeFile(path.join(store.dataDir, 'book.json'), bookBytes)

  ceiling = fork(path.join(root, 'scripts/bench-ceiling.js'), [
    String(ceilingPort),
    path.join(store.dataDir, 'list.json'),
    path.join(store.dataDir, 'book.json'),
  ])
  await new Promise((resolve) => ceiling.once('message', resolve))
  const ceilingBase = `http://127.0.0.1:${ceilingPort}`

  console.log(`Bookstore bench: ${connections} connections, ${duration} s per run, ${runs} run(s)`)
  console.log(`book list ${listBytes.length} bytes, one book ${bookBytes.length} bytes (identity encoding)\n`)
  const routes = [
    ['GET /api/books/', `${apiBase}/api/books/`, `${ceilingBase}/books`],
    ['GET /api/books/{id}', `${apiBase}/api/books/${bookId}`, `${ceilingBase}/book`],
  ]
  const ratios = new Map(routes.map(([name]) => [name, []]))
  for (let run = 1; run <= runs; run += 1) {
    const rows = []
    for (const [name, apiUrl, ceilingUrl] of routes) {
      const measured = await load(apiUrl)
      const top = await load(ceilingUrl)
      if (measured.non2xx > 0 || measured.errors > 0)
        throw new Error(`${name}: ${measured.non2xx} non-2xx answers`)
      const ratio = Number((measured.requests.average / top.requests.average).toFixed(2))
      ratios.get(name).push(ratio)
      rows.push({
        route: name,
        'req/s': Math.round(measured.requests.average),
        'p50 ms': measured.latency.p50,
        'p99 ms': measured.latency.p99,
        'ceiling req/s': Math.round(top.requests.average),
        'ceiling p99 ms': top.latency.p99,
        ratio,
      })
    }
    if (runs > 1) console.log(`run ${run} of ${runs}`)
    console.table(rows)
  }
  if (runs > 1) {
    const summary = [...ratios].map(([route, list]) => {
      const sorted = [...list].sort((a, b) => a - b)
      return {
        route,
        'lowest ratio': sorted[0],
        'median ratio': sorted[Math.floor((sorted.length - 1) / 2)],
        'highest ratio': sorted[sorted.length - 1],
      }
    })
    console.log(`ratio to the ceiling over ${runs} runs`)
    console.table(summary)
  }
} finally {
  ceiling?.kill('SIGTERM')
  await store.stop()
}

// The checkout's quote (issue 39), on a store of its own.
if (process.env.BENCH_QUOTE !== '0') await benchQuote()
