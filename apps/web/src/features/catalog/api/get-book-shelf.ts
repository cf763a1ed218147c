// A shelf (spec §2 "Category page", "All-books page") page by page: GET /api/books/?category=&limit=&offset=, SHELF_PAGE_SIZE
// books at a time, newest first; the shelf asks for the next page as the shopper nears its end.
import { SHELF_PAGE_SIZE } from '@bookstore/contract/schemas/book'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { getBookPage } from '@/shared/api/book-page'
import { nextPageOffset } from '@/shared/api/list-page'
import { queryKeys } from '@/shared/api/query-keys'

/** `category` is a slug, or 'none' for every book. */
export const bookShelfQueryOptions = (category: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.books.shelf({ category }),
    queryFn: ({ pageParam, signal }) =>
      getBookPage({ category, limit: SHELF_PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset,
    // A refresh on focus would ask again for every page scrolled through; the shelf is fresh when opened.
    refetchOnWindowFocus: false,
  })

export const useBookShelf = (category: string) => useInfiniteQuery(bookShelfQueryOptions(category))
