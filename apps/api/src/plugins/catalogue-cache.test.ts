// The catalogue cache stays bounded (answers and bytes) and never compresses on the event loop (issue 13); a route
// that declares `changesCatalogue` bumps it when it succeeds, and only then (issue 14).

import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import catalogueCache, { CatalogueCache } from './catalogue-cache'
import errors, { DomainError } from './errors'

const books = (n: number, seed: string) =>
  Array.from({ length: n }, (_, i) => ({ _id: `${seed}-${i}`, title: `A book ${i} of ${seed}`, price: i }))

describe('CatalogueCache', () => {
  it('keeps at most maxEntries answers, dropping the least recently used', async () => {
    const cache = new CatalogueCache({ maxEntries: 3, maxBytes: 10_000_000 })
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

  it('keeps at most maxBytes, counting every encoding', async () => {
    const cache = new CatalogueCache({ maxEntries: 1000, maxBytes: 50_000 })
    for (let i = 0; i < 200; i += 1) {
      await cache.load(`limit=${i}`, () => Promise.resolve({ body: books(40, `q${i}`) }))
      expect(cache.stats.bytes).toBeLessThanOrEqual(50_000)
    }
    expect(cache.stats.entries).toBeGreaterThan(0)
    expect(cache.stats.entries).toBeLessThan(200)
  })

  it('answers with JSON, gzip and brotli bytes of the same value', async () => {
    const { gunzipSync, brotliDecompressSync } = await import('node:zlib')
    const cache = new CatalogueCache()
    const value = books(50, 'x')
    const body = await cache.load('k', () => Promise.resolve({ body: value }))
    expect(JSON.parse(body.identity.toString())).toEqual(value)
    expect(gunzipSync(body.gzip).equals(body.identity)).toBe(true)
    expect(brotliDecompressSync(body.br).equals(body.identity)).toBe(true)
  })

  it('compresses off the event loop: other work runs while a large answer is encoded', async () => {
    const cache = new CatalogueCache()
    let otherWorkRan = false
    setImmediate(() => {
      otherWorkRan = true
    })
    // About 3 MB of JSON: compressed on the event loop, nothing else could run until it was done.
    const body = cache.load('large', () => Promise.resolve({ body: books(30_000, 'large') }))
    const ranBeforeEncoded = await body.then(() => otherWorkRan)
    expect(ranBeforeEncoded).toBe(true)
  })

  it('produces a few distinct answers at a time, not a whole burst at once', async () => {
    const cache = new CatalogueCache()
    let running = 0
    let most = 0
    const produce = async () => {
      running += 1
      most = Math.max(most, running)
      await new Promise((resolve) => setTimeout(resolve, 5))
      running -= 1
      return { body: books(1, 'x') }
    }
    await Promise.all(Array.from({ length: 20 }, (_, i) => cache.load(`limit=${i}`, produce)))
    expect(most).toBe(2)
    expect(cache.stats.entries).toBe(20)
  })

  it('does not keep a failed answer, and drops everything on bump', async () => {
    const cache = new CatalogueCache()
    await expect(cache.load('bad', () => Promise.reject(new Error('no such book')))).rejects.toThrow()
    expect(cache.stats.entries).toBe(0)
    await cache.load('good', () => Promise.resolve({ body: [1] }))
    const before = cache.etag
    cache.bump()
    expect(cache.stats).toEqual({ entries: 0, bytes: 0 })
    expect(cache.etag).not.toBe(before)
  })
})

describe('the changesCatalogue route option', () => {
  const app = Fastify({ logger: false })

  beforeAll(async () => {
    await app.register(errors)
    await app.register(catalogueCache)
    const write = async (request: { query: unknown }) => {
      const { outcome } = request.query as { outcome?: string }
      if (outcome === 'conflict') throw new DomainError('conflict', 'Already there', 409)
      if (outcome === 'missing') throw new DomainError('not_found', 'No such book', 404)
      return { written: true }
    }
    app.post('/catalogue-write', { config: { changesCatalogue: true } }, write)
    app.post('/other-write', write)
    await app.ready()
  })

  afterAll(() => app.close())

  /** The cache's version before and after `url` is answered, and the answer's status. */
  async function versions(url: string) {
    await app.catalogue.load('books', () => Promise.resolve({ body: [{ _id: 'a' }] }))
    const before = app.catalogue.etag
    const res = await app.inject({ method: 'POST', url })
    return { status: res.statusCode, before, after: app.catalogue.etag, kept: app.catalogue.stats.entries }
  }

  it('bumps the cache when a route that declares it answers 2xx', async () => {
    const { status, before, after, kept } = await versions('/catalogue-write')
    expect(status).toBe(200)
    expect(after).not.toBe(before)
    expect(kept).toBe(0)
  })

  it.each(['conflict', 'missing'])('does not bump it when that route answers 4xx (%s)', async (outcome) => {
    const { status, before, after, kept } = await versions(`/catalogue-write?outcome=${outcome}`)
    expect(status).toBeGreaterThanOrEqual(400)
    expect(status).toBeLessThan(500)
    expect(after).toBe(before)
    expect(kept).toBe(1)
  })

  it('does not bump it for a route that does not declare it', async () => {
    const { status, before, after, kept } = await versions('/other-write')
    expect(status).toBe(200)
    expect(after).toBe(before)
    expect(kept).toBe(1)
  })
})
