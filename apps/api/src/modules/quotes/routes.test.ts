// Quote reads over HTTP: the list, one quote, and 404 for unknown or malformed ids.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Quote, QuoteList } from '@bookstore/contract/schemas/quote'
import { buildTestApp, insertBook, insertQuote, type TestApp } from '../../test-app'

let t: TestApp
let tied: string
let loose: string
let bookId: string

beforeAll(async () => {
  t = await buildTestApp()
  bookId = await insertBook(t.db)
  tied = await insertQuote(t.db, bookId, 'Tied to a book')
  loose = await insertQuote(t.db, null, 'Tied to nothing')
})

afterAll(() => t.close())

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
