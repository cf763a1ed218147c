// The admin's book writes over HTTP (issue 6, ARCHITECTURE §9 "Book writes"): create, edit and delete, their
// bounds, unknown books and authors, the catalogue cache shoppers read, and orders that outlive a deleted book.

import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiPaths } from '@bookstore/contract/api-paths'
import { Book, BookDetail, BookList } from '@bookstore/contract/schemas/book'
import { OrderList } from '@bookstore/contract/schemas/order'
import { books, quotes } from '@/db/schema'
import {
  adminToken,
  bearer,
  insertAuthor,
  insertBook,
  insertQuote,
  placeOrder,
  signUpBuyer,
  UNKNOWN_ID,
} from '@/testing/factories'
import { useTestApp } from '@/testing/test-app'

const t = useTestApp()
let token: string
let shelley: string
let poe: string

beforeAll(async () => {
  token = await adminToken(t)
  shelley = await insertAuthor(t.db, 'Mary Shelley')
  poe = await insertAuthor(t.db, 'Edgar Allan Poe')
})

const newBook = {
  title: 'The Last Man',
  description: 'A plague ends the world in 2100.',
  category: 'science-fiction',
  trending: true,
  oldPrice: 24.99,
  newPrice: 19.5,
  stock: 7,
  authors: [] as string[],
  coverImage: 'https://images.example.org/last-man.jpg',
  publisher: 'Henry Colburn',
  hardcoverPageCount: 480,
  publishedAt: '1826-01-23',
}

const create = (payload: object) =>
  t.app.inject({ method: 'POST', url: apiPaths.createBook.href(), headers: bearer(token), payload })
const edit = (id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: apiPaths.editBook.href(id), headers: bearer(token), payload })
const remove = (id: string) =>
  t.app.inject({ method: 'DELETE', url: apiPaths.deleteBook.href(id), headers: bearer(token) })
const list = async () => BookList.parse((await t.app.inject(apiPaths.books.href())).json())
const detail = (id: string) => t.app.inject(apiPaths.book.href(id))

describe('POST /api/books/create-book', () => {
  it('answers 201 with the created book, which the shopper lists and shows at once', async () => {
    expect((await list()).map((b) => b.title)).not.toContain('The Last Man')
    const res = await create({ ...newBook, authors: [shelley, poe], _id: UNKNOWN_ID, createdAt: 'yesterday' })
    expect(res.statusCode).toBe(201)
    const book = Book.parse(res.json())
    expect(book).toMatchObject({
      ...newBook,
      authors: [shelley, poe],
      author: 'Mary Shelley, Edgar Allan Poe',
    })
    expect(book._id).not.toBe(UNKNOWN_ID)

    expect((await list())[0]).toEqual(book)
    const shown = BookDetail.parse((await detail(book._id)).json())
    expect(shown.authors.map((a) => a.name)).toEqual(['Mary Shelley', 'Edgar Allan Poe'])
    const [row] = await t.db.select().from(books).where(eq(books.id, book._id))
    expect(row).toMatchObject({ oldPriceCents: 2499, newPriceCents: 1950 })
  })

  it('fills what the form leaves out: not trending, no stock, no authors, no cover', async () => {
    const res = await create({
      title: 'Bare',
      description: 'Only what is required',
      category: 'business',
      oldPrice: 3,
      newPrice: 2,
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ trending: false, stock: 0, authors: [], author: '', coverImage: '' })
  })

  it.each([
    ['no title', { title: undefined }],
    ['an empty title', { title: '   ' }],
    ['a title over 200 characters', { title: 'x'.repeat(201) }],
    ['an empty description', { description: '' }],
    ['a description over 5000 characters', { description: 'x'.repeat(5001) }],
    ['no category', { category: undefined }],
    ['the placeholder category', { category: '' }],
    ['an unknown category', { category: 'westerns' }],
    ['no old price', { oldPrice: undefined }],
    ['a negative price', { newPrice: -1 }],
    ['a price with 3 decimals', { newPrice: 1.999 }],
    ['a price as text with a comma', { oldPrice: '12,50' }],
    ['a fractional stock', { stock: 1.5 }],
    ['a negative stock', { stock: -1 }],
    ['an author that is no id', { authors: ['Mary'] }],
    ['an author twice', { authors: [UNKNOWN_ID, UNKNOWN_ID] }],
    ['a javascript: cover', { coverImage: 'javascript:alert(1)' }],
    ['a cover path outside the covers', { coverImage: '../../etc/passwd' }],
    ['a bad date', { publishedAt: '23/01/1826' }],
  ])('answers 400 JSON for %s, and creates nothing', async (_case, change) => {
    const before = (await t.db.select({ id: books.id }).from(books)).length
    const res = await create({ ...newBook, ...change })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: 'validation', message: expect.any(String) })
    expect(await t.db.select({ id: books.id }).from(books)).toHaveLength(before)
  })

  it('answers 409 for an author that does not exist, and creates nothing', async () => {
    const res = await create({ ...newBook, title: 'Ghost-written', authors: [shelley, UNKNOWN_ID] })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ error: 'conflict', message: expect.stringContaining(UNKNOWN_ID) })
    expect(await t.db.select().from(books).where(eq(books.title, 'Ghost-written'))).toEqual([])
  })
})

