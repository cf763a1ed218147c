// DELETE /api/quotes/{id} (spec §7, admin); the quote lists (and its book) refresh after.
import { apiPaths } from '@bookstore/contract/api-paths'
import type { Quote } from '@bookstore/contract/schemas/quote'
import { QuoteDeleted } from '@bookstore/contract/schemas/quote-input'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/shared/api/client'
import { markStale, staleQueries } from '@/shared/api/stale-queries'

export const deleteQuote = (quote: Quote): Promise<QuoteDeleted> =>
  api.delete(apiPaths.deleteQuote.href(quote._id), QuoteDeleted)

export const useDeleteQuote = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteQuote,
    onSuccess: (_answer, quote) => markStale(queryClient, staleQueries.writeQuote(quote.bookId)),
  })
}
