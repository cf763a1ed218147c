// The whole demo catalogue: authors, books (interleaved across categories) and quotes, with name look-ups.

import { HEADER_CATEGORIES } from '@bookstore/contract/categories'
import { SUSPENSE_AUTHORS } from './demo-authors-suspense'
import { WONDER_AUTHORS } from './demo-authors-wonder'
import { DYSTOPIAN_BOOKS } from './demo-books-dystopian'
import { FANTASY_BOOKS } from './demo-books-fantasy'
import { HORROR_BOOKS } from './demo-books-horror'
import { MYSTERY_BOOKS } from './demo-books-mystery'
import { SCIENCE_FICTION_BOOKS } from './demo-books-science-fiction'
import { SUPERHERO_BOOKS } from './demo-books-superhero'
import { THRILLER_BOOKS } from './demo-books-thriller'
import { SUSPENSE_QUOTES } from './demo-quotes-suspense'
import { WONDER_QUOTES } from './demo-quotes-wonder'
import type { DemoAuthor, DemoBook, DemoQuote } from './demo-types'

export const DEMO_AUTHORS: readonly DemoAuthor[] = [...WONDER_AUTHORS, ...SUSPENSE_AUTHORS]

const BOOKS_BY_CATEGORY = [
  FANTASY_BOOKS,
  SCIENCE_FICTION_BOOKS,
  SUPERHERO_BOOKS,
  DYSTOPIAN_BOOKS,
  MYSTERY_BOOKS,
  HORROR_BOOKS,
  THRILLER_BOOKS,
]

/** Round-robin over the categories, so a newest-first list mixes genres instead of showing one at a time. */
function interleave<T>(lists: readonly (readonly T[])[]): T[] {
  const out: T[] = []
  const longest = Math.max(...lists.map((list) => list.length))
  for (let i = 0; i < longest; i++) {
    for (const list of lists) {
      const item = list[i]
      if (item !== undefined) out.push(item)
    }
  }
  return out
}

/** Newest first: the seed gives book i the creation time DEMO_BASE_TIME minus i hours. */
export const DEMO_BOOKS: readonly DemoBook[] = interleave(BOOKS_BY_CATEGORY)

export const DEMO_QUOTES: readonly DemoQuote[] = [...WONDER_QUOTES, ...SUSPENSE_QUOTES]

const authorsBySlug = new Map(DEMO_AUTHORS.map((author) => [author.slug, author]))

export function demoAuthor(slug: string): DemoAuthor {
  const author = authorsBySlug.get(slug)
  if (!author) throw new Error(`Demo data names an unknown author: ${slug}`)
  return author
}

/** The book's `author` display string: its authors' printed names in credit order. */
export const authorLine = (book: DemoBook): string =>
  book.authors.map((slug) => demoAuthor(slug).name).join(', ')

/** The category's shopper-facing name ('Science Fiction'), as the header menu shows it. */
export const categoryLabel = (slug: string): string =>
  HEADER_CATEGORIES.find((category) => category.link === slug)?.name ?? slug

export const coverFileName = (book: DemoBook): string => `${book.slug}.webp`
export const portraitFileName = (author: DemoAuthor): string => `author-${author.slug}.webp`
