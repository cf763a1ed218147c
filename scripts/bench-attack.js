// npm run bench:attack: how the built store answers its other clients while it is attacked (issue 13). It starts the
// store (temporary database, demo catalogue, TRUST_PROXY=1 so that each attacking request can come from its own
// address through X-Forwarded-For), then, while a probe reads GET /api/health and GET /api/books/{id} every 10 ms:
//   1. 64 sign-ins with wrong passwords at once, from 64 addresses (password hashing);
//   2. 40 list queries at once, each with a limit never asked before (catalogue cache misses).
// It prints each burst's answers by status and the probe's latencies (p50, p95, max). BENCH_ROUNDS (default 3)
// repeats each burst.

import { startStore } from './bench-store.js'

const rounds = Number(process.env.BENCH_ROUNDS ?? 3)

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

  let limit = 1
  for (let round = 1; round <= rounds; round += 1) {
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
      Array.from({ length: 40 }, () =>
        fetch(`${base}/api/books/?limit=${limit++}`, { headers: { 'accept-encoding': 'br' } }).then(
          async (res) => {
            await res.arrayBuffer()
            return res.status
          },
        ),
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
