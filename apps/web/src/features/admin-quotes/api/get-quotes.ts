// GET /api/quotes/ (spec §7; issue 15 paging) for the quotes screen: QUOTES_PAGE_SIZE quotes from `offset`, newest
// first (sort=newest, so a quote just added is the first: issue 27 item 5; the shop reads them oldest first), those
// whose content holds `q` when one is given, and how many match in all (X-Total-Count).
import { apiPaths } from '@bookstore/contract/api-paths'
import { QuoteList } from '@bookstore/contract/schemas/quote'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/shared/api/client'
import { queryKeys } from '@/shared/api/query-keys'

export const QUOTES_PAGE_SIZE = 20

export interface QuotesPage {
  /** Content text; '' for every quote. */
  q: string
  offset: number
}

export const quotesPageQueryOptions = ({ q, offset }: QuotesPage) => {
  const params = { ...(q === '' ? {} : { q }), sort: 'newest' as const, limit: QUOTES_PAGE_SIZE, offset }
  return queryOptions({
    // Under queryKeys.quotes.list(), which a quote write invalidates with the rest of queryKeys.quotes.
    queryKey: queryKeys.quotes.page(params),
    queryFn: ({ signal }) => api.getPage(apiPaths.quotes.href(params), QuoteList, params, { signal }),
  })
}

/** The list keeps showing the quotes it had while the next page or filter loads. */
export const useQuotesPage = (page: QuotesPage) =>
  useQuery({ ...quotesPageQueryOptions(page), placeholderData: keepPreviousData })
