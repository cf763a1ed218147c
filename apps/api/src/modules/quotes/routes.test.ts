// Quotes over HTTP: the list, one quote, 404 for unknown or malformed ids, and the admin's create and delete
// (issue 6), which shoppers see at once.

import { beforeAll, describe, expect, it } from 'vitest'
import { apiPaths } from '@bookstore/contract/api-paths'
import { BookDetail } from '@bookstore/contract/schemas/book'
import { Quote, QuoteList } from '@bookstore/contract/schemas/quote'
import { adminToken, bearer, insertBook, insertQuote } from '@/testing/factories'
import { useTestApp } from '@/testing/test-app'

const t = useTestApp()
let tied: string
let loose: string
let bookId: string

beforeAll(async () => {
  bookId = await insertBook(t.db)
  tied = await insertQuote(t.db, bookId, 'Tied to a book')
  loose = await insertQuote(t.db, null, 'Tied to nothing')
})

describe('quotes', () => {
  it('lists every quote with content and personOrOrganization', async () => {
    const res = await t.app.inject('/api/quotes/')
    expect(res.statusCode).toBe(200)
    const list = QuoteList.parse(res.json())
    expect(list.map((q) => q._id).sort()).toEqual([tied, loose].sort())
    expect(list.find((q) => q._id === tied)).toMatchObject({
      content: 'Tied to a book',
      personOrOrganization: 'Someone',
      bookId,
    })
  })

  it('answers one quote by id', async () => {
    const res = await t.app.inject(`/api/quotes/${loose}`)
    expect(res.statusCode).toBe(200)
    expect(Quote.parse(res.json())).toMatchObject({ _id: loose, content: 'Tied to nothing', bookId: null })
  })

  it.each(['00000000-0000-4000-8000-000000000000', '42'])('answers 404 JSON for %s', async (id) => {
    const res = await t.app.inject(`/api/quotes/${id}`)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ error: 'not_found' })
  })
})

describe('admin writes', () => {
  const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'
  let token: string

  beforeAll(async () => {
    token = await adminToken(t)
  })

  const create = (payload: object) =>
    t.app.inject({ method: 'POST', url: apiPaths.createQuote.href(), headers: bearer(token), payload })
  const remove = (id: string) =>
    t.app.inject({ method: 'DELETE', url: apiPaths.deleteQuote.href(id), headers: bearer(token) })
  const listed = async () => QuoteList.parse((await t.app.inject(apiPaths.quotes.href())).json())

  it('creates a quote (201), listed at once and shown on its book', async () => {
    await listed()
    const res = await create({
      content: '  Beware; for I am fearless.  ',
      personOrOrganization: 'The creature',
      bookId,
    })
    expect(res.statusCode).toBe(201)
    const quote = Quote.parse(res.json())
    expect(quote).toMatchObject({
      content: 'Beware; for I am fearless.',
      personOrOrganization: 'The creature',
      bookId,
    })
    expect((await listed()).map((q) => q._id)).toContain(quote._id)
    const book = BookDetail.parse((await t.app.inject(apiPaths.book.href(bookId))).json())
    expect(book.quotes.map((q) => q._id)).toContain(quote._id)
  })

  it('creates a quote tied to no book', async () => {
    const res = await create({ content: 'Free-standing', personOrOrganization: 'Anonymous' })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ bookId: null })
  })

  it('answers 409 for a book that does not exist and 400 for missing text', async () => {
    const before = (await listed()).length
    const unknownBook = await create({ content: 'x', personOrOrganization: 'y', bookId: UNKNOWN_ID })
    expect(unknownBook.statusCode).toBe(409)
    expect(unknownBook.json()).toMatchObject({ error: 'conflict' })
    const empty = await create({ content: ' ', personOrOrganization: 'y' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json()).toMatchObject({ error: 'validation' })
    expect(await listed()).toHaveLength(before)
  })

  it('deletes a quote (200 {message}): it leaves the list at once; then 404', async () => {
    expect((await listed()).map((q) => q._id)).toContain(loose)
    const res = await remove(loose)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: expect.any(String) })
    expect((await listed()).map((q) => q._id)).not.toContain(loose)
    expect((await t.app.inject(apiPaths.quote.href(loose))).statusCode).toBe(404)
    expect((await remove(loose)).statusCode).toBe(404)
    expect((await remove(UNKNOWN_ID)).statusCode).toBe(404)
  })
})
