// npm run bench:attack: how the built store answers its other clients while it is attacked (issue 13). It starts the
// store (temporary database, demo catalogue, TRUST_PROXY=1 so that each attacking request can come from its own
// address through X-Forwarded-For), then, while a probe reads GET /api/health and GET /api/books/{id} every 10 ms:
//   1. 64 sign-ins with wrong passwords at once, from 64 addresses (password hashing);
//   2. 40 list queries at once, each with a limit never asked before, 401 and up (catalogue cache misses).
// It prints each burst's answers by status and the probe's latencies (p50, p95, max). BENCH_ROUNDS (default 3)
// repeats each burst.
// Then a flood (issue 22, item 5): BENCH_FLOOD_CLIENTS (default 32) clients, each from its own address, send
// never-repeated searches, suggestions, "Did you mean"s of 200 random letters and pages of a search sorted by price
// for BENCH_FLOOD_SECONDS (default 30), while probes read /api/health and a cached book page every 10 ms and a book
// page never read before every 200 ms; it prints their p50/p99 and the attackers' answers by status.
// BENCH_ATTACKS=bursts or =flood runs only one part. DATABASE_URL, WORKERS, REDIS_URL … pass through to the store.

import { Worker } from 'node:worker_threads'
import { startStore } from './bench-store.js'

const rounds = Number(process.env.BENCH_ROUNDS ?? 3)
const attacks = (process.env.BENCH_ATTACKS ?? 'bursts,flood').split(',')
const floodSeconds = Number(process.env.BENCH_FLOOD_SECONDS ?? 30)
const floodClients = Number(process.env.BENCH_FLOOD_CLIENTS ?? 32)

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0

async function timed(url) {
  const start = performance.now()
  const res = await fetch(url)
  await res.arrayBuffer()
  return performance.now() - start
}

/** Reads `urls` in turn every 10 ms until stopped; resolves with the latencies it saw. */
function probe(urls) {
  const latencies = []
  let running = true
  const done = (async () => {
    for (let i = 0; running; i += 1) {
      latencies.push({ url: i % urls.length, ms: await timed(urls[i % urls.length]) })
      await new Promise((r) => setTimeout(r, 10))
    }
    return latencies
  })()
  return {
    async stop() {
      running = false
      return done
    },
  }
}

const byStatus = (answers) =>
  answers.reduce((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {})

const store = await startStore({ TRUST_PROXY: '1', LOG_LEVEL: 'error' })
try {
  const { base } = store
  const books = await (await fetch(`${base}/api/books/`)).json()
  const probeUrls = [`${base}/api/health`, `${base}/api/books/${books[0]._id}`]
  // The probe's requests are served from the cache: warm it first.
  for (const url of probeUrls) await timed(url)

  const quiet = probe(probeUrls)
  await new Promise((r) => setTimeout(r, 1000))
  const rows = [{ burst: 'none (quiet)', answers: '', ...summary(await quiet.stop()) }]

  for (let round = 1; round <= (attacks.includes('bursts') ? rounds : 0); round += 1) {
    const signIns = probe(probeUrls)
    const signInAnswers = await Promise.all(
      Array.from({ length: 64 }, (_, i) =>
        fetch(`${base}/api/identity/sign-in/email`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: base,
            'x-forwarded-for': `198.51.${round}.${i + 1}`,
          },
          body: JSON.stringify({ email: `nobody${i}@example.org`, password: `wrong password ${i}` }),
        }).then((res) => res.status),
      ),
    )
    rows.push({
      burst: `64 sign-ins (${round})`,
      answers: JSON.stringify(byStatus(signInAnswers)),
      ...summary(await signIns.stop()),
    })

    const lists = probe(probeUrls)
    const listAnswers = await Promise.all(
      // Never asked before (each round its own offset), limits 401-440: on a large catalogue, 400-odd books each.
      Array.from({ length: 40 }, (_, i) =>
        fetch(`${base}/api/books/?limit=${401 + i}&offset=${round - 1}`, {
          headers: { 'accept-encoding': 'br' },
        }).then(async (res) => {
          await res.arrayBuffer()
          return res.status
        }),
      ),
    )
    rows.push({
      burst: `40 new list queries (${round})`,
      answers: JSON.stringify(byStatus(listAnswers)),
      ...summary(await lists.stop()),
    })
  }
  console.log(
    `Bookstore under attack: probes GET /api/health and GET /api/books/{id} in turn every 10 ms; latencies in ms`,
  )
  console.table(rows)
  if (attacks.includes('flood')) await flood(base, books)
} finally {
  await store.stop()
}

