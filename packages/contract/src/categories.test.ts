// Category lists of spec §2 and §3.

import { describe, expect, it } from 'vitest'
import {
  BOOK_CATEGORY_SLUGS,
  BOOK_FORM_CATEGORIES,
  DEFAULT_CATEGORY,
  HEADER_CATEGORIES,
  SHOPPER_CATEGORIES,
  categoryName,
  isBookCategorySlug,
} from './categories'

describe('categories', () => {
  it('lists the six shopper categories, and the header adds All Books and Thriller', () => {
    expect(SHOPPER_CATEGORIES.map((c) => c.link)).toEqual([
      'fantasy',
      'science-fiction',
      'superhero',
      'dystopian-fantasy',
      'mystery',
      'horror',
    ])
    expect(HEADER_CATEGORIES[0]).toEqual({ name: 'All Books', link: 'none' })
    expect(HEADER_CATEGORIES.map((c) => c.link)).toContain('thriller')
  })

  it('knows every slug a book may carry', () => {
    for (const c of HEADER_CATEGORIES.slice(1)) expect(isBookCategorySlug(c.link)).toBe(true)
    expect(isBookCategorySlug('none')).toBe(false)
    expect(BOOK_CATEGORY_SLUGS).toContain('business')
  })

  it('makes fantasy, a shopper category, the default shelf', () => {
    expect(DEFAULT_CATEGORY).toBe('fantasy')
    expect(SHOPPER_CATEGORIES.map((c) => c.link)).toContain(DEFAULT_CATEGORY)
  })

  it("offers the admin form the spec's placeholder and five choices first, then every other shelf once", () => {
    expect(BOOK_FORM_CATEGORIES.slice(0, 6)).toEqual([
      { value: '', label: 'Choose A Category' },
      { value: 'business', label: 'Business' },
      { value: 'technology', label: 'Technology' },
      { value: 'fiction', label: 'Fiction' },
      { value: 'horror', label: 'Horror' },
      { value: 'adventure', label: 'Adventure' },
    ])
    const values = BOOK_FORM_CATEGORIES.slice(1).map((c) => c.value)
    expect([...values].sort()).toEqual([...BOOK_CATEGORY_SLUGS].sort())
  })

  it('names every stored slug as people read it, and shows an unknown one as it is', () => {
    expect(categoryName('science-fiction')).toBe('Science Fiction')
    expect(categoryName('dystopian-fantasy')).toBe('Dystopian Fantasy')
    expect(categoryName('business')).toBe('Business')
    for (const slug of BOOK_CATEGORY_SLUGS) expect(categoryName(slug)).not.toBe(slug)
    expect(categoryName('')).toBe('')
    expect(categoryName('poetry')).toBe('poetry')
  })
})
