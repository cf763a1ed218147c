// Every integer a list query takes has a bound the database can hold (issue 22, item 6): above it 400, never 500, on
// either database (`?q=alice&offset=2147483648` was a 500, "out of range for type integer"). A search ranked by
// relevance stops at BOOK_SEARCH_MAX_OFFSET, and "Did you mean" refuses a text over DID_YOU_MEAN_MAX_LENGTH (item 5).

import { beforeAll, describe, expect, it } from 'vitest'
import { apiPaths } from '@bookstore/contract/api-paths'
import { BOOK_SEARCH_MAX_OFFSET, DID_YOU_MEAN_MAX_LENGTH } from '@bookstore/contract/schemas/book'
import { LIST_MAX_LIMIT, LIST_MAX_OFFSET } from '@bookstore/contract/schemas/paging'
import { adminToken, bearer, insertAuthor, insertBook, insertQuote } from '@/testing/factories'
import { useTestApp } from '@/testing/test-app'

const t = useTestApp()
let token = ''

beforeAll(async () => {
  const book = await insertBook(t.db, { title: 'Alice beyond the last page' })
  await insertBook(t.db, { title: 'Alice and the integer' })
  await insertAuthor(t.db, 'Alice Bound')
  await insertQuote(t.db, book, 'Alice quoted')
  token = await adminToken(t)
})

/** Every paged list, with and without its text filter; the admin's with a token. */
const LISTS: Array<[string, boolean]> = [
  [apiPaths.books.href(), false],
  [apiPaths.books.href({ q: 'alice' }), false],
  [apiPaths.books.href({ q: 'alice', sort: 'price-asc' }), false],
  [apiPaths.books.href({ q: 'alice the' }), false],
  [apiPaths.books.href({ category: 'fantasy', sort: 'bestselling' }), false],
  [apiPaths.authors.href(), false],
  [apiPaths.authors.href({ q: 'alice' }), false],
  [apiPaths.quotes.href(), false],
  [apiPaths.quotes.href({ q: 'alice' }), false],
  [apiPaths.adminOrders.href(), true],
  [apiPaths.adminOrders.href({ q: 'alice' }), true],
  [apiPaths.customers.href(), true],
  [apiPaths.customers.href({ q: 'alice' }), true],
]

const get = (url: string, admin: boolean) =>
  t.app.inject({ method: 'GET', url, headers: admin ? bearer(token) : {} })

const withParam = (url: string, param: string) => `${url}${url.includes('?') ? '&' : '?'}${param}`

describe('integer bounds of every list', () => {
  const tooLarge = [
    'offset=2147483648',
    'offset=99999999999',
    `offset=${LIST_MAX_OFFSET + 1}`,
    'offset=1e10',
    'limit=2147483648',
    `limit=${LIST_MAX_LIMIT + 1}`,
  ]
  it.each(LISTS.flatMap(([url, admin]) => tooLarge.map((param) => [withParam(url, param), admin] as const)))(
    'answers %s with 400 validation, never 500',
    async (url, admin) => {
      const res = await get(url, admin)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ error: 'validation' })
    },
  )

  it.each(LISTS.filter(([url]) => !url.includes('q=')))(
    'takes the deepest offset of %s: an empty page',
    async (url, admin) => {
      const res = await get(withParam(url, `offset=${LIST_MAX_OFFSET}&limit=${LIST_MAX_LIMIT}`), admin)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual([])
    },
  )
})

describe("a search's depth", () => {
  it.each([apiPaths.books.href({ q: 'alice' }), apiPaths.books.href({ q: 'alice', sort: 'relevance' })])(
    'takes offsets up to BOOK_SEARCH_MAX_OFFSET in a search ranked by relevance (%s), 400 past it',
    async (url) => {
      const deepest = await get(
        withParam(url, `offset=${BOOK_SEARCH_MAX_OFFSET}&limit=${LIST_MAX_LIMIT}`),
        false,
      )
      expect(deepest.statusCode).toBe(200)
      expect(deepest.headers['x-total-count']).toBe('2')
      const past = await get(withParam(url, `offset=${BOOK_SEARCH_MAX_OFFSET + 1}`), false)
      expect(past.statusCode).toBe(400)
      expect(past.json<{ message: string }>().message).toContain('offset')
    },
  )

  it.each([apiPaths.books.href(), apiPaths.books.href({ q: 'alice', sort: 'price-asc' })])(
    'takes deeper offsets in other orders (%s)',
    async (url) => {
      const res = await get(withParam(url, `offset=${BOOK_SEARCH_MAX_OFFSET + 1}`), false)
      expect(res.statusCode).toBe(200)
    },
  )
})

describe('Did you mean', () => {
  const didYouMean = (q: string) => get(apiPaths.didYouMean.href(q), false)

  it(`refuses a text over ${DID_YOU_MEAN_MAX_LENGTH} characters with 400`, async () => {
    const res = await didYouMean('alice '.repeat(40).slice(0, DID_YOU_MEAN_MAX_LENGTH + 1))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: 'validation' })
  })

  it('still answers a text of the longest length', async () => {
    const res = await didYouMean(`alyce ${'x'.repeat(DID_YOU_MEAN_MAX_LENGTH - 6)}`)
    expect(res.statusCode).toBe(200)
  })

  it.each(['!!!', '%%', '-- ::'])('answers a text without a letter or digit (%s) with nothing', async (q) => {
    const res = await didYouMean(q)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ text: null })
  })
})
