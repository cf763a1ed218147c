// What a category page shows for its URL: the genre (lower-cased; 'none' is the whole collection), the shelf's
// filters from the query string, and the shelf query they make. The page and the server's render of it
// (src/server/page-plans.ts) read the URL through this one function, so both ask for the same first page.
import { ALL_BOOKS_SLUG } from '@bookstore/contract/categories'
import { categoryHeading } from '@bookstore/contract/category-heading'
import type { ShelfQuery } from '@/features/catalog/api/get-book-shelf'
import { filterParams, readShelfFilters, SHELF_SORTS, type ShelfFilters } from './shelf-filters'

export interface CategoryShelf {
  slug: string
  isAll: boolean
  /** The page's h1 and title. */
  heading: string
  filters: ShelfFilters
  query: ShelfQuery
}

export function categoryShelf(genre: string, filters: ShelfFilters): CategoryShelf {
  const slug = genre.toLowerCase()
  const isAll = slug === ALL_BOOKS_SLUG
  const heading = isAll ? 'Our Entire Collection' : categoryHeading(genre)
  return { slug, isAll, heading, filters, query: { category: slug, ...filterParams(filters) } }
}

/** The category page of `genre` with the filters of the URL's query string. */
export const categoryShelfOfUrl = (genre: string, search: URLSearchParams): CategoryShelf =>
  categoryShelf(genre, readShelfFilters(search, SHELF_SORTS))
