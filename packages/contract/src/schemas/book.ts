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

export { LINK_HEADER, TOTAL_COUNT_CAPPED_HEADER, TOTAL_COUNT_HEADER } from './paging'

/**
 * A search answered through corrections (issue 27): the search text with each misspelt word (found in no book as
 * typed) replaced by the known word most like it, folded (lowercase, no accents) as the index keeps it, and
 * percent-encoded (encodeURIComponent), as it is the client's text. Absent when no word was replaced, and with exact.
 */
export const SEARCH_CORRECTED_HEADER = 'X-Search-Corrected'

/** How a list of books is ordered; relevance only means something with a search text (q). */
export const BOOK_SORTS = ['relevance', 'newest', 'price-asc', 'price-desc', 'title', 'bestselling'] as const
export type BookSort = (typeof BOOK_SORTS)[number]

/**
 * The orders the dashboard's Manage Books adds to the shop's (issue 27 item 5): fewest copies first, or most
 * (books_stock_idx). Shelves and the search page offer BOOK_SORTS only.
 */
export const ADMIN_BOOK_SORTS = ['stock-asc', 'stock-desc'] as const

/** Every order GET /api/books/ takes: the shop's and the dashboard's. */
export const BOOK_LIST_SORTS = [...BOOK_SORTS, ...ADMIN_BOOK_SORTS] as const
export type BookListSort = (typeof BOOK_LIST_SORTS)[number]

/** The highest price filter taken, in dollars. */
export const BOOK_PRICE_FILTER_MAX = 100_000

const priceFilter = (name: string) =>
  z.optional(
    z.pipe(
      z.coerce.number(),
      z
        .number()
        .check(
          z.minimum(0, `${name} must be 0 or more`),
          z.maximum(BOOK_PRICE_FILTER_MAX, `${name} must be at most ${BOOK_PRICE_FILTER_MAX}`),
        ),
    ),
  )

/**
 * The deepest offset of a list ranked by relevance to a search text (issue 22): a deeper page ranks more of the
 * matches (each word's postings are read up to offset + limit). 1,000 books is 41 shelf pages of 24. Other orders of
 * a search sort all its matches whatever the page, and take any offset a list takes.
 */
export const BOOK_SEARCH_MAX_OFFSET = 1_000

/** Whether a book list query is ranked by relevance: a search text, in the default order or relevance asked. */
export const rankedByRelevance = (query: { q?: string; sort?: BookListSort }): boolean =>
  query.q !== undefined && (query.sort === undefined || query.sort === 'relevance')

/** The longest keyset cursor (`after`) a book list takes: a title of 2,000 characters and more, in base64url. */
export const BOOK_CURSOR_MAX_LENGTH = 12_000

/** The manage table's stock filter: low (in stock, below STOCK_LOW_BELOW copies) or out of stock (0). */
export const BOOK_STOCK_FILTERS = ['low', 'out'] as const
export type BookStockFilter = (typeof BOOK_STOCK_FILTERS)[number]

/**
 * GET /api/books/ query: optional category slug ('none' = all), author id, search text (`q`: titles, authors,
 * publishers, descriptions; typos forgiven), price range in dollars, in-stock only, an order (`sort`; default
 * relevance with q, else newest), a stock filter (`stock=low|out`, the dashboard's), and a page (limit, and offset or
 * the keyset cursor `after` of a Link rel="next"; a search text pages by offset only). `exact=true` takes the search
 * text's words as typed, no misspelt word widened to the known words like it (issue 27: 'Search instead for …').
 */
export const BookListQuery = z
  .object({
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
    minPrice: priceFilter('minPrice'),
    maxPrice: priceFilter('maxPrice'),
    inStock: z.optional(
      z.pipe(
        z.enum(['true', 'false'], 'inStock must be true or false'),
        z.transform((v: 'true' | 'false') => v === 'true'),
      ),
    ),
    exact: z.optional(
      z.pipe(
        z.enum(['true', 'false'], 'exact must be true or false'),
        z.transform((v: 'true' | 'false') => v === 'true'),
      ),
    ),
    sort: z.optional(z.enum(BOOK_LIST_SORTS, `sort must be one of ${BOOK_LIST_SORTS.join(', ')}`)),
    stock: z.optional(z.enum(BOOK_STOCK_FILTERS, `stock must be one of ${BOOK_STOCK_FILTERS.join(', ')}`)),
    ...pageQueryFields,
    /** The keyset cursor of a list's Link rel="next" (issue 26 item 7): opaque, base64url; the API decodes it. */
    after: z.optional(
      z
        .string()
        .check(
          z.maxLength(BOOK_CURSOR_MAX_LENGTH, `after may be at most ${BOOK_CURSOR_MAX_LENGTH} characters`),
          z.regex(/^[A-Za-z0-9_-]+$/, 'after must be a cursor from a Link header rel="next"'),
        ),
    ),
  })
  .check(
    z.refine((query) => !(query.after !== undefined && query.offset !== undefined), {
      message: 'after and offset cannot both be given',
      path: ['after'],
    }),
    z.refine((query) => !(query.after !== undefined && query.q !== undefined), {
      message: 'a search (q) pages by offset, not after',
      path: ['after'],
    }),
    z.refine(
      (query) =>
        !(query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice),
      {
        message: 'minPrice must not be above maxPrice',
        path: ['minPrice'],
      },
    ),
    z.refine((query) => !(rankedByRelevance(query) && (query.offset ?? 0) > BOOK_SEARCH_MAX_OFFSET), {
      message: `offset must be at most ${BOOK_SEARCH_MAX_OFFSET} in a search ranked by relevance`,
      path: ['offset'],
    }),
  )
export type BookListQuery = z.infer<typeof BookListQuery>

/** What the search box suggests as the shopper types (GET /api/books/suggest?q=). */
export const BOOK_SUGGESTIONS_MAX = 8
export const BookSuggestion = z.object({
  _id: z.string(),
  title: z.string(),
  author: z.string(),
  coverImage: z.string(),
  newPrice: z.number(),
})
export type BookSuggestion = z.infer<typeof BookSuggestion>
export const BookSuggestionList = z.array(BookSuggestion)
export const BookSuggestQuery = z.object({ q: listQueryText(BOOK_QUERY_MAX_LENGTH) })
export type BookSuggestQuery = z.infer<typeof BookSuggestQuery>

/**
 * The longest text "Did you mean" takes (issue 22): a title or an author's name is alike to it only if it is about as
 * long, and every trigram of a longer text is one more index look-up (200 letters read every author).
 */
export const DID_YOU_MEAN_MAX_LENGTH = 60
export const DidYouMeanQuery = z.object({ q: listQueryText(DID_YOU_MEAN_MAX_LENGTH) })
export type DidYouMeanQuery = z.infer<typeof DidYouMeanQuery>

/** A search that found nothing: the closest title or author name, if any is close (GET /api/books/did-you-mean?q=). */
export const DidYouMean = z.object({ text: z.nullable(z.string()) })
export type DidYouMean = z.infer<typeof DidYouMean>

/** "Readers also bought" (GET /api/books/{id}/also-bought): at most this many books. */
export const ALSO_BOUGHT_MAX = 8
