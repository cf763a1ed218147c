// Keyset paging of the book lists (issue 26 item 7): Link rel="next" carries an `after` cursor; following it reads
// every book exactly once in each order, also while books are added meanwhile; a cursor that is not one, or is
// another order's, is a 400 {error, message}; offset keeps working; a search keeps offset links.

import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { BOOK_SORTS, BookList } from '@bookstore/contract/schemas/book'
import { nextLinkOf } from '@/testing/paging-kit'
import { useTestApp } from '@/testing/test-app'
import { encodeCursor } from './list-cursor'

const t = useTestApp()
const SHELF = 90
const ADDED_PER_PAGE = 2
const get = (url: string) => t.app.inject({ method: 'GET', url })
const ids = (body: unknown) => BookList.parse(body).map((b) => b._id)

/** Books with many equal keys (prices, titles, sales, instants to the microsecond), so ties are broken by id. */
const insertBooks = async (count: number, category: string, from: number) => {
  await t.db.execute(sql`
    insert into books (title, description, cover_image, category, old_price_cents, new_price_cents, stock,
      units_sold, created_at)
    select 'Book ' || (n % 13), 'About', '', ${category}, 5000, 500 + (n % 9) * 100, n % 4, n % 7,
      to_timestamp(1577836800 + (n / 4) * 60 + (n % 2) * 0.000001)
    from generate_series(${from}::integer, ${from + count - 1}::integer) as n`)
}

const sortsWithoutSearch = BOOK_SORTS.filter((s) => s !== 'relevance')

beforeAll(async () => {
  await insertBooks(SHELF, 'fantasy', 1)
})

/** Reads a list to its end by its next links, adding books before each next page; the ids seen in order. */
async function readWhileAdding(url: string, category: string): Promise<string[]> {
  const seen: string[] = []
  let next: string | undefined = url
  let added = 0
  while (next) {
    const res = await get(next)
    expect(res.statusCode, res.body).toBe(200)
    seen.push(...ids(res.json()))
    next = nextLinkOf(res.headers.link)
    if (next) {
      expect(next).toMatch(/[?&]after=[\w-]+/)
      expect(next).not.toMatch(/[?&]offset=/)
      await insertBooks(ADDED_PER_PAGE, category, 10_000 + added)
      added += ADDED_PER_PAGE
    }
  }
  return seen
}

describe('GET /api/books/ by keyset cursor', () => {
  it.each(sortsWithoutSearch)('reads every book once in sort=%s while books are added', async (sort) => {
    const category = `cursor-${sort}`
    await insertBooks(SHELF, category, 1)
    const before = ids((await get(`/api/books/?category=${category}&sort=${sort}`)).json())
    expect(before).toHaveLength(SHELF)
    const seen = await readWhileAdding(`/api/books/?category=${category}&sort=${sort}&limit=7`, category)
    expect(new Set(seen).size).toBe(seen.length)
    // Every book there at the start, in the order a one-page list gives them.
    expect(seen.filter((id) => before.includes(id))).toEqual(before)
  })

  it('keeps the filters across cursor pages (price range, in stock)', async () => {
    const url = '/api/books/?category=fantasy&minPrice=6&maxPrice=10&inStock=true&sort=price-desc'
    const whole = ids((await get(url)).json())
    const seen: string[] = []
    let next: string | undefined = `${url}&limit=5`
    while (next) {
      const res = await get(next)
      seen.push(...ids(res.json()))
      next = nextLinkOf(res.headers.link)
    }
    expect(seen).toEqual(whole)
    expect(whole.length).toBeGreaterThan(10)
  })

  it('keeps X-Total-Count on cursor pages, and gives no next link past the last book', async () => {
    const first = await get('/api/books/?category=fantasy&limit=60')
    const next = nextLinkOf(first.headers.link)
    expect(next).toBeDefined()
    const last = await get(next ?? '')
    expect(last.headers['x-total-count']).toBe(first.headers['x-total-count'])
    expect(last.headers.link).toBeUndefined()
  })

  it('still pages by offset (old links, numbered pages)', async () => {
    const whole = ids((await get('/api/books/?category=fantasy')).json())
    const res = await get('/api/books/?category=fantasy&limit=10&offset=20')
    expect(ids(res.json())).toEqual(whole.slice(20, 30))
    expect(res.headers.link).toMatch(/after=[\w-]+>; rel="next", .*offset=10>; rel="prev"$/)
  })

  it('keeps offset links for a search (its ranking pages by offset)', async () => {
    const res = await get('/api/books/?q=book&limit=5')
    expect(res.statusCode).toBe(200)
    expect(res.headers.link).toMatch(/offset=5>; rel="next"/)
  })

  const uuid = '00000000-0000-4000-8000-000000000000'
  const b64 = (text: string) => Buffer.from(text).toString('base64url')
  it.each([
    ['not base64url', 'after=%2B%2F%3D'],
    ['not JSON', `after=${b64('hello')}`],
    ['not a triple', `after=${b64('["newest"]')}`],
    ['an unknown order', `after=${b64(JSON.stringify(['cheapest', '1', uuid]))}`],
    ['an inherited name', `after=${b64(JSON.stringify(['constructor', '1', uuid]))}`],
    ['another order', `sort=title&after=${encodeCursor({ sort: 'price-asc', key: '500', id: uuid })}`],
    ['a key not of its order', `sort=price-asc&after=${b64(JSON.stringify(['price-asc', 'ten', uuid]))}`],
    ['a bad instant', `after=${b64(JSON.stringify(['newest', '2020-13-45T99:00:00.000000Z', uuid]))}`],
    ['a bad id', `after=${b64(JSON.stringify(['newest', '2020-01-01T00:00:00.000000Z', 'x']))}`],
    [
      'with offset',
      `offset=5&after=${encodeCursor({ sort: 'newest', key: '2020-01-01T00:00:00.000000Z', id: uuid })}`,
    ],
    [
      'with a search',
      `q=book&after=${encodeCursor({ sort: 'newest', key: '2020-01-01T00:00:00.000000Z', id: uuid })}`,
    ],
    ['too long', `after=${'A'.repeat(20_000)}`],
  ])('refuses a cursor that is %s with 400 {error, message}', async (_, params) => {
    const res = await get(`/api/books/?${params}`)
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json()).toEqual({ error: 'validation', message: expect.any(String) })
  })
})
