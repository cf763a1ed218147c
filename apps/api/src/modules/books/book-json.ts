// The row -> wire mapping of books (spec §3 "Book", §7): a books row and its author ids as the API sends them, and
// the few columns a search box suggestion shows.

import { sql } from 'drizzle-orm'
import { fromCents } from '@bookstore/contract/money'
import type { Book, BookSuggestion } from '@bookstore/contract/schemas/book'
import { bookAuthors, books } from '@/db/schema'

export type BookRow = typeof books.$inferSelect

/** Author ids in their order on the book, as text (uuid[] parsing differs between drivers). */
export const authorIdsColumn = sql<string[]>`coalesce(
  (select array_agg(${bookAuthors.authorId}::text order by ${bookAuthors.position})
   from ${bookAuthors} where ${bookAuthors.bookId} = ${books.id}),
  '{}'::text[])`

/** A book's own fields on the wire; a list adds its author ids, a book page its authors and quotes. */
export const bookFields = (row: BookRow) => ({
  _id: row.id,
  title: row.title,
  description: row.description,
  coverImage: row.coverImage,
  category: row.category,
  author: row.author,
  oldPrice: fromCents(row.oldPriceCents),
  newPrice: fromCents(row.newPriceCents),
  stock: row.stock,
  trending: row.trending,
  hardcoverPageCount: row.hardcoverPageCount,
  publisher: row.publisher,
  publishedAt: row.publishedAt,
  createdAt: row.createdAt.toISOString(),
})

export const toBookJson = (row: BookRow, authorIds: string[]): Book => ({
  ...bookFields(row),
  authors: authorIds,
})

/** The columns of a books row a suggestion shows. */
export type SuggestionRow = Pick<BookRow, 'id' | 'title' | 'author' | 'coverImage' | 'newPriceCents'>

/** A suggestion on the wire: the fields of a book the search box shows. */
export const toBookSuggestion = (row: SuggestionRow): BookSuggestion => ({
  _id: row.id,
  title: row.title,
  author: row.author,
  coverImage: row.coverImage,
  newPrice: fromCents(Number(row.newPriceCents)),
})

/** One page of a list, and how many books match in all. */
export interface BookPage {
  books: Book[]
  total: number
}
