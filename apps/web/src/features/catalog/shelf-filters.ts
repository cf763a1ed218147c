// A shelf's filters and order as the page's URL keeps them (issue 16: shareable, Back restores them): ?category=
// (the search page only; a category page takes it from its route), minPrice= and maxPrice= (dollars), inStock=true and
// sort=, named as GET /api/books/ names them. A value the API would refuse is read as absent, so a hand-edited link
// still shows books; the default order is left out of the URL.
import type { BookListParams } from '@bookstore/contract/api-paths'
import { ALL_BOOKS_SLUG, HEADER_CATEGORIES } from '@bookstore/contract/categories'
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

/** A price as the API takes it (0 … BOOK_PRICE_FILTER_MAX, at most 2 decimals), or undefined. */
export function parsePrice(text: string | null): number | undefined {
  if (text === null || !/^\s*\d+(?:\.\d{0,2})?\s*$/.test(text)) return undefined
  const price = Number(text)
  return price <= BOOK_PRICE_FILTER_MAX ? price : undefined
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
