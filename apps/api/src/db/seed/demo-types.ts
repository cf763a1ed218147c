// Shapes of the demo catalogue's data files: authors, books and quotes named by slug, prices in dollars.

import type { BookCategorySlug } from '@bookstore/contract/categories'

export interface DemoAuthor {
  slug: string
  /** As printed on a cover: 'H. G. Wells'. */
  name: string
  fullName: string
  about: string
}

export interface DemoBook {
  slug: string
  title: string
  description: string
  category: BookCategorySlug
  /** Author slugs in the order they are credited. */
  authors: readonly string[]
  oldPrice: number
  newPrice: number
  stock: number
  trending: boolean
  publisher: string
  hardcoverPageCount: number
  /** First publication, ISO date. */
  publishedAt: string
}

export interface DemoQuote {
  slug: string
  content: string
  /** Author slug; the quote's personOrOrganization is that author's name. */
  author: string
  /** Book slug, or null for a quote not taken from a book in the store. */
  book: string | null
}
