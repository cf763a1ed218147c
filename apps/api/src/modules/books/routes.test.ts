// Book reads over HTTP: list order and filters, populated detail, 404s, 400s, ETag/304 and stored encodings.

import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { beforeAll, describe, expect, it } from 'vitest'
import { BookDetail, BookList } from '@bookstore/contract/schemas/book'
import { insertAuthor, insertBook, insertQuote } from '@/testing/factories'
import { useTestApp } from '@/testing/test-app'

const t = useTestApp()
let oldest: string
let newest: string
let horror: string
let wells: string
let verne: string

beforeAll(async () => {
  wells = await insertAuthor(t.db, 'H. G. Wells')
  verne = await insertAuthor(t.db, 'Jules Verne')
  oldest = await insertBook(t.db, { title: 'Oldest', createdAt: new Date('2026-01-01T00:00:00Z') })
  horror = await insertBook(t.db, {
    title: 'Scary',
    category: 'horror',
    oldPrice: 19.99,
    newPrice: 9.99,
    authorIds: [verne, wells],
    createdAt: new Date('2026-02-01T00:00:00Z'),
  })
  newest = await insertBook(t.db, { title: 'Newest', createdAt: new Date('2026-03-01T00:00:00Z') })
  await insertQuote(t.db, horror, 'A line from the scary book')
  await insertQuote(t.db, null, 'A line from nowhere')
})

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers })

describe('GET /api/books/', () => {
  it('lists every book, newest first, with the spec field names and author ids', async () => {
    const res = await get('/api/books/')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('application/json')
    const list = BookList.parse(res.json())
    expect(list.map((b) => b._id)).toEqual([newest, horror, oldest])
    const scary = list[1]
    expect(scary).toMatchObject({ title: 'Scary', category: 'horror', oldPrice: 19.99, newPrice: 9.99 })
    expect(scary?.authors).toEqual([verne, wells])
  })

  it('answers without the trailing slash too', async () => {
    expect((await get('/api/books')).json()).toHaveLength(3)
  })

  it('filters by category on the server; none means all; an unknown genre is empty', async () => {
    expect(BookList.parse((await get('/api/books/?category=horror')).json()).map((b) => b._id)).toEqual([
      horror,
    ])
    expect((await get('/api/books/?category=none')).json()).toHaveLength(3)
    expect((await get('/api/books/?category=westerns')).json()).toEqual([])
  })

  it('filters by author on the server', async () => {
    expect(BookList.parse((await get(`/api/books/?author=${wells}`)).json()).map((b) => b._id)).toEqual([
      horror,
    ])
    const other = '00000000-0000-4000-8000-000000000000'
    expect((await get(`/api/books/?author=${other}`)).json()).toEqual([])
  })

  it('pages with limit and offset', async () => {
    const page = BookList.parse((await get('/api/books/?limit=1&offset=1')).json())
    expect(page.map((b) => b._id)).toEqual([horror])
  })

  it.each([
    'limit=abc',
    'limit=0',
    'limit=100000',
    'offset=-1',
    'category=Not%20A%20Slug',
    'category=../etc',
    'author=wells',
  ])('answers 400 JSON for a bad query (%s)', async (query) => {
    const res = await get(`/api/books/?${query}`)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: 'validation', message: expect.any(String) })
  })
})

describe('GET /api/books/{id}', () => {
  it('populates authors in order and the book quotes', async () => {
    const res = await get(`/api/books/${horror}`)
    expect(res.statusCode).toBe(200)
    const book = BookDetail.parse(res.json())
    expect(book.authors.map((a) => a.name)).toEqual(['Jules Verne', 'H. G. Wells'])
    expect(book.authors[0]).toMatchObject({ fullName: 'Jules Verne Full', about: 'About Jules Verne' })
    expect(book.quotes.map((q) => q.content)).toEqual(['A line from the scary book'])
  })

  it.each(['00000000-0000-4000-8000-000000000000', 'not-an-id', '1%27%20or%201=1', 'x'.repeat(150)])(
    'answers 404 JSON for an unknown or malformed id (%s)',
    async (id) => {
      const res = await get(`/api/books/${id}`)
      expect(res.statusCode).toBe(404)
      expect(res.json()).toMatchObject({ error: 'not_found', message: expect.any(String) })
    },
  )
})

describe('stored answers', () => {
  it('sends an ETag and answers 304 to a matching If-None-Match', async () => {
    const first = await get('/api/books/')
    const etag = first.headers.etag
    expect(etag).toBeTruthy()
    expect(first.headers['cache-control']).toBe('no-cache')
    const again = await get('/api/books/', { 'if-none-match': String(etag) })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })

  it('serves gzip and brotli forms of the same JSON', async () => {
    const plain = await get('/api/books/')
    const gz = await get('/api/books/', { 'accept-encoding': 'gzip' })
    const br = await get('/api/books/', { 'accept-encoding': 'gzip, deflate, br' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(br.headers['content-encoding']).toBe('br')
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body)
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body)
    expect(gz.headers.vary).toContain('Accept-Encoding')
  })

  it('changes the ETag and the content within a second of a write made outside the app', async () => {
    const before = await get('/api/books/')
    const added = await insertBook(t.db, {
      title: 'Added later',
      createdAt: new Date('2026-04-01T00:00:00Z'),
    })
    const written = Date.now()
    let after = await get('/api/books/', { 'if-none-match': String(before.headers.etag) })
    while (after.statusCode === 304 && Date.now() - written < 3000) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      after = await get('/api/books/', { 'if-none-match': String(before.headers.etag) })
    }
    expect(after.statusCode).toBe(200)
    expect(Date.now() - written).toBeLessThan(1500)
    expect(after.headers.etag).not.toBe(before.headers.etag)
    expect(BookList.parse(after.json())[0]?._id).toBe(added)
  })
})
