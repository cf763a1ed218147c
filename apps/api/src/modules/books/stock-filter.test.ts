// The manage table's stock filter (issue 17): GET /api/books/?stock=out keeps the books with no copy left,
// ?stock=low those in stock below STOCK_LOW_BELOW; with the other filters, paged with X-Total-Count and Link; an
// admin's stock edit moves a book in or out of them; a bad value is 400 {error, message}.

import { beforeAll, describe, expect, it } from 'vitest'
import { STOCK_LOW_BELOW } from '@bookstore/contract/constants'
import { BookList } from '@bookstore/contract/schemas/book'
import { adminToken, bearer, insertBook } from '@/testing/factories'
import { useTestApp } from '@/testing/test-app'

const t = useTestApp()

/** Title -> [stock, category], created in this order (so newest first is the reverse). */
const SHELF: [string, number, string][] = [
  ['Empty fantasy', 0, 'fantasy'],
  ['One left fantasy', 1, 'fantasy'],
  ['Almost enough fantasy', STOCK_LOW_BELOW - 1, 'fantasy'],
  ['Enough fantasy', STOCK_LOW_BELOW, 'fantasy'],
  ['Plenty fantasy', 150, 'fantasy'],
  ['Empty horror', 0, 'horror'],
  ['Few horror', 5, 'horror'],
  ['Plenty horror', 80, 'horror'],
]
const ids = new Map<string, string>()

beforeAll(async () => {
  for (const [index, [title, stock, category]] of SHELF.entries()) {
    const createdAt = new Date(Date.UTC(2025, 0, 1) + index * 60_000)
    ids.set(title, await insertBook(t.db, { title, stock, category, createdAt }))
  }
})

const get = (url: string) => t.app.inject({ method: 'GET', url })
const titles = (body: unknown) => BookList.parse(body).map((b) => b.title)

describe('GET /api/books/?stock=', () => {
  it('out: the books with no copy left, newest first, counted', async () => {
    const res = await get('/api/books/?stock=out')
    expect(res.statusCode).toBe(200)
    expect(titles(res.json())).toEqual(['Empty horror', 'Empty fantasy'])
    expect(res.headers['x-total-count']).toBe('2')
    expect(res.headers.link).toBeUndefined()
  })

  it(`low: the books in stock below ${STOCK_LOW_BELOW} copies, bounds included as the threshold says`, async () => {
    const res = await get('/api/books/?stock=low')
    expect(titles(res.json())).toEqual(['Few horror', 'Almost enough fantasy', 'One left fantasy'])
    expect(res.headers['x-total-count']).toBe('3')
  })

  it('combines with a category and with a title search', async () => {
    const fantasy = await get('/api/books/?category=fantasy&stock=low')
    expect(titles(fantasy.json())).toEqual(['Almost enough fantasy', 'One left fantasy'])
    expect(fantasy.headers['x-total-count']).toBe('2')
    const horror = await get('/api/books/?category=horror&stock=out')
    expect(titles(horror.json())).toEqual(['Empty horror'])
    const searched = await get('/api/books/?q=horror&stock=low')
    expect(titles(searched.json())).toEqual(['Few horror'])
  })

  it('pages, keeping the filter in its links', async () => {
    const first = await get('/api/books/?stock=low&limit=2')
    expect(titles(first.json())).toEqual(['Few horror', 'Almost enough fantasy'])
    expect(first.headers['x-total-count']).toBe('3')
    // The next page by keyset cursor (issue 26 item 7); offset still pages (the admin's numbered pages).
    const next = /^<(\/api\/books\/\?stock=low&limit=2&after=[\w-]+)>; rel="next"$/.exec(
      String(first.headers.link),
    )
    expect(next).not.toBeNull()
    const afterCursor = await get(next?.[1] ?? '')
    expect(titles(afterCursor.json())).toEqual(['One left fantasy'])
    expect(afterCursor.headers.link).toBeUndefined()
    const second = await get('/api/books/?stock=low&limit=2&offset=2')
    expect(titles(second.json())).toEqual(['One left fantasy'])
    expect(second.headers.link).toBe('</api/books/?stock=low&limit=2&offset=0>; rel="prev"')
  })

  it("follows an admin's stock edit: a restocked book leaves 'out', a sold-out one joins it", async () => {
    const token = await adminToken(t)
    const edit = (title: string, stock: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/books/edit/${ids.get(title) ?? ''}`,
        headers: bearer(token),
        payload: { stock },
      })
    expect((await edit('Empty fantasy', 3)).statusCode).toBe(200)
    expect((await edit('Plenty horror', 0)).statusCode).toBe(200)
    expect(titles((await get('/api/books/?stock=out')).json())).toEqual(['Plenty horror', 'Empty horror'])
    expect(titles((await get('/api/books/?stock=low&category=fantasy')).json())).toEqual([
      'Almost enough fantasy',
      'One left fantasy',
      'Empty fantasy',
    ])
    await edit('Empty fantasy', 0)
    await edit('Plenty horror', 80)
  })

  it('leaves the plain list whole', async () => {
    const res = await get('/api/books/')
    expect(res.headers['x-total-count']).toBe(String(SHELF.length))
  })

  it.each(['stock=none', 'stock=LOW', 'stock=', 'stock=low&stock=out'])(
    'refuses %s with 400 {error, message}',
    async (query) => {
      const res = await get(`/api/books/?${query}`)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ error: 'validation', message: expect.any(String) })
    },
  )
})
