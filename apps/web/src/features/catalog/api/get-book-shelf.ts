// A shelf (spec §2 "Category page", "All-books page"; the search page, issue 16) page by page: GET /api/books/ with
// the shelf's query (category, search text, prices, stock, order), SHELF_PAGE_SIZE books at a time; the shelf asks
// for the next page as the shopper nears its end, at the URL of the last page's Link rel="next" (a keyset cursor,
// issue 26 item 7, or a search's offset). The first page is offset 0, as the server-rendered page asked it; a
// search's says when it was answered through corrections (issue 27).
import { apiPaths, type BookListParams } from '@bookstore/contract/api-paths'
import {
  type Book,
  BookList,
  SEARCH_CORRECTED_HEADER,
  SHELF_PAGE_SIZE,
} from '@bookstore/contract/schemas/book'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { type BookPageParams, getBookPageAt } from '@/shared/api/book-page'
import { api } from '@/shared/api/client'
import { nextPageLink, type ListPage, type NextPageLink } from '@/shared/api/list-page'
import { queryKeys } from '@/shared/api/query-keys'

/** What a shelf holds: every field of the list query but the paging. `category` 'none' (or none) is every book. */
export type ShelfQuery = Omit<BookListParams, 'limit' | 'offset' | 'after'>

/**
 * A page of a shelf. A search's first page answered through corrections (issue 27) carries the text it was answered
 * for (X-Search-Corrected, percent-encoded by the API): 'Showing results for …'.
 */
export interface ShelfPage extends ListPage<Book> {
  corrected?: string
}

/** The corrected text an answer names, decoded; a header that does not decode is left out. */
const correctedOf = (headers: Headers): string | undefined => {
  const value = headers.get(SEARCH_CORRECTED_HEADER)
  if (value === null || value === '') return undefined
  try {
    return decodeURIComponent(value)
  } catch {
    return undefined
  }
}

/** A page of the shelf by offset (the first one), with the search's correction when the API names one. */
const getShelfPage = async (params: BookPageParams, signal: AbortSignal): Promise<ShelfPage> => {
  const { page, headers } = await api.getPageAnswer(apiPaths.books.href(params), BookList, params, { signal })
  const corrected = correctedOf(headers)
  return corrected === undefined ? page : { ...page, corrected }
}

export const bookShelfQueryOptions = (query: ShelfQuery) =>
  infiniteQueryOptions({
    queryKey: queryKeys.books.shelf(query),
    queryFn: ({ pageParam, signal }): Promise<ShelfPage> =>
      typeof pageParam === 'number'
        ? getShelfPage({ ...query, limit: SHELF_PAGE_SIZE, offset: pageParam }, signal)
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
