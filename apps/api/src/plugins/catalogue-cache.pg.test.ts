// The catalogue cache stays bounded (answers and bytes, each compressed form counted when a client first asks for it)
// and compresses a large answer off the event loop (issue 13), a page-sized one in place (cheaper), never an encoding
// nobody asked for, nor a tiny answer; it
// follows the version the database keeps: a move drops what is stored, an answer produced while the version moved is
// not kept, a failed check keeps serving (issue 15). The changesCatalogue route option: catalogue-writes.pg.test.ts;
// an edit of books' shown details alone: catalogue-edits.pg.test.ts.

import Fastify from 'fastify'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CatalogueCache,
  MISSES_AT_ONCE_EMBEDDED,
  MISSES_AT_ONCE_SERVER,
  type CacheBounds,
} from './catalogue-cache'
import type { CatalogueState } from '@/catalogue/catalogue-version'
import { COMPRESS_FROM_BYTES, COMPRESS_IN_PLACE_UP_TO, type StoredBody } from '@/http/stored-answer'

const books = (n: number, seed: string) =>
  Array.from({ length: n }, (_, i) => ({ _id: `${seed}-${i}`, title: `A book ${i} of ${seed}`, price: i }))

/** A catalogue_state row the test moves by hand (fails while `down`), and what the cache logged. */
function state() {
  const row = { epoch: '6f1c2a9e-0b7d-4c3e-9a51-2f8d7e6c5b4a', version: 7, period: 0, down: false, reads: 0 }
  const logged: string[] = []
  const read = (): Promise<CatalogueState> => {
    row.reads += 1
    if (row.down) return Promise.reject(new Error('connect ECONNREFUSED'))
    return Promise.resolve({ epoch: row.epoch, version: row.version, period: row.period, edit: 0 })
  }
  const log = {
    warn: (...args: unknown[]) => logged.push(`warn ${String(args.at(-1))}`),
    info: (...args: unknown[]) => logged.push(`info ${String(args.at(-1))}`),
  }
  return { row, logged, read, log }
}

const cacheAt = (s: ReturnType<typeof state>, bounds?: CacheBounds) =>
  new CatalogueCache(s.read, { log: s.log, bounds })

const until = async (condition: () => boolean, ms = 2000) => {
  const end = Date.now() + ms
  while (!condition() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 5))
  expect(condition()).toBe(true)
}

