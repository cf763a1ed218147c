// The list queries' shared pieces: limit and offset (numbers from query text, bounded) and the text filter q.

import { describe, expect, it } from 'vitest'
import { AuthorListQuery } from './author'
import { BookListQuery } from './book'
import { LIST_MAX_LIMIT } from './paging'
import { QuoteListQuery } from './quote'

describe.each([
  ['AuthorListQuery', AuthorListQuery],
  ['QuoteListQuery', QuoteListQuery],
  ['BookListQuery', BookListQuery],
] as const)('%s', (_name, schema) => {
  it('reads limit and offset from query text, and trims q (blank is no filter)', () => {
    expect(schema.parse({ limit: '5', offset: '10', q: '  Mary ' })).toMatchObject({
      limit: 5,
      offset: 10,
      q: 'Mary',
    })
    expect(schema.parse({ limit: String(LIST_MAX_LIMIT), offset: '0' })).toMatchObject({
      limit: LIST_MAX_LIMIT,
      offset: 0,
    })
    expect(schema.parse({ q: '   ' }).q).toBeUndefined()
  })

  it.each([
    { limit: '0' },
    { limit: String(LIST_MAX_LIMIT + 1) },
    { limit: '1.5' },
    { limit: 'x' },
    { offset: '-2' },
    { offset: '0.5' },
    { q: 'x'.repeat(201) },
  ])('refuses %o', (query) => {
    expect(schema.safeParse(query).success).toBe(false)
  })
})
