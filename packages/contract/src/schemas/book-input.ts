// Admin writes of books (spec §5 "Book add/edit forms", §7 create-book and edit; ARCHITECTURE §9 "Book writes").
// Kept apart from book.ts, which the shopper's first page bundles: these would add ~1.5 KB gzip to it.

import { z } from 'zod/mini'
import { BOOK_CATEGORY_SLUGS } from '../categories'
import { formatPrice, hasAtMostTwoDecimals } from '../money'
import { DECIMAL_TEXT, numberOrText, WHOLE_TEXT } from '../number-text'

/**
 * Highest price a book may carry, in dollars (prices are stored as integer cents). Issue 22: a price typed with its
 * separator lost ('1250,00' read as 125000) or a digit too many is refused with a 400 instead of stored.
 */
export const BOOK_PRICE_MAX = 10_000
export const BOOK_STOCK_MAX = 1_000_000
export const BOOK_TITLE_MAX = 200
export const BOOK_DESCRIPTION_MAX = 5000
export const BOOK_AUTHORS_MAX = 20

export const BOOK_MESSAGES = {
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  categoryRequired: 'Category is required',
  oldPriceRequired: 'Old price is required',
  newPriceRequired: 'New price is required',
  /** The edit form's cover field (spec §5); the API itself keeps the cover when it is empty. */
  coverImageRequired: 'Cover image URL is required',
} as const

const requiredText = (max: number, required: string) =>
  z.string().check(z.trim(), z.minLength(1, required), z.maxLength(max, `must be at most ${max} characters`))

/** A price in dollars, as a number: the bounds the book forms apply to their input's text too. */
export const PriceAmount = z
  .number()
  .check(
    z.minimum(0, 'must be 0 or more'),
    z.maximum(BOOK_PRICE_MAX, `must be at most ${formatPrice(BOOK_PRICE_MAX)}`),
    z.refine(hasAtMostTwoDecimals, 'must have at most 2 decimals'),
  )

/** A price on the wire: a number, or its text as the MERN tutorial's form sends it ("20", "8.99"; issue 25). */
const Price = (required: string) =>
  z.pipe(
    numberOrText(DECIMAL_TEXT, (input) => (input === undefined ? required : 'must be a number')),
    PriceAmount,
  )

/** Copies in stock, as a number: the bounds the book forms apply to their input's text too. */
export const StockCount = z
  .int('must be a whole number')
  .check(z.minimum(0, 'must be 0 or more'), z.maximum(BOOK_STOCK_MAX))

/** Copies in stock on the wire: a whole number, or its text ("12"). */
const Stock = z.pipe(numberOrText(WHOLE_TEXT, 'must be a whole number'), StockCount)

const Category = z.enum(BOOK_CATEGORY_SLUGS, { error: BOOK_MESSAGES.categoryRequired })

const AuthorIds = z.array(z.uuid('authors must be author ids')).check(
  z.maxLength(BOOK_AUTHORS_MAX),
  z.refine((ids) => new Set(ids).size === ids.length, 'each author may appear only once'),
)

/** A stored cover's name as the upload answers it ('<random>.webp') or a demo cover's ('dracula.webp'). */
const StoredFileName = z
  .string()
  .check(z.regex(/^[A-Za-z0-9][A-Za-z0-9_-]*(?:\.[A-Za-z0-9]+)?$/), z.maxLength(200))

/** A stored file name or an absolute http(s) URL (shown as is; the server never fetches it), or '' for none. */
export const CoverImage = z.union(
  [z.literal(''), StoredFileName, z.httpUrl().check(z.maxLength(2000))],
  'must be a stored file name or an http(s) URL',
)

const optionalFields = {
  /** Display line of the authors ("Mary Shelley"); left out or empty: the names of `authors`, joined. */
  author: z.optional(z.string().check(z.trim(), z.maxLength(300))),
  publisher: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  hardcoverPageCount: z.optional(z.nullable(z.int().check(z.minimum(1), z.maximum(100_000)))),
  publishedAt: z.optional(z.nullable(z.iso.date('must be a date (YYYY-MM-DD)'))),
}

/** POST /api/books/create-book body; unknown fields (an `_id`, `createdAt` …) are ignored. */
export const BookInput = z.object({
  title: requiredText(BOOK_TITLE_MAX, BOOK_MESSAGES.titleRequired),
  description: requiredText(BOOK_DESCRIPTION_MAX, BOOK_MESSAGES.descriptionRequired),
  category: Category,
  trending: z._default(z.boolean(), false),
  oldPrice: Price(BOOK_MESSAGES.oldPriceRequired),
  newPrice: Price(BOOK_MESSAGES.newPriceRequired),
  stock: z._default(Stock, 0),
  /** Ids of existing authors, in credit order. */
  authors: z._default(AuthorIds, []),
  coverImage: z._default(CoverImage, ''),
  ...optionalFields,
})
export type BookInput = z.output<typeof BookInput>

/**
 * PUT /api/books/edit/{id} body: the spec sends {title, description, category, trending, oldPrice, coverImage};
 * any field left out keeps its value, and an empty coverImage keeps the existing cover.
 */
export const BookEdit = z.object({
  title: z.optional(requiredText(BOOK_TITLE_MAX, BOOK_MESSAGES.titleRequired)),
  description: z.optional(requiredText(BOOK_DESCRIPTION_MAX, BOOK_MESSAGES.descriptionRequired)),
  category: z.optional(Category),
  trending: z.optional(z.boolean()),
  oldPrice: z.optional(Price(BOOK_MESSAGES.oldPriceRequired)),
  newPrice: z.optional(Price(BOOK_MESSAGES.newPriceRequired)),
  stock: z.optional(Stock),
  authors: z.optional(AuthorIds),
  coverImage: z.optional(CoverImage),
  ...optionalFields,
})
export type BookEdit = z.output<typeof BookEdit>

/** DELETE /api/books/{id} answer. */
export const BookDeleted = z.object({ message: z.string() })
export type BookDeleted = z.infer<typeof BookDeleted>
