// A shelf (spec §2 "Category page", "All-books page"; the search page, issue 16) page by page: GET /api/books/ with
// the shelf's query (category, search text, prices, stock, order), SHELF_PAGE_SIZE books at a time; the shelf asks
// for the next page as the shopper nears its end, at the URL of the last page's Link rel="next" (a keyset cursor,
// issue 26 item 7, or a search's offset). The first page is offset 0, as the server-rendered page asked it.
import type { BookListParams } from '@bookstore/contract/api-paths'
import { SHELF_PAGE_SIZE } from '@bookstore/contract/schemas/book'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { getBookPage, getBookPageAt } from '@/shared/api/book-page'
import { nextPageLink, type NextPageLink } from '@/shared/api/list-page'
import { queryKeys } from '@/shared/api/query-keys'

/** What a shelf holds: every field of the list query but the paging. `category` 'none' (or none) is every book. */
export type ShelfQuery = Omit<BookListParams, 'limit' | 'offset' | 'after'>

export const bookShelfQueryOptions = (query: ShelfQuery) =>
  infiniteQueryOptions({
    queryKey: queryKeys.books.shelf(query),
    queryFn: ({ pageParam, signal }) =>
      typeof pageParam === 'number'
        ? getBookPage({ ...query, limit: SHELF_PAGE_SIZE, offset: pageParam }, signal)
        : getBookPageAt(pageParam, SHELF_PAGE_SIZE, signal),
    // The first page by offset 0 (the server-rendered page's, hydrated as is); the next ones by their Link's URL.
    initialPageParam: 0 as number | NextPageLink,
    getNextPageParam: nextPageLink,
    // A refresh on focus would ask again for every page scrolled through; the shelf is fresh when opened.
    refetchOnWindowFocus: false,
  })

/** `enabled: false` holds the request (a search page without a search text). */
export const useBookShelf = (query: ShelfQuery, { enabled = true }: { enabled?: boolean } = {}) =>
  useInfiniteQuery({ ...bookShelfQueryOptions(query), enabled })