/** p50, p95 and max of each probe URL: health (a database round trip) and the cached book read. */
function summary(latencies) {
  const ms = (v) => Number(v.toFixed(1))
  const row = {}
  for (const [index, name] of [
    [0, 'health'],
    [1, 'book'],
  ]) {
    const sorted = latencies
      .filter((l) => l.url === index)
      .map((l) => l.ms)
      .sort((a, b) => a - b)
    row[`${name} n`] = sorted.length
    row[`${name} p50`] = ms(percentile(sorted, 50))
    row[`${name} p95`] = ms(percentile(sorted, 95))
    row[`${name} max`] = ms(sorted.at(-1) ?? 0)
  }
  return row
}

/** Reads `next()` every `everyMs` until stopped; resolves with the latencies (ms) it saw. */
function every(everyMs, next) {
  const latencies = []
  let running = true
  const done = (async () => {
    while (running) {
      const url = next()
      if (url === undefined) break
      latencies.push(await timed(url))
      await new Promise((r) => setTimeout(r, everyMs))
    }
    return latencies
  })()
  return {
    async stop() {
      running = false
      return done
    },
  }
}

function floodFigures(name, latencies) {
  const sorted = [...latencies].sort((a, b) => a - b)
  const ms = (v) => Number(v.toFixed(1))
  return {
    probe: name,
    n: sorted.length,
    p50: ms(percentile(sorted, 50)),
    p99: ms(percentile(sorted, 99)),
    max: ms(sorted.at(-1) ?? 0),
  }
}

/**
 * The flood: attackers on a worker thread (bench-flood-clients.js) while this thread probes health, a cached book
 * page, and book pages (then "also bought" lists) never read before, one each time.
 */
async function flood(base, books) {
  const cachedUrl = `${base}/api/books/${books[0]._id}`
  // Warm: with WORKERS=2 each process keeps its own answers.
  for (let i = 0; i < 8; i += 1) await timed(cachedUrl)
  const fresh = [
    ...books.slice(1).map((b) => `${base}/api/books/${b._id}`),
    ...books.map((b) => `${base}/api/books/${b._id}/also-bought`),
  ]
  const probes = () => ({
    health: every(10, () => `${base}/api/health`),
    cached: every(10, () => cachedUrl),
    uncached: every(200, () => fresh.shift()),
  })
  const figures = async (running) => [
    floodFigures('health', await running.health.stop()),
    floodFigures('book page, cached', await running.cached.stop()),
    floodFigures('book page, never read', await running.uncached.stop()),
  ]
  const quiet = probes()
  await new Promise((r) => setTimeout(r, 2000))
  const before = await figures(quiet)

  const during = probes()
  const worker = new Worker(new URL('./bench-flood-clients.js', import.meta.url), {
    workerData: { base, clients: floodClients, seconds: floodSeconds, seed: 22 },
  })
  const attackers = await new Promise((resolve, reject) => {
    worker.once('message', resolve)
    worker.once('error', reject)
  })
  const under = await figures(during)
  console.log(
    `Flood: ${floodClients} clients, ${floodSeconds} s of never-repeated searches, suggestions, Did-you-means and ` +
      `ranked pages; ${attackers.sent} sent, answers ${JSON.stringify(attackers.statuses)}, ` +
      `${attackers.retryAfter} with Retry-After; latencies in ms`,
  )
  console.table([
    ...before.map((row) => ({ when: 'quiet', ...row })),
    ...under.map((row) => ({ when: 'flood', ...row })),
  ])
}
