// GET /api/authors/ (issue 15): the first AUTHOR_MATCHES_LIMIT authors whose name holds the admin's text, by name,
// and how many match in all. The book forms' author picker searches with it; no screen loads every author.
import { apiPaths } from '@bookstore/contract/api-paths'
import { AuthorList, type Author } from '@bookstore/contract/schemas/author'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/shared/api/client'
import { queryKeys } from '@/shared/api/query-keys'

/** Authors a search shows at most: enough to pick from, small at any catalogue size. */
export const AUTHOR_MATCHES_LIMIT = 20

export type AuthorChoice = Pick<Author, '_id' | 'name' | 'fullName'>

/** The authors whose name holds `q` ('' for the first ones by name). */
export const authorMatchesQueryOptions = (q: string) => {
  const params = { ...(q === '' ? {} : { q }), limit: AUTHOR_MATCHES_LIMIT }
  return queryOptions({
    queryKey: queryKeys.authors.list(params),
    queryFn: ({ signal }) =>
      api.getPage(
        apiPaths.authors.href(params),
        AuthorList,
        { offset: 0, limit: AUTHOR_MATCHES_LIMIT },
        { signal },
      ),
  })
}

/** While the next search loads, the last matches stay shown (isPlaceholderData): the list does not blank per key. */
export const useAuthorMatches = (q: string) =>
  useQuery({ ...authorMatchesQueryOptions(q), placeholderData: keepPreviousData })