describe('CatalogueCache', () => {
  it('keeps at most maxEntries answers, dropping the least recently used', async () => {
    const cache = cacheAt(state(), { maxEntries: 3, maxBytes: 10_000_000 })
    let produced = 0
    const produce = (key: string) => () => {
      produced += 1
      return Promise.resolve({ body: books(2, key) })
    }
    for (const key of ['a', 'b', 'c']) await cache.load(key, produce(key))
    await cache.load('a', produce('a')) // a is now the most recent
    await cache.load('d', produce('d')) // b goes
    expect(cache.stats.entries).toBe(3)
    expect(produced).toBe(4)
    await cache.load('a', produce('a'))
    await cache.load('c', produce('c'))
    expect(produced).toBe(4)
    await cache.load('b', produce('b'))
    expect(produced).toBe(5)
  })

  it('keeps at most maxBytes, counting every encoding made', async () => {
    const cache = cacheAt(state(), { maxEntries: 1000, maxBytes: 50_000 })
    for (let i = 0; i < 200; i += 1) {
      const body = await cache.load(`limit=${i}`, () => Promise.resolve({ body: books(40, `q${i}`) }))
      expect(cache.stats.bytes).toBeLessThanOrEqual(50_000)
      await body.encoded('gzip')
      await body.encoded('br')
      expect(cache.stats.bytes).toBeLessThanOrEqual(50_000)
    }
    expect(cache.stats.entries).toBeGreaterThan(0)
    expect(cache.stats.entries).toBeLessThan(200)
  })

  it('evicts when a compressed form made later takes the bytes over maxBytes', async () => {
    const cache = cacheAt(state(), { maxEntries: 1000, maxBytes: 20_000 })
    // JSON only, until the first answer is evicted: those kept fill the bytes.
    const stored: StoredBody[] = []
    while (stored.length === cache.stats.entries) {
      const i = stored.length
      stored.push(await cache.load(`limit=${i}`, () => Promise.resolve({ body: books(40, `q${i}`) })))
    }
    const fitted = cache.stats.entries
    for (const body of stored.slice(-fitted)) await body.encoded('gzip')
    expect(cache.stats.bytes).toBeLessThanOrEqual(20_000)
    expect(cache.stats.entries).toBeLessThan(fitted)
  })

  it('makes each compressed form of the same JSON once, when first asked, and counts its bytes then', async () => {
    const cache = cacheAt(state())
    const value = books(50, 'x')
    const body = await cache.load('k', () => Promise.resolve({ body: value }))
    expect(JSON.parse(body.identity.toString())).toEqual(value)
    expect(cache.stats.bytes).toBe(body.identity.length)
    // Two clients at once share one compression.
    const [br, again] = await Promise.all([body.encoded('br'), body.encoded('br')])
    expect(br.encoding).toBe('br')
    expect(again.bytes).toBe(br.bytes)
    expect(brotliDecompressSync(br.bytes).equals(body.identity)).toBe(true)
    expect(cache.stats.bytes).toBe(body.identity.length + br.bytes.length)
    const gz = await body.encoded('gzip')
    expect(gz.encoding).toBe('gzip')
    expect(gunzipSync(gz.bytes).equals(body.identity)).toBe(true)
    expect(cache.stats.bytes).toBe(body.identity.length + br.bytes.length + gz.bytes.length)
    await body.encoded('br')
    await body.encoded('identity')
    expect(cache.stats.bytes).toBe(body.identity.length + br.bytes.length + gz.bytes.length)
  })

  it('does not count what is made for an answer no longer kept', async () => {
    const s = state()
    const cache = cacheAt(s)
    const body = await cache.load('k', () => Promise.resolve({ body: books(50, 'x') }))
    s.row.version += 1
    await cache.check()
    expect(cache.stats).toEqual({ entries: 0, bytes: 0 })
    await body.encoded('br')
    expect(cache.stats).toEqual({ entries: 0, bytes: 0 })
  })

  /** Whether other work ran while `body` was encoded in each compressed form. */
  const otherWorkRanWhileEncoding = async (body: StoredBody): Promise<boolean[]> => {
    const ran: boolean[] = []
    for (const encoding of ['gzip', 'br'] as const) {
      let otherWorkRan = false
      setImmediate(() => {
        otherWorkRan = true
      })
      ran.push(await body.encoded(encoding).then(() => otherWorkRan))
    }
    return ran
  }

  it('compresses off the event loop: other work runs while a large answer is encoded', async () => {
    const cache = cacheAt(state())
    // About 3 MB of JSON: compressed on the event loop, nothing else could run until it was done.
    const body = await cache.load('large', () => Promise.resolve({ body: books(30_000, 'large') }))
    expect(await otherWorkRanWhileEncoding(body)).toEqual([true, true])
  })

  it('compresses a page-sized answer in place: handing it to the thread pool would cost more than the work', async () => {
    const cache = cacheAt(state())
    const body = await cache.load('page', () => Promise.resolve({ body: books(24, 'page') }))
    expect(body.identity.length).toBeGreaterThan(COMPRESS_FROM_BYTES)
    expect(body.identity.length).toBeLessThanOrEqual(COMPRESS_IN_PLACE_UP_TO)
    expect(await otherWorkRanWhileEncoding(body)).toEqual([false, false])
  })

  it.each([
    ['the embedded database', undefined, MISSES_AT_ONCE_EMBEDDED],
    ['a PostgreSQL server', MISSES_AT_ONCE_SERVER, MISSES_AT_ONCE_SERVER],
  ])(
    'produces a few distinct answers at a time on %s, not a whole burst at once',
    async (_, missesAtOnce, most) => {
      const s = state()
      const cache = new CatalogueCache(s.read, { log: s.log, missesAtOnce })
      let running = 0
      let highest = 0
      const produce = async () => {
        running += 1
        highest = Math.max(highest, running)
        await new Promise((resolve) => setTimeout(resolve, 5))
        running -= 1
        return { body: books(1, 'x') }
      }
      await Promise.all(Array.from({ length: 20 }, (_, i) => cache.load(`limit=${i}`, produce)))
      expect(highest).toBe(most)
      expect(cache.stats.entries).toBe(20)
    },
  )

  it('names the database and its version in the ETag, the same for every cache on it', async () => {
    const s = state()
    const one = cacheAt(s)
    const other = cacheAt(s)
    expect(one.etag).toBeUndefined()
    await one.check()
    await other.check()
    expect(one.etag).toBe('W/"6f1c2a9e0b7d-7-0-0"')
    expect(other.etag).toBe(one.etag)
  })

  it('does not keep a failed answer, and drops everything when the version moves', async () => {
    const s = state()
    const cache = cacheAt(s)
    await expect(cache.load('bad', () => Promise.reject(new Error('no such book')))).rejects.toThrow()
    expect(cache.stats.entries).toBe(0)
    await cache.load('good', () => Promise.resolve({ body: [1] }))
    const before = cache.etag
    await cache.check()
    expect(cache.stats.entries).toBe(1)
    s.row.version += 1
    await cache.check()
    expect(cache.stats).toEqual({ entries: 0, bytes: 0 })
    expect(cache.etag).not.toBe(before)
  })

  it('keeps stock counts at most one period: a new period drops what is stored and changes the ETag', async () => {
    const s = state()
    const cache = cacheAt(s)
    await cache.load('book', () => Promise.resolve({ body: { stock: 3 } }))
    await cache.check()
    const before = cache.etag
    expect(cache.stats.entries).toBe(1)
    s.row.period += 1
    await cache.check()
    expect(cache.stats.entries).toBe(0)
    expect(cache.etag).toBe('W/"6f1c2a9e0b7d-7-1-0"')
    expect(cache.etag).not.toBe(before)
  })

  it('labels an answer with the version read before producing it, and keeps none produced while it moved', async () => {
    const s = state()
    const cache = cacheAt(s)
    // A write lands while the answer is produced: its data may be from before or after it.
    const during = await cache.load('books', async () => {
      s.row.version += 1
      await cache.check()
      return { body: books(2, 'during') }
    })
    expect(during.etag).toBe('W/"6f1c2a9e0b7d-7-0-0"')
    expect(cache.stats.entries).toBe(0)
    let produced = 0
    const after = () => {
      produced += 1
      return Promise.resolve({ body: books(2, 'after') })
    }
    expect((await cache.load('books', after)).etag).toBe('W/"6f1c2a9e0b7d-8-0-0"')
    await cache.load('books', after)
    expect(produced).toBe(1)
  })

  it('after a failed check keeps serving what is stored, logs once per outage, and catches up', async () => {
    const s = state()
    const cache = cacheAt(s)
    await cache.load('books', () => Promise.resolve({ body: books(1, 'kept') }))
    s.row.down = true
    cache.version.start(5)
    try {
      await until(() => s.row.reads >= 6)
      expect(s.logged).toEqual([expect.stringMatching(/^warn Catalogue version check failed/)])
      const stored = await cache.load('books', () => Promise.reject(new Error('the database is down')))
      expect(JSON.parse(stored.identity.toString())).toEqual(books(1, 'kept'))
      s.row.version += 1
      s.row.down = false
      await until(() => cache.stats.entries === 0)
      expect(cache.etag).toBe('W/"6f1c2a9e0b7d-8-0-0"')
      expect(s.logged).toEqual([expect.stringMatching(/^warn /), 'info Catalogue version check works again'])
    } finally {
      await cache.version.stop()
    }
    const reads = s.row.reads
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(s.row.reads).toBe(reads)
  })
})

