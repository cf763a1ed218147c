// Lists at any size (issue 15): GET /api/books/ answers at most BOOK_LIST_MAX_LIMIT books, pages with limit and
// offset, and tells the rest through X-Total-Count and Link; the counts follow writes; bad paging values are 400.

import { desc, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { BOOK_LIST_MAX_LIMIT, BookList } from '@bookstore/contract/schemas/book'
import { books } from '@/db/schema'
import { badPageQueries, readToTheEnd } from '@/testing/paging-kit'
import { adminToken, bearer, insertBook } from '@/testing/factories'
import { useTestApp } from '@/testing/test-app'

const t = useTestApp()
const SHELF = 520
const HORROR = 30
/** Ids newest first, as every list orders them. */
let newestFirst: string[] = []

beforeAll(async () => {
  // One statement for the bulk of them: the triggers keep book_counts as for any other write.
  const start = Date.parse('2020-01-01T00:00:00Z')
  await t.db.execute(sql`
    insert into books (title, description, cover_image, category, old_price_cents, new_price_cents, stock, created_at)
    select 'Book ' || n, 'About book ' || n, '', case when n <= ${HORROR} then 'horror' else 'fantasy' end,
      1000, 900, 5, to_timestamp(${start / 1000} + n * 60)
    from generate_series(1, ${SHELF}) as n`)
  const rows = await t.db.select({ id: books.id }).from(books).orderBy(desc(books.createdAt), desc(books.id))
  newestFirst = rows.map((r) => r.id)
})

const get = (url: string) => t.app.inject({ method: 'GET', url })
const ids = (body: unknown) => BookList.parse(body).map((b) => b._id)

describe('GET /api/books/ paging', () => {
  it('answers at most BOOK_LIST_MAX_LIMIT books with the total and a link to the rest', async () => {
    const res = await get('/api/books/')
    expect(res.statusCode).toBe(200)
    expect(ids(res.json())).toEqual(newestFirst.slice(0, BOOK_LIST_MAX_LIMIT))
    expect(res.headers['x-total-count']).toBe(String(SHELF))
    // The next page is read after a keyset cursor (issue 26 item 7).
    expect(res.headers.link).toMatch(
      new RegExp(`^</api/books/\\?limit=${BOOK_LIST_MAX_LIMIT}&after=[\\w-]+>; rel="next"$`),
    )
  })

  it('follows the next link to the last page, which has a prev link and no next', async () => {
    const res = await get(`/api/books/?limit=${BOOK_LIST_MAX_LIMIT}&offset=${BOOK_LIST_MAX_LIMIT}`)
    expect(ids(res.json())).toEqual(newestFirst.slice(BOOK_LIST_MAX_LIMIT))
    expect(res.headers.link).toBe(`</api/books/?limit=${BOOK_LIST_MAX_LIMIT}&offset=0>; rel="prev"`)
  })

  it('pages through a category, every book once, in order', async () => {
    const seen = await readToTheEnd(get, '/api/books/?category=fantasy&limit=24', ids, SHELF - HORROR)
    expect(seen).toEqual(newestFirst.slice(0, SHELF - HORROR))
  })

  it('keeps the filters in its links', async () => {
    const res = await get('/api/books/?category=horror&limit=10&offset=10')
    expect(res.headers['x-total-count']).toBe(String(HORROR))
    expect(res.headers.link).toMatch(
      /^<\/api\/books\/\?category=horror&limit=10&after=[\w-]+>; rel="next", <\/api\/books\/\?category=horror&limit=10&offset=0>; rel="prev"$/,
    )
  })

  it('answers an empty page past the end, with the total', async () => {
    const res = await get('/api/books/?category=horror&offset=1000')
    expect(res.json()).toEqual([])
    expect(res.headers['x-total-count']).toBe(String(HORROR))
    expect(res.headers.link).toContain('rel="prev"')
    expect(res.headers.link).not.toContain('rel="next"')
  })

  it('filters by title text, case-insensitively, with % and _ taken as they are', async () => {
    const res = await get('/api/books/?q=book%2051&limit=5')
    expect(BookList.parse(res.json()).map((b) => b.title)).toEqual([
      'Book 519',
      'Book 518',
      'Book 517',
      'Book 516',
      'Book 515',
    ])
    expect(res.headers['x-total-count']).toBe('11') // 51 and 510-519
    expect(res.headers.link).toBe('</api/books/?q=book%2051&limit=5&offset=5>; rel="next"')
    expect((await get('/api/books/?q=%25')).headers['x-total-count']).toBe('0')
    expect((await get('/api/books/?q=%20%20')).headers['x-total-count']).toBe(String(SHELF))
  })

  it('counts what writes change: a created and a deleted book', async () => {
    const token = await adminToken(t)
    const id = await insertBook(t.db, { title: 'Fresh', category: 'horror' })
    expect((await get('/api/books/?category=horror')).headers['x-total-count']).toBe(String(HORROR + 1))
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/books/${id}`, headers: bearer(token) })
    expect(removed.statusCode).toBe(200)
    expect((await get('/api/books/?category=horror')).headers['x-total-count']).toBe(String(HORROR))
  })

  it.each(badPageQueries(BOOK_LIST_MAX_LIMIT))('refuses %s with 400 {error, message}', async (query) => {
    const res = await get(`/api/books/?${query}`)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: 'validation', message: expect.any(String) })
  })
})
