// The price bound of book writes over HTTP (issue 22 item 7): a price above $10000.00 is refused with a 400 that
// names the field and the bound, on create and on edit, and nothing is stored; the bound itself is accepted.

import { beforeAll, describe, expect, it } from 'vitest'
import { apiPaths } from '@bookstore/contract/api-paths'
import { BOOK_PRICE_MAX } from '@bookstore/contract/schemas/book-input'
import { adminToken, bearer, insertBook } from '@/testing/factories'
import { useTestApp } from '@/testing/test-app'

const t = useTestApp()
let token: string

beforeAll(async () => {
  token = await adminToken(t)
})

const newBook = {
  title: 'A Costly Book',
  description: 'Priced with care.',
  category: 'fiction',
  oldPrice: 24.99,
  newPrice: 19.5,
}

const create = (payload: object) =>
  t.app.inject({ method: 'POST', url: apiPaths.createBook.href(), headers: bearer(token), payload })
const edit = (id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: apiPaths.editBook.href(id), headers: bearer(token), payload })
const titles = async () =>
  ((await t.app.inject(apiPaths.books.href())).json() as { title: string }[]).map((b) => b.title)

describe('book prices above the bound', () => {
  it('is $10000.00', () => {
    expect(BOOK_PRICE_MAX).toBe(10_000)
  })

  it('refuses a new book priced above it with a 400 naming the field, and stores nothing', async () => {
    // '12,50' with its comma dropped by a number input and two zeros typed after it: 125000.
    const res = await create({ ...newBook, title: 'Too dear', newPrice: 125_000 })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      error: 'validation',
      message: expect.stringContaining('newPrice: must be at most $10000.00'),
    })
    expect(await titles()).not.toContain('Too dear')
  })

  it('accepts a price of exactly $10000.00', async () => {
    const res = await create({ ...newBook, title: 'At the bound', oldPrice: 10_000, newPrice: 10_000 })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ title: 'At the bound', oldPrice: 10_000, newPrice: 10_000 })
  })

  it('refuses an edit above it, naming the field, and keeps the stored price', async () => {
    const id = await insertBook(t.db, { title: 'Kept price', oldPrice: 20, newPrice: 12.5 })
    const res = await edit(id, { oldPrice: 10_000.01 })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      error: 'validation',
      message: expect.stringContaining('oldPrice: must be at most $10000.00'),
    })
    const stored = (await t.app.inject(apiPaths.book.href(id))).json() as {
      oldPrice: number
      newPrice: number
    }
    expect(stored).toMatchObject({ oldPrice: 20, newPrice: 12.5 })
  })

  it('stores 12.50 as 12.50 (the value the web form sends for a typed 12,50)', async () => {
    const id = await insertBook(t.db, { title: 'Sale', oldPrice: 20, newPrice: 15 })
    const res = await edit(id, { newPrice: 12.5 })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ newPrice: 12.5 })
  })
})