describe('CatalogueCache.send', () => {
  const app = Fastify({ logger: false })
  const cache = cacheAt(state())
  const value = books(50, 'sent')
  const tiny = books(1, 'tiny')

  beforeAll(async () => {
    app.get('/books', (request, reply) => cache.send(request, reply, 'books', () => Promise.resolve(value)))
    app.get('/tiny', (request, reply) => cache.send(request, reply, 'tiny', () => Promise.resolve(tiny)))
    await app.ready()
  })

  afterAll(() => app.close())

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} })

  it('sends brotli to a client that accepts it, then gzip to a gzip client, each made when first asked', async () => {
    const json = Buffer.from(JSON.stringify(value))
    const plain = await get('/books')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.json()).toEqual(value)
    expect(cache.stats.bytes).toBe(json.length)

    const br = await get('/books', 'gzip, deflate, br')
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.rawPayload).equals(json)).toBe(true)
    // Only the asked encoding was made.
    expect(cache.stats.bytes).toBe(json.length + br.rawPayload.length)

    const gz = await get('/books', 'gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).equals(json)).toBe(true)
    expect(cache.stats.bytes).toBe(json.length + br.rawPayload.length + gz.rawPayload.length)
    expect(gz.headers.vary).toContain('Accept-Encoding')
  })

  it(`sends an answer under ${COMPRESS_FROM_BYTES} bytes as it is, without Content-Encoding`, async () => {
    const before = cache.stats.bytes
    const res = await get('/tiny', 'gzip, deflate, br')
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_FROM_BYTES)
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.json()).toEqual(tiny)
    await get('/tiny', 'gzip')
    expect(cache.stats.bytes).toBe(before + res.rawPayload.length)
  })
})
