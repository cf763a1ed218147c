// What a quote write makes stale (spec §4 "Data cache"): every quote list and quote, and the book the quote belongs
// to (a book's detail lists its quotes).
import type { QueryClient } from '@tanstack/react-query'
import { queryKeys } from '@/shared/api/query-keys'

export const invalidateQuotes = (queryClient: QueryClient, bookId: string | null): Promise<unknown> =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.quotes.all }),
    bookId === null ? null : queryClient.invalidateQueries({ queryKey: queryKeys.books.one(bookId) }),
  ])
