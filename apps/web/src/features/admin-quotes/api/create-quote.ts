// POST /api/quotes/create-quote (spec §7, admin): a new quote, optionally tied to a book; the quote lists refresh.
import { apiPaths } from '@bookstore/contract/api-paths'
import { Quote } from '@bookstore/contract/schemas/quote'
import type { QuoteInput } from '@bookstore/contract/schemas/quote-input'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/shared/api/client'
import { markStale, staleQueries } from '@/shared/api/stale-queries'

export const createQuote = (quote: QuoteInput): Promise<Quote> =>
  api.post(apiPaths.createQuote.href(), quote, Quote)

export const useCreateQuote = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createQuote,
    onSuccess: (quote) => markStale(queryClient, staleQueries.writeQuote(quote.bookId)),
  })
}
