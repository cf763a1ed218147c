// A shelf's filters and order as the page's URL keeps them (issue 16: shareable, Back restores them): ?category=
// (the search page only; a category page takes it from its route), minPrice= and maxPrice= (dollars), inStock=true and
// sort=, named as GET /api/books/ names them. A value the API would refuse is read as absent, so a hand-edited link
// still shows books; the default order is left out of the URL. Prices, in the URL as in the price range's fields, are
// read by the contract's one typed-price rule (issue 37 item 7: '12,50' is 12.50, as in the admin's price fields).
import type { BookListParams } from '@bookstore/contract/api-paths'
import { ALL_BOOKS_SLUG, HEADER_CATEGORIES } from '@bookstore/contract/categories'
import { readTypedPrice } from '@bookstore/contract/price-input'
import { BOOK_PRICE_FILTER_MAX, BOOK_SORTS, type BookSort } from '@bookstore/contract/schemas/book'

export interface ShelfFilters {
  /** A category slug; undefined for every category. */
  category?: string
  /** Dollars. */
  minPrice?: number
  maxPrice?: number
  inStock: boolean
  /** Undefined: the default order (relevance with a search text, newest without). */
  sort?: BookSort
}

export const NO_FILTERS: ShelfFilters = { inStock: false }

/** The orders of a shelf, which has no search text to rank by: newest first (the default), then the others. */
export const SHELF_SORTS: readonly BookSort[] = BOOK_SORTS.filter((sort) => sort !== 'relevance')
/** The orders of search results: best match first (the default). */
export const SEARCH_SORTS: readonly BookSort[] = BOOK_SORTS

const PARAMS = ['category', 'minPrice', 'maxPrice', 'inStock', 'sort'] as const

/** The categories a shopper filters by: the Books menu's genres (All Books is no filter). */
export const FILTER_CATEGORIES = HEADER_CATEGORIES.filter((category) => category.link !== ALL_BOOKS_SLUG)

/** The price range's fields, as their labels name them (and their messages). */
export const PRICE_LABELS = { min: 'Min price', max: 'Max price' } as const

export const UPSIDE_DOWN_MESSAGE = 'The max price must not be below the min price.'

/** A bound as a field's text asks for it: '' is no bound; a refusal says why, in a sentence naming the field. */
export type PriceBound = { ok: true; price: number | undefined } | { ok: false; message: string }

/** A typed bound, by the contract's typed-price rule ('12,50' is 12.50) and within what the API takes (0 … max). */
export function readPriceBound(label: string, text: string): PriceBound {
  if (text.trim() === '') return { ok: true, price: undefined }
  const typed = readTypedPrice(label, text, BOOK_PRICE_FILTER_MAX)
  return typed.ok ? { ok: true, price: typed.dollars } : typed
}

/** A price in the URL as the fields read it, or undefined (absent or refused). */
function parsePrice(text: string | null): number | undefined {
  const bound = readPriceBound(PRICE_LABELS.min, text ?? '')
  return bound.ok ? bound.price : undefined
}

/** The bounds the price range's two texts ask for, and what is wrong with each. */
export interface PriceRangeReading {
  /** What applies: each valid field's bound; a refused field's is no bound, and never takes the other's with it. */
  minPrice: number | undefined
  maxPrice: number | undefined
  errors: { min: string | null; max: string | null }
}

/** Reads the price range's texts; a max below the min is the max's refusal, so the min still applies. */
export function readPriceRange(texts: { min: string; max: string }): PriceRangeReading {
  const min = readPriceBound(PRICE_LABELS.min, texts.min)
  const max = readPriceBound(PRICE_LABELS.max, texts.max)
  const minPrice = min.ok ? min.price : undefined
  let maxPrice = max.ok ? max.price : undefined
  let maxError = max.ok ? null : max.message
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    maxPrice = undefined
    maxError = UPSIDE_DOWN_MESSAGE
  }
  return { minPrice, maxPrice, errors: { min: min.ok ? null : min.message, max: maxError } }
}

const isSort = (value: string | null): value is BookSort =>
  value !== null && (BOOK_SORTS as readonly string[]).includes(value)

/** The filters in `params`; `sorts` are the orders the page offers (relevance only where there is a search text). */
export function readShelfFilters(params: URLSearchParams, sorts: readonly BookSort[]): ShelfFilters {
  const category = params.get('category')
  const sort = params.get('sort')
  let minPrice = parsePrice(params.get('minPrice'))
  let maxPrice = parsePrice(params.get('maxPrice'))
  // The API refuses a range upside down; a link with one shows the whole range rather than an error.
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    minPrice = undefined
    maxPrice = undefined
  }
  return {
    ...(category && FILTER_CATEGORIES.some((c) => c.link === category) ? { category } : {}),
    ...(minPrice === undefined ? {} : { minPrice }),
    ...(maxPrice === undefined ? {} : { maxPrice }),
    inStock: params.get('inStock') === 'true',
    ...(isSort(sort) && sorts.includes(sort) ? { sort } : {}),
  }
}

/** `params` with `changes` applied: a value set to undefined (or inStock false) leaves the URL; other params stay. */
export function writeShelfFilters(params: URLSearchParams, changes: Partial<ShelfFilters>): URLSearchParams {
  const next = new URLSearchParams(params)
  for (const name of PARAMS) {
    if (!(name in changes)) continue
    const value = changes[name]
    if (value === undefined || value === false) next.delete(name)
    else next.set(name, String(value))
  }
  return next
}

/** Whether any filter narrows the shelf (the order is not a filter). */
export const isFiltered = (filters: ShelfFilters): boolean =>
  filters.category !== undefined ||
  filters.minPrice !== undefined ||
  filters.maxPrice !== undefined ||
  filters.inStock

export type FilterParams = Pick<BookListParams, 'category' | 'minPrice' | 'maxPrice' | 'inStock' | 'sort'>

/** The filters as GET /api/books/ query fields, only those set (so equal filters make equal query keys). */
export function filterParams(filters: ShelfFilters): FilterParams {
  const params: FilterParams = {}
  if (filters.category !== undefined) params.category = filters.category
  if (filters.minPrice !== undefined) params.minPrice = filters.minPrice
  if (filters.maxPrice !== undefined) params.maxPrice = filters.maxPrice
  if (filters.inStock) params.inStock = true
  if (filters.sort !== undefined) params.sort = filters.sort
  return params
}

/** Every filter cleared; the order stays. */
export const CLEARED: Partial<ShelfFilters> = {
  category: undefined,
  minPrice: undefined,
  maxPrice: undefined,
  inStock: false,
}
