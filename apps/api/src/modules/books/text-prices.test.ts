// Book writes from a client that sends numbers as text (issue 25): the public MERN tutorial's Add Book form posts
// its prices as "20" and "15"; they are stored as the numbers they write, read back as numbers, and any other text
// is refused naming the field and the rule. The admin token is checked before the body: 401 before 400.

import { beforeAll, describe, expect, it } from 'vitest'
import { apiPaths } from '@bookstore/contract/api-paths'
import { Book, BookDetail } from '@bookstore/contract/schemas/book'
import { adminToken, bearer, insertBook } from '@/testing/factories'
import { useTestApp } from '@/testing/test-app'

const t = useTestApp()
let token: string

beforeAll(async () => {
  token = await adminToken(t)
})

/** The tutorial's Add Book body, as its form sends it: prices as text. */
const tutorialBook = {
  title: 'The Tutorial Book',
  description: 'Added through a client that sends its prices as text.',
  category: 'fiction',
  trending: false,
  coverImage: 'book-1.png',
  oldPrice: '20',
  newPrice: '15',
}

const create = (payload: object, headers: Record<string, string> = bearer(token)) =>
  t.app.inject({ method: 'POST', url: apiPaths.createBook.href(), headers, payload })
const edit = (id: string, payload: object, headers: Record<string, string> = bearer(token)) =>
  t.app.inject({ method: 'PUT', url: apiPaths.editBook.href(id), headers, payload })

describe('a book added through a client that sends string prices', () => {
  it('is stored with the prices the text writes, read back as numbers', async () => {
    const res = await create(tutorialBook)
    expect(res.statusCode).toBe(201)
    const created = Book.parse(res.json())
    expect(created).toMatchObject({ oldPrice: 20, newPrice: 15, stock: 0 })

    const read = await t.app.inject(apiPaths.book.href(created._id))
    expect(BookDetail.parse(read.json())).toMatchObject({
      title: tutorialBook.title,
      oldPrice: 20,
      newPrice: 15,
    })
  })

  it('is edited with prices and stock as text', async () => {
    const id = await insertBook(t.db, { title: 'Edited As Text', newPrice: 9, stock: 1 })
    const res = await edit(id, { oldPrice: ' 12.50 ', newPrice: '8.99', stock: '12' })
    expect(res.statusCode).toBe(200)
    expect(Book.parse(res.json())).toMatchObject({ oldPrice: 12.5, newPrice: 8.99, stock: 12 })
  })

  it.each([
    [{ newPrice: '8.999' }, 'newPrice: must have at most 2 decimals'],
    [{ newPrice: '1e3' }, 'newPrice: must be a number'],
    [{ newPrice: '' }, 'newPrice: must be a number'],
    [{ oldPrice: '-1' }, 'oldPrice: must be 0 or more'],
    [{ oldPrice: '20000' }, 'oldPrice: must be at most $10000.00'],
    [{ stock: '2.5' }, 'stock: must be a whole number'],
  ])('refuses %j, naming the field and the rule', async (change, message) => {
    const res = await create({ ...tutorialBook, ...change })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: 'validation', message: `Invalid body: ${message}` })
  })
})

describe('the admin token before the body', () => {
  it.each([
    ['no token', {}, 401, 'unauthorized'],
    ['a wrong token', bearer('not-a-token'), 403, 'forbidden'],
  ] as const)('with %s, a malformed body answers %i, not 400', async (_name, headers, status, error) => {
    const id = await insertBook(t.db, { title: 'Guarded' })
    for (const res of [await create({ oldPrice: 'abc' }, headers), await edit(id, { stock: 'x' }, headers)]) {
      expect(res.statusCode).toBe(status)
      expect(res.json()).toEqual({ error, message: expect.any(String) })
    }
  })
})
