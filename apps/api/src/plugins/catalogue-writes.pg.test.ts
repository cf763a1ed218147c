// A route that declares `changesCatalogue` reads the catalogue's version when it succeeds, and only then (issue 14),
// unless its handler says its write left the version where it was (reply.catalogueUnchanged: an order that sold no
// book's last copy, issue 26).

import { sql } from 'drizzle-orm'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '@/db/client'
import { createTestDatabase } from '@/testing/test-db'
import catalogueCache from './catalogue-cache'
import database from './database'
import errors, { DomainError } from './errors'

describe('the changesCatalogue route option', () => {
  const app = Fastify({ logger: false })
  let handle: DatabaseHandle

  beforeAll(async () => {
    handle = await createTestDatabase()
    await app.register(database, { db: handle.db })
    await app.register(errors)
    // No periodic check here: what a route's own answer does is what is seen.
    await app.register(catalogueCache, { checkEveryMs: 3_600_000 })
    const write = async (request: { query: unknown }) => {
      const { outcome } = request.query as { outcome?: string }
      if (outcome === 'conflict') throw new DomainError('conflict', 'Already there', 409)
      if (outcome === 'missing') throw new DomainError('not_found', 'No such book', 404)
      // A catalogue write made as any other would be: a statement trigger bumps the version in its transaction.
      await handle.db.execute(sql`DELETE FROM quotes WHERE false`)
      return { written: true }
    }
    app.post('/catalogue-write', { config: { changesCatalogue: true } }, write)
    app.post('/other-write', write)
    app.post('/unchanged-write', { config: { changesCatalogue: true } }, async (request, reply) => {
      reply.catalogueUnchanged = true
      return write(request)
    })
    await app.ready()
  })

  afterAll(async () => {
    await app.close()
    await handle.close()
  })

  /** The cache's version before and after `url` is answered, and the answer's status. */
  async function versions(url: string) {
    await app.catalogue.load('books', () => Promise.resolve({ body: [{ _id: 'a' }] }))
    const before = app.catalogue.etag
    const res = await app.inject({ method: 'POST', url })
    return { status: res.statusCode, before, after: app.catalogue.etag, kept: app.catalogue.stats.entries }
  }

  it('reads the version before the answer leaves when a route that declares it answers 2xx', async () => {
    const { status, before, after, kept } = await versions('/catalogue-write')
    expect(status).toBe(200)
    expect(after).not.toBe(before)
    expect(kept).toBe(0)
  })

  it.each(['conflict', 'missing'])('does not when that route answers 4xx (%s)', async (outcome) => {
    const { status, before, after, kept } = await versions(`/catalogue-write?outcome=${outcome}`)
    expect(status).toBeGreaterThanOrEqual(400)
    expect(status).toBeLessThan(500)
    expect(after).toBe(before)
    expect(kept).toBe(1)
  })

  it.each([
    ['a route that does not declare it', '/other-write'],
    ['a handler that says the version stayed', '/unchanged-write'],
  ])('does not for %s: its write is seen at the next check', async (_, url) => {
    const { status, before, after, kept } = await versions(url)
    expect(status).toBe(200)
    expect(after).toBe(before)
    expect(kept).toBe(1)
    await app.catalogue.check()
    expect(app.catalogue.etag).not.toBe(before)
    expect(app.catalogue.stats.entries).toBe(0)
  })
})
