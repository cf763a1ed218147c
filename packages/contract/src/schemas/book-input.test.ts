// The admin's book bodies: what create-book and edit accept, what they fill in, and what they refuse.

import { describe, expect, it } from 'vitest'
import { BookEdit, BookInput, CoverImage } from './book-input'

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
