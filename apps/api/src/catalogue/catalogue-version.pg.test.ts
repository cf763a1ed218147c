// The catalogue cache follows the database (issue 15): two apps on one database stand for two processes (or
// machines) of one store; a write through either, or plain SQL past both, is seen by each within a second, and both
// name a version with the same ETag.

import { sql } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiPaths } from '@bookstore/contract/api-paths'
import { adminToken, bearer, insertBook } from '@/testing/factories'
import { useTestApp, type TestAppHandle } from '@/testing/test-app'
import { periodOf } from './catalogue-version'

const a = useTestApp()
const b = useTestApp({ sameDatabaseAs: a })
let token = ''

beforeAll(async () => {
  token = await adminToken(a)
})

const get = (t: TestAppHandle, url: string) => t.app.inject({ url })
const titleOn = async (t: TestAppHandle, id: string) =>
  (await get(t, apiPaths.book.href(id))).json<{ title: string }>().title
const listedTitle = async (t: TestAppHandle, id: string) =>
  (await get(t, apiPaths.books.href()))
    .json<Array<{ _id: string; title: string }>>()
    .find((book) => book._id === id)?.title

/** Milliseconds until `seen` holds (asked every 10 ms, for at most 3 s). */
async function msUntil(seen: () => Promise<boolean>): Promise<number> {
  const start = Date.now()
  while (!(await seen())) {
    if (Date.now() - start > 3000) throw new Error('not seen within 3 s')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  return Date.now() - start
}

const etag = (res: LightMyRequestResponse) => String(res.headers.etag)

describe('two processes on one database', () => {
  it('see a write made by plain SQL, bypassing the app, within a second', async () => {
    const id = await insertBook(a.db, { title: 'Written before' })
    await msUntil(
      async () => (await titleOn(a, id)) === 'Written before' && (await titleOn(b, id)) === 'Written before',
    )
    const before = etag(await get(a, apiPaths.book.href(id)))

    await a.db.execute(sql`UPDATE books SET title = 'Written by SQL' WHERE id = ${id}`)
    const ms = await msUntil(
      async () => (await titleOn(a, id)) === 'Written by SQL' && (await titleOn(b, id)) === 'Written by SQL',
    )
    expect(ms).toBeLessThan(1000)
    expect(etag(await get(a, apiPaths.book.href(id)))).not.toBe(before)
  })

  it('see a book renamed through one in the other’s list, book page and ETag within a second', async () => {
    const id = await insertBook(a.db, { title: 'The old name' })
    await msUntil(
      async () => (await listedTitle(b, id)) === 'The old name' && (await titleOn(b, id)) === 'The old name',
    )
    const listBefore = etag(await get(b, apiPaths.books.href()))

    const rename = await a.app.inject({
      method: 'PUT',
      url: apiPaths.editBook.href(id),
      headers: bearer(token),
      payload: { title: 'The new name' },
    })
    expect(rename.statusCode).toBe(200)
    // The writer's own process reads its write at once.
    expect(await titleOn(a, id)).toBe('The new name')
    expect(await listedTitle(a, id)).toBe('The new name')

    const ms = await msUntil(async () => (await listedTitle(b, id)) === 'The new name')
    expect(ms).toBeLessThan(1000)
    expect(await titleOn(b, id)).toBe('The new name')
    // B may list the new name a check (250 ms) before it reads the version that names it: an answer is labelled with
    // the version read before it was produced. Within the same second both name the same version.
    const sameEtag = await msUntil(
      async () => etag(await get(b, apiPaths.books.href())) === etag(await get(a, apiPaths.books.href())),
    )
    expect(sameEtag).toBeLessThan(1000)
    expect(etag(await get(b, apiPaths.books.href()))).not.toBe(listBefore)
  })

  it('see a description edited through one within a second, each dropping only the answers that hold the book', async () => {
    const edited = await insertBook(a.db, { title: 'Edited blurb' })
    const other = await insertBook(a.db, { title: 'Left alone' })
    const descriptionOn = async (t: TestAppHandle, id: string) =>
      (await get(t, apiPaths.book.href(id))).json<{ description: string }>().description
    const stored = (t: TestAppHandle) => t.app.catalogue.stats.entries
    const kept = await descriptionOn(a, other)
    // A stock period's end (every STOCK_FRESHNESS_MS) drops everything: a round it crossed is run again.
    for (let round = 1; ; round += 1) {
      // Both have read the version of the inserts (and of the last round), then store both books' pages.
      await a.app.catalogue.check()
      await b.app.catalogue.check()
      const period = periodOf(Date.now())
      for (const t of [a, b]) for (const id of [edited, other]) await descriptionOn(t, id)
      const before = { a: stored(a), b: stored(b) }
      const description = `Edited in round ${round}.`
      const edit = await a.app.inject({
        method: 'PUT',
        url: apiPaths.editBook.href(edited),
        headers: bearer(token),
        payload: { description },
      })
      expect(edit.statusCode).toBe(200)
      // The writer's own process drops the edited book's page at once and keeps the other's; the other process
      // does at its next check.
      const afterA = stored(a)
      const ms = await msUntil(async () => stored(b) < before.b)
      const afterB = stored(b)
      if (periodOf(Date.now()) !== period && round < 3) continue
      expect(afterA).toBe(before.a - 1)
      expect(afterB).toBe(before.b - 1)
      expect(ms).toBeLessThan(1000)
      expect(await descriptionOn(a, edited)).toBe(description)
      expect(await descriptionOn(b, edited)).toBe(description)
      expect(await descriptionOn(b, other)).toBe(kept)
      break
    }
    // Both name the version, edit included, alike.
    await msUntil(
      async () =>
        etag(await get(b, apiPaths.book.href(other))) === etag(await get(a, apiPaths.book.href(other))),
    )
  })

  it('name the same version with the same ETag, so one answers 304 to what the other sent', async () => {
    const fromA = await get(a, apiPaths.books.href())
    const fromB = await get(b, apiPaths.books.href())
    expect(etag(fromA)).toMatch(/^W\/"[0-9a-f]{12}-\d+-\d+-\d+"$/)
    expect(etag(fromB)).toBe(etag(fromA))
    const revalidated = await b.app.inject({
      url: apiPaths.books.href(),
      headers: { 'if-none-match': etag(fromA) },
    })
    expect(revalidated.statusCode).toBe(304)
    expect(etag(revalidated)).toBe(etag(fromA))
  })
})
