// Manage Books sorted by a column (issue 27 item 5): GET /api/books/ by title, price (lowest or highest first) and
// stock (fewest or most copies first, the dashboard's ADMIN_BOOK_SORTS); ties by id, so pages neither repeat nor skip,
// by offset and by the keyset cursor of Link rel="next"; with the stock filter and a title search; an unknown order is
// a 400.

import { beforeAll, describe, expect, it } from 'vitest'
import { apiPaths, type BookListParams } from '@bookstore/contract/api-paths'
import { BookList, type Book } from '@bookstore/contract/schemas/book'
import { insertBook } from '@/testing/factories'
import { nextLinkOf, readToTheEnd } from '@/testing/paging-kit'
import { useTestApp } from '@/testing/test-app'

const t = useTestApp()

/** Title, price, stock: ties in each column. */
const SHELF: [string, number, number][] = [
  ['Sorting Alder', 12, 0],
  ['Sorting Birch', 8, 3],
  ['Sorting Cedar', 12, 3],
  ['Sorting Alder', 20, 150],
  ['Sorting Elm', 8, 0],
  ['Sorting Fir', 15, 3],
  ['Sorting Gum', 20, 7],
]
let books: Book[] = []

beforeAll(async () => {
  for (const [title, newPrice, stock] of SHELF) await insertBook(t.db, { title, newPrice, stock })
  const res = await get(apiPaths.books.href({ limit: 100 }))
  books = BookList.parse(res.json())
  expect(books).toHaveLength(SHELF.length)
})

const get = (url: string) => t.app.inject({ method: 'GET', url })
const ids = (body: unknown) => BookList.parse(body).map((b) => b._id)
const byId = (a: Book, b: Book) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0)
const sorted = (list: Book[], compare: (a: Book, b: Book) => number) =>
  [...list].sort(compare).map((b) => b._id)

/** Two pages of 4 by offset, then the whole list by its next links (keyset cursors) in pages of 2. */
async function read(params: BookListParams, want: string[]) {
  const pages: string[] = []
  for (const offset of [0, 4]) {
    const res = await get(apiPaths.books.href({ ...params, limit: 4, offset }))
    expect(res.statusCode).toBe(200)
    pages.push(...ids(res.json()))
  }
  expect(pages).toEqual(want)
  const linked = await readToTheEnd(get, apiPaths.books.href({ ...params, limit: 2 }), ids, want.length)
  expect(linked).toEqual(want)
}

describe('GET /api/books/?sort= for Manage Books', () => {
  it('stock-asc: fewest copies first, ties by id', async () => {
    await read(
      { sort: 'stock-asc' },
      sorted(books, (a, b) => a.stock - b.stock || byId(a, b)),
    )
  })

  it('stock-desc: most copies first, ties by id (descending)', async () => {
    await read(
      { sort: 'stock-desc' },
      sorted(books, (a, b) => b.stock - a.stock || byId(b, a)),
    )
  })

  it('price-asc and price-desc, ties by id', async () => {
    await read(
      { sort: 'price-asc' },
      sorted(books, (a, b) => a.newPrice - b.newPrice || byId(a, b)),
    )
    await read(
      { sort: 'price-desc' },
      sorted(books, (a, b) => b.newPrice - a.newPrice || byId(b, a)),
    )
  })

  it('title, ties by id', async () => {
    const want = sorted(books, (a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : byId(a, b)))
    await read({ sort: 'title' }, want)
  })

  it('sorts with the stock filter, and a title search, by stock', async () => {
    const low = books.filter((b) => b.stock > 0 && b.stock < 10)
    const res = await get(apiPaths.books.href({ sort: 'stock-desc', stock: 'low', limit: 2 }))
    expect(res.headers['x-total-count']).toBe(String(low.length))
    expect(nextLinkOf(res.headers.link)).toBeDefined()
    const all = await readToTheEnd(
      get,
      apiPaths.books.href({ sort: 'stock-desc', stock: 'low', limit: 2 }),
      ids,
      low.length,
    )
    expect(all).toEqual(sorted(low, (a, b) => b.stock - a.stock || byId(b, a)))
    const alders = books.filter((b) => b.title === 'Sorting Alder')
    const searched = await get(apiPaths.books.href({ q: 'Alder', sort: 'stock-asc' }))
    expect(ids(searched.json())).toEqual(sorted(alders, (a, b) => a.stock - b.stock || byId(a, b)))
  })

  it('refuses a cursor of another order, and an unknown order, with a 400 {error, message}', async () => {
    const first = await get(apiPaths.books.href({ sort: 'stock-asc', limit: 2 }))
    const after = new URL(nextLinkOf(first.headers.link) ?? '', 'http://x').searchParams.get('after') ?? ''
    const crossed = await get(apiPaths.books.href({ sort: 'stock-desc', after, limit: 2 }))
    expect(crossed.statusCode).toBe(400)
    for (const sort of ['stock', 'stock-up', 'quantity']) {
      const res = await get(`${apiPaths.books.route}?sort=${sort}`)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ error: expect.any(String), message: expect.stringContaining('sort') })
    }
  })
})
