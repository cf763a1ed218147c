// Authors over HTTP (issue 6, paged in issue 15): the public list the admin's book form searches, by name then id,
// at most LIST_MAX_LIMIT authors an answer, paged with limit and offset, told through X-Total-Count and Link, filtered
// by name text; bad paging values are 400.

import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiPaths } from '@bookstore/contract/api-paths'
import { AuthorList } from '@bookstore/contract/schemas/author'
import { LIST_MAX_LIMIT } from '@bookstore/contract/schemas/paging'
import { authors } from '@/db/schema'
import { badPageQueries, nextLinkOf, readToTheEnd } from '@/testing/paging-kit'
import { insertAuthor } from '@/testing/factories'
import { useTestApp } from '@/testing/test-app'

const t = useTestApp()
/** Writer 001 … Writer 520: more than one answer carries. */
const WRITERS = 520
let zola: string
let austen: string
/** Every author's id, by name then id, as the list orders them. */
let byName: string[] = []

beforeAll(async () => {
  zola = await insertAuthor(t.db, 'Emile Zola')
  austen = await insertAuthor(t.db, 'Jane Austen')
  await insertAuthor(t.db, 'Half_Price 50%')
  // Two authors of one name: the id orders them, so no page repeats or skips either.
  await insertAuthor(t.db, 'Twin Name')
  await insertAuthor(t.db, 'Twin Name')
  await t.db.execute(sql`
    insert into authors (name, full_name)
    select 'Writer ' || lpad(n::text, 3, '0'), 'Writer number ' || n from generate_series(1, ${WRITERS}) as n`)
  const rows = await t.db.select({ id: authors.id, name: authors.name }).from(authors)
  // The databases compare in the C collation (byte order), as JavaScript compares these ASCII names and uuids.
  const order = (a: { id: string; name: string }, b: { id: string; name: string }) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0
  byName = rows.sort(order).map((r) => r.id)
})

const get = (url: string) => t.app.inject({ method: 'GET', url })
const ids = (body: unknown) => AuthorList.parse(body).map((a) => a._id)
const names = (body: unknown) => AuthorList.parse(body).map((a) => a.name)

describe('GET /api/authors/', () => {
  it('answers the first LIST_MAX_LIMIT authors by name with the fields a book detail carries', async () => {
    const res = await get(apiPaths.authors.href())
    expect(res.statusCode).toBe(200)
    const list = AuthorList.parse(res.json())
    expect(list.map((a) => a._id)).toEqual(byName.slice(0, LIST_MAX_LIMIT))
    expect(list.slice(0, 2).map((a) => a._id)).toEqual([zola, byName[1]])
    expect(list.find((a) => a._id === austen)).toEqual({
      _id: austen,
      name: 'Jane Austen',
      fullName: 'Jane Austen Full',
      about: 'About Jane Austen',
      image: 'author.webp',
    })
    expect(res.headers['x-total-count']).toBe(String(byName.length))
    expect(res.headers.link).toBe(
      `</api/authors/?limit=${LIST_MAX_LIMIT}&offset=${LIST_MAX_LIMIT}>; rel="next"`,
    )
  })

  it('follows the next link to the last page, which links back and not on', async () => {
    const res = await get(nextLinkOf((await get(apiPaths.authors.href())).headers.link) ?? '')
    expect(ids(res.json())).toEqual(byName.slice(LIST_MAX_LIMIT))
    expect(res.headers['x-total-count']).toBe(String(byName.length))
    expect(res.headers.link).toBe(`</api/authors/?limit=${LIST_MAX_LIMIT}&offset=0>; rel="prev"`)
  })

  it('pages through every author once, in order, ties by id', async () => {
    expect(await readToTheEnd(get, apiPaths.authors.href({ limit: 37 }), ids, byName.length)).toEqual(byName)
  })

  it('answers an empty page past the end, with the total and a way back', async () => {
    const res = await get(apiPaths.authors.href({ limit: 10, offset: 5000 }))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual([])
    expect(res.headers['x-total-count']).toBe(String(byName.length))
    expect(res.headers.link).toBe('</api/authors/?limit=10&offset=4990>; rel="prev"')
  })

  it('keeps the authors whose name holds q, case-insensitively, the filter kept in the links', async () => {
    const res = await get(apiPaths.authors.href({ q: 'WRITER 05', limit: 4, offset: 4 }))
    expect(names(res.json())).toEqual(['Writer 054', 'Writer 055', 'Writer 056', 'Writer 057'])
    expect(res.headers['x-total-count']).toBe('10')
    expect(res.headers.link).toBe(
      '</api/authors/?q=WRITER%2005&limit=4&offset=8>; rel="next", ' +
        '</api/authors/?q=WRITER%2005&limit=4&offset=0>; rel="prev"',
    )
    const twins = await get(apiPaths.authors.href({ q: 'twin' }))
    expect(ids(twins.json())).toEqual(byName.filter((_, i) => i === 3 || i === 4))
  })

  it('takes % and _ in q as they are, trims q, and lists everyone for a blank q', async () => {
    for (const q of ['%', '_', '0%', ' _price ']) {
      const res = await get(apiPaths.authors.href({ q }))
      expect(names(res.json()), q).toEqual(['Half_Price 50%'])
      expect(res.headers['x-total-count']).toBe('1')
      expect(res.headers.link).toBeUndefined()
    }
    const none = await get(apiPaths.authors.href({ q: 'nobody' }))
    expect(none.json()).toEqual([])
    expect(none.headers['x-total-count']).toBe('0')
    const blank = await get(apiPaths.authors.href({ q: '   ', limit: 1 }))
    expect(blank.headers['x-total-count']).toBe(String(byName.length))
    expect(blank.headers.link).toBe('</api/authors/?limit=1&offset=1>; rel="next"')
  })

  it.each(badPageQueries(LIST_MAX_LIMIT))('refuses %s with 400 {error, message}', async (query) => {
    const res = await get(`/api/authors/?${query}`)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: 'validation', message: expect.any(String) })
  })

  it('answers 304 to a repeated read with the catalogue version', async () => {
    const first = await get(apiPaths.authors.href({ q: 'austen' }))
    const again = await t.app.inject({
      url: apiPaths.authors.href({ q: 'austen' }),
      headers: { 'if-none-match': String(first.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
  })
})
