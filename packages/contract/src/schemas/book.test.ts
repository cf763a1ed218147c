// The book list query: what the API accepts and what it refuses with a 400.

import { describe, expect, it } from 'vitest'
import { BookListQuery } from './book'

describe('BookListQuery', () => {
  it('accepts a slug, and none as no filter', () => {
    expect(BookListQuery.parse({ category: 'science-fiction' })).toEqual({ category: 'science-fiction' })
    expect(BookListQuery.parse({ category: 'none' })).toEqual({ category: undefined })
    expect(BookListQuery.parse({ limit: '5', offset: '10' })).toEqual({ limit: 5, offset: 10 })
    const author = '94d1d8d8-7557-5ca9-ac5d-835d79b9e0e2'
    expect(BookListQuery.parse({ author })).toEqual({ author })
  })

  it.each([
    { category: 'Fantasy' },
    { category: 'a b' },
    { limit: '0' },
    { limit: 'x' },
    { offset: '-2' },
    { author: 'wells' },
  ])('refuses %o', (query) => {
    expect(BookListQuery.safeParse(query).success).toBe(false)
  })
})