describe('PUT /api/books/edit/{id}', () => {
  it("changes the spec's fields, keeps the others, and shoppers see the change at once", async () => {
    const id = await insertBook(t.db, { title: 'Before', newPrice: 9.99, stock: 4, authorIds: [poe] })
    const cachedDetail = await detail(id)
    await list()
    const res = await edit(id, {
      title: 'After',
      description: 'New words',
      category: 'horror',
      trending: true,
      oldPrice: 30,
      coverImage: 'after.webp',
    })
    expect(res.statusCode).toBe(200)
    expect(Book.parse(res.json())).toMatchObject({
      _id: id,
      title: 'After',
      description: 'New words',
      category: 'horror',
      trending: true,
      oldPrice: 30,
      newPrice: 9.99,
      stock: 4,
      authors: [poe],
      coverImage: 'after.webp',
    })
    const fresh = await detail(id)
    expect(fresh.headers.etag).not.toBe(cachedDetail.headers.etag)
    expect(fresh.json()).toMatchObject({ title: 'After', oldPrice: 30 })
    expect((await list()).find((b) => b._id === id)?.title).toBe('After')
  })

  it('keeps the existing cover when coverImage is empty, and replaces authors when they are sent', async () => {
    const id = await insertBook(t.db, { authorIds: [poe] })
    const [before] = await t.db.select().from(books).where(eq(books.id, id))
    const res = await edit(id, { coverImage: '', newPrice: 5.5, stock: 0, authors: [shelley] })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      coverImage: before?.coverImage,
      newPrice: 5.5,
      stock: 0,
      authors: [shelley],
      author: 'Mary Shelley',
    })
    const shown = BookDetail.parse((await detail(id)).json())
    expect(shown.authors.map((a) => a._id)).toEqual([shelley])
  })

  it('answers 404 for an unknown or malformed id, 409 for unknown authors, 400 for bad values', async () => {
    expect((await edit(UNKNOWN_ID, { title: 'Nobody' })).statusCode).toBe(404)
    expect((await edit('not-an-id', { title: 'Nobody' })).statusCode).toBe(404)
    const id = await insertBook(t.db, { title: 'Stays' })
    expect((await edit(id, { authors: [UNKNOWN_ID] })).statusCode).toBe(409)
    const bad = await edit(id, { oldPrice: -5 })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ error: 'validation' })
    expect((await detail(id)).json()).toMatchObject({ title: 'Stays', oldPrice: 20 })
  })
})

describe('DELETE /api/books/{id}', () => {
  it('answers 200 {message}; the book leaves the lists at once; a second delete is 404', async () => {
    const id = await insertBook(t.db, { title: 'Short-lived' })
    const quote = await insertQuote(t.db, id, 'A quote that stays')
    expect((await list()).map((b) => b._id)).toContain(id)
    const res = await remove(id)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: expect.any(String) })
    expect((await list()).map((b) => b._id)).not.toContain(id)
    expect((await detail(id)).statusCode).toBe(404)
    expect((await remove(id)).statusCode).toBe(404)
    expect((await remove('not-an-id')).statusCode).toBe(404)
    const [kept] = await t.db.select().from(quotes).where(eq(quotes.id, quote))
    expect(kept).toMatchObject({ content: 'A quote that stays', bookId: null })
  })

  it('keeps the orders of a deleted book readable, with the title and price they were bought at', async () => {
    const id = await insertBook(t.db, { title: 'Bought then gone', newPrice: 13.45, stock: 3 })
    const ann = await signUpBuyer(t.app, 'ann')
    const orderId = await placeOrder(t.app, ann, [id], 13.45)
    expect((await remove(id)).statusCode).toBe(200)

    const res = await t.app.inject({
      url: apiPaths.ordersByEmail.href(ann.email),
      headers: { cookie: ann.cookie },
    })
    expect(res.statusCode).toBe(200)
    const [order] = OrderList.parse(res.json())
    expect(order).toMatchObject({ _id: orderId, totalPrice: 13.45 })
    expect(order?.productIds).toEqual([
      {
        _id: null,
        title: 'Bought then gone',
        coverImage: expect.any(String),
        newPrice: 13.45,
        tax: 0,
        taxRate: 0,
      },
    ])
    const one = await t.app.inject({ url: apiPaths.order.href(orderId), headers: bearer(token) })
    expect(one.statusCode).toBe(200)
  })
})
