// GET /api/quotes/{id} (spec §7): one quote, for the home page's opening and closing quotes.
import { apiPaths } from '@bookstore/contract/api-paths'
import { Quote } from '@bookstore/contract/schemas/quote'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/shared/api/client'
import { queryKeys } from '@/shared/api/query-keys'

export const getQuote = (id: string, signal?: AbortSignal): Promise<Quote> =>
  api.get(apiPaths.quote.href(id), Quote, { signal })

export const quoteQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.quotes.one(id), queryFn: ({ signal }) => getQuote(id, signal) })

/** `enabled: false` holds the request (a home section not yet scrolled near); it then reads as pending. */
export const useQuote = (id: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...quoteQueryOptions(id), enabled })
