// A shelf (spec §2 "Category page", "All-books page"; the search page, issue 16) page by page: GET /api/books/ with
// the shelf's query (category, search text, prices, stock, order) and limit/offset, SHELF_PAGE_SIZE books at a time;
// the shelf asks for the next page as the shopper nears its end.
import type { BookListParams } from '@bookstore/contract/api-paths'
import { SHELF_PAGE_SIZE } from '@bookstore/contract/schemas/book'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { getBookPage } from '@/shared/api/book-page'
import { nextPageOffset } from '@/shared/api/list-page'
import { queryKeys } from '@/shared/api/query-keys'

/** What a shelf holds: every field of the list query but the paging. `category` 'none' (or none) is every book. */
export type ShelfQuery = Omit<BookListParams, 'limit' | 'offset'>

export const bookShelfQueryOptions = (query: ShelfQuery) =>
  infiniteQueryOptions({
    queryKey: queryKeys.books.shelf(query),
    queryFn: ({ pageParam, signal }) =>
      getBookPage({ ...query, limit: SHELF_PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset,
    // A refresh on focus would ask again for every page scrolled through; the shelf is fresh when opened.
    refetchOnWindowFocus: false,
  })

/** `enabled: false` holds the request (a search page without a search text). */
export const useBookShelf = (query: ShelfQuery, { enabled = true }: { enabled?: boolean } = {}) =>
  useInfiniteQuery({ ...bookShelfQueryOptions(query), enabled })
