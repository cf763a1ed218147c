// The checkout quote's cost (issue 39 items 2 and 8), run by npm run bench after the reads: POST /api/checkout/quote
// on a store of its own (the demo catalogue and the demo store's zones and rates), each request from an address of its
// own (X-Forwarded-For, TRUST_PROXY=loopback: the quote's per-client limit is not what is measured). Prints:
// - one connection, one cart and destination again and again (the answer kept by content) and random carts to random
//   destinations (mostly misses: one database read each), req/s and p50/p99: at one connection, p50 is the server's
//   time plus the loopback's;
// - a thousand quotes at once, three times, and GET /api/health asked every 10 ms meanwhile: its p50, p99 and max.

import autocannon from 'autocannon'
import { startStore } from './bench-store.js'

const duration = Number(process.env.BENCH_DURATION ?? 10)
const DESTINATIONS = [
  { country: 'US', state: 'NY', zipcode: '10001' },
  { country: 'US', state: 'CA', zipcode: '94103' },
  { country: 'US', state: 'TX', zipcode: '73301' },
  { country: 'DE', state: '', zipcode: '10117' },
  { country: 'GB', state: '', zipcode: 'SW1Y' },
  { country: 'JP', state: '', zipcode: '100-0001' },
]

let address = 0
/** A client address of its own for each request: 10.x.y.z. */
const nextAddress = () => {
  address += 1
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`
}

const pick = (list) => list[Math.floor(Math.random() * list.length)]

const load = (options) =>
  new Promise((resolve, reject) => {
    autocannon(options, (err, result) => (err ? reject(err) : resolve(result)))
  })

/** autocannon options for quotes of `body()` from `connections` connections. */
const quoteLoad = (base, connections, body, seconds = duration) => ({
  url: `${base}/api/checkout/quote`,
  connections,
  duration: seconds,
  requests: [
    {
      method: 'POST',
      setupRequest: (request) => ({
        ...request,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
        body: JSON.stringify(body()),
      }),
    },
  ],
})

/** Asks GET /api/health every 10 ms until `until` resolves, each ask on its own; their latencies in ms, sorted. */
async function healthWhile(base, until) {
  const asked = []
  let done = false
  void until.then(() => (done = true))
  while (!done) {
    const started = performance.now()
    asked.push(
      fetch(`${base}/api/health`).then(async (res) => {
        await res.arrayBuffer()
        return performance.now() - started
      }),
    )
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  return (await Promise.all(asked)).sort((a, b) => a - b)
}

const percentile = (sorted, p) =>
  Number((sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0).toFixed(1))

export async function benchQuote() {
  const store = await startStore({ TRUST_PROXY: 'loopback', LOG_LEVEL: 'error' })
  try {
    const ids = (await (await fetch(`${store.base}/api/books/?limit=50`)).json()).map((b) => b._id)
    const sameCart = { productIds: ids.slice(0, 3), address: DESTINATIONS[0] }
    const randomCart = () => {
      const count = 1 + Math.floor(Math.random() * 5)
      const productIds = [...new Set(Array.from({ length: count }, () => pick(ids)))]
      return { productIds, address: pick(DESTINATIONS) }
    }
    const rows = []
    for (const [what, body] of [
      ['one cart again (kept answer)', () => sameCart],
      ['random carts and destinations', randomCart],
    ]) {
      const result = await load(quoteLoad(store.base, 1, body))
      if (result.non2xx > 0 || result.errors > 0) throw new Error(`quote: ${result.non2xx} non-2xx answers`)
      rows.push({
        quotes: what,
        connections: 1,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
      })
    }
    console.log('\nPOST /api/checkout/quote, one connection (p50: the server time plus the loopback)')
    console.table(rows)

    // A thousand quotes at once (one per connection, each from its own address), three times, carts never asked:
    // every quote is a miss of the answers kept, its books read or remembered.
    const bursts = []
    for (let round = 1; round <= 3; round += 1) {
      const started = performance.now()
      const { duration: _timed, ...once } = quoteLoad(store.base, 1000, randomCart)
      const burst = load({ ...once, amount: 1000 })
      const health = await healthWhile(store.base, burst)
      const result = await burst
      bursts.push({
        round,
        'quotes answered': result.requests.total,
        '2xx': result['2xx'],
        'burst ms': Math.round(performance.now() - started),
        'health asked': health.length,
        'health p50 ms': percentile(health, 0.5),
        'health p99 ms': percentile(health, 0.99),
        'health max ms': percentile(health, 1),
      })
    }
    console.log('a thousand quotes at once, three times; GET /api/health every 10 ms meanwhile')
    console.table(bursts)
  } finally {
    await store.stop()
  }
}
