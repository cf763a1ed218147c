// The admin's book bodies: what create-book and edit accept, what they fill in, and what they refuse.

import { describe, expect, it } from 'vitest'
import { BOOK_PRICE_MAX, BookEdit, BookInput, CoverImage } from './book-input'

const required = { title: 'T', description: 'D', category: 'fiction', oldPrice: 10, newPrice: 8.5 }

describe('BookInput', () => {
  it('fills the optional fields and drops unknown ones', () => {
    expect(BookInput.parse({ ...required, _id: 'x', extra: 1 })).toEqual({
      ...required,
      trending: false,
      stock: 0,
      authors: [],
      coverImage: '',
    })
  })

  it('names the missing required fields with the form messages', () => {
    const result = BookInput.safeParse({})
    expect(result.success).toBe(false)
    const messages = result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
    expect(messages).toEqual(
      expect.arrayContaining([
        'oldPrice: Old price is required',
        'newPrice: New price is required',
        'category: Category is required',
      ]),
    )
  })

  it.each([
    { newPrice: 0.001 },
    { oldPrice: -0.01 },
    { oldPrice: Number.NaN },
    { stock: 2.5 },
    { category: 'none' },
    { title: ' ' },
    { authors: ['not-an-id'] },
  ])('refuses %o', (change) => {
    expect(BookInput.safeParse({ ...required, ...change }).success).toBe(false)
  })
})

describe('the price bound (issue 22)', () => {
  const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)

  it('is $10000.00, the same on create and on edit', () => {
    expect(BOOK_PRICE_MAX).toBe(10_000)
    expect(BookInput.safeParse({ ...required, oldPrice: 10_000, newPrice: 9_999.99 }).success).toBe(true)
    expect(BookEdit.safeParse({ newPrice: 10_000 }).success).toBe(true)
  })

  it('refuses a price above it, naming the field and the bound', () => {
    expect(issuesOf(BookInput.safeParse({ ...required, newPrice: 10_000.01 }))).toEqual([
      'newPrice: must be at most $10000.00',
    ])
    expect(issuesOf(BookEdit.safeParse({ oldPrice: 125_000 }))).toEqual([
      'oldPrice: must be at most $10000.00',
    ])
  })
})

describe('BookEdit', () => {
  it("takes the spec's partial body and leaves the rest out", () => {
    const body = {
      title: 'T',
      description: 'D',
      category: 'horror',
      trending: true,
      oldPrice: 3,
      coverImage: '',
    }
    expect(BookEdit.parse(body)).toEqual(body)
    expect(BookEdit.parse({})).toEqual({})
  })
})

describe('CoverImage', () => {
  it.each(['', 'dracula.webp', '0f3c9a.webp', 'https://example.org/c.jpg', 'http://example.org/c'])(
    'accepts %s',
    (value) => expect(CoverImage.safeParse(value).success).toBe(true),
  )

  it.each(['../secret', '/etc/passwd', 'a b.webp', 'javascript:alert(1)', 'ftp://example.org/c.jpg', '.env'])(
    'refuses %s',
    (value) => expect(CoverImage.safeParse(value).success).toBe(false),
  )
})
