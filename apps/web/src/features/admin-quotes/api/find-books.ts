// The add form's book search (issue 17): the first BOOK_MATCHES_LIMIT books whose title holds the admin's text,
// through GET /api/books/?q=… one page at a time, so no screen loads the whole catalogue.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { getBookPage } from '@/shared/api/book-page'
import { queryKeys } from '@/shared/api/query-keys'

export const BOOK_MATCHES_LIMIT = 8

export const bookMatchesQueryOptions = (q: string) => {
  const params = { q, limit: BOOK_MATCHES_LIMIT, offset: 0 }
  return queryOptions({
    queryKey: queryKeys.books.page(params),
    queryFn: ({ signal }) => getBookPage(params, signal),
  })
}

/** Nothing is asked before the admin types; the last matches stay shown while the next search loads. */
export const useBookMatches = (q: string) =>
  useQuery({ ...bookMatchesQueryOptions(q), enabled: q !== '', placeholderData: keepPreviousData })
