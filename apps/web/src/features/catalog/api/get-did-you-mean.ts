// GET /api/books/did-you-mean?q= (issue 16): the closest title or author name to a search that found nothing, or null.
import { apiPaths } from '@bookstore/contract/api-paths'
import { DidYouMean } from '@bookstore/contract/schemas/book'
import { useQuery } from '@tanstack/react-query'
import { api } from '@/shared/api/client'
import { queryKeys } from '@/shared/api/query-keys'

export const getDidYouMean = (q: string, signal?: AbortSignal): Promise<DidYouMean> =>
  api.get(apiPaths.didYouMean.href(q), DidYouMean, { signal })

export const useDidYouMean = (q: string) =>
  useQuery({ queryKey: queryKeys.books.didYouMean(q), queryFn: ({ signal }) => getDidYouMean(q, signal) })
