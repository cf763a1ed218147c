// Book on the wire (spec §3 "Book"): ids on lists, populated authors and quotes on the detail.

// zod/mini: these schemas reach the shopper's first page; the mini build keeps them small (issue 3 budget).
import { z } from 'zod/mini'
import { ALL_BOOKS_SLUG } from '../categories'
import { Author } from './author'
import { LIST_MAX_LIMIT, LIST_QUERY_MAX_LENGTH, listQueryText, pageQueryFields } from './paging'
import { Quote } from './quote'

const bookFields = {
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  coverImage: z.string(),
  category: z.string(),
  /** Display line of the book's authors ("Mary Shelley"). */
  author: z.string(),
  oldPrice: z.number(),
  newPrice: z.number(),
  stock: z.int(),
  trending: z.boolean(),
  hardcoverPageCount: z.nullable(z.int()),
  publisher: z.string(),
  /** First publication, ISO date (YYYY-MM-DD), when known. */
  publishedAt: z.nullable(z.string()),
  createdAt: z.string(),
}

/** A book in a list: `authors` are author ids. */
export const Book = z.object({ ...bookFields, authors: z.array(z.string()) })
export type Book = z.infer<typeof Book>

export const BookList = z.array(Book)
export type BookList = z.infer<typeof BookList>

/** One book with its authors and quotes populated (GET /api/books/{id}). */
export const BookDetail = z.object({ ...bookFields, authors: z.array(Author), quotes: z.array(Quote) })
export type BookDetail = z.infer<typeof BookDetail>

/** Books in one list answer at most, and when no limit is asked (the paging of every list, paging.ts). */
export const BOOK_LIST_MAX_LIMIT = LIST_MAX_LIMIT
/** Books per page of a shelf (category, all books) and of the admin's book table. */
export const SHELF_PAGE_SIZE = 24
export const BOOK_QUERY_MAX_LENGTH = LIST_QUERY_MAX_LENGTH

export { LINK_HEADER, TOTAL_COUNT_HEADER } from './paging'

/**
 * GET /api/books/ query: optional category slug ('none' = all), author id, title text, and a page (limit, offset;
 * newest first).
 */
export const BookListQuery = z.object({
  category: z.pipe(
    z.optional(
      z
        .string()
        .check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'category must be a lowercase slug'), z.maxLength(60)),
    ),
    z.transform((c: string | undefined) => (c === ALL_BOOKS_SLUG ? undefined : c)),
  ),
  author: z.optional(z.uuid('author must be an author id')),
  q: listQueryText(BOOK_QUERY_MAX_LENGTH),
  ...pageQueryFields,
})
export type BookListQuery = z.infer<typeof BookListQuery>
