// The attackers of bench-attack.js's flood (issue 22, item 5), on a worker thread so that their loops never delay the
// probe's timings: `clients` clients, each from its own address (X-Forwarded-For; the store runs with TRUST_PROXY=1),
// each sending one request after another for `seconds`, every one a catalogue miss never asked before: a search, a
// suggestion, a "Did you mean" of 200 random letters, and a page of a search sorted by price. Posts back the answers
// counted by status, and how many carried Retry-After.

import { parentPort, workerData } from 'node:worker_threads'

const { base, clients, seconds, seed } = workerData

const LETTERS = 'abcdefghijklmnopqrstuvwxyz'
let state = seed >>> 0
const random = () => {
  // mulberry32: the same texts for the same seed.
  state = (state + 0x6d2b79f5) >>> 0
  let t = state
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}
const letters = (n) => Array.from({ length: n }, () => LETTERS[Math.floor(random() * 26)]).join('')

let sent = 0
/** The next attacking URL: never the same twice (a counter is part of every text or window). */
function nextUrl() {
  const n = sent++
  const word = `${letters(6)}${n.toString(36)}`
  switch (n % 4) {
    case 0:
      return `${base}/api/books/?q=${word}`
    case 1:
      return `${base}/api/books/suggest?q=${word}`
    case 2:
      return `${base}/api/books/did-you-mean?q=${letters(200)}`
    default:
      // Each window once: offset n/4 mod 1000, the limit stepping every 1000.
      return `${base}/api/books/?q=the&sort=price-asc&offset=${Math.floor(n / 4) % 1000}&limit=${1 + (Math.floor(n / 4000) % 500)}`
  }
}

const statuses = {}
let retryAfter = 0
const deadline = Date.now() + seconds * 1000

async function client(index) {
  const address = `203.0.${113 + Math.floor(index / 250)}.${(index % 250) + 1}`
  while (Date.now() < deadline) {
    let status
    try {
      const res = await fetch(nextUrl(), {
        headers: { 'x-forwarded-for': address, 'accept-encoding': 'br' },
        signal: AbortSignal.timeout(15_000),
      })
      await res.arrayBuffer()
      status = String(res.status)
      if (res.headers.get('retry-after')) retryAfter += 1
    } catch (error) {
      status = error.name === 'TimeoutError' ? 'timeout' : 'error'
    }
    statuses[status] = (statuses[status] ?? 0) + 1
  }
}

await Promise.all(Array.from({ length: clients }, (_, i) => client(i)))
parentPort.postMessage({ statuses, retryAfter, sent })
