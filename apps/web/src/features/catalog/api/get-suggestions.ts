// GET /api/books/suggest?q= (issue 16): up to 8 books for what the shopper is typing in the search box. A suggestion
// list stays fresh for a minute (typing back to a text asks nothing); a request a newer text supersedes is cancelled
// (the query's signal reaches fetch, and TanStack Query aborts a fetch nobody watches any more).
import { apiPaths } from '@bookstore/contract/api-paths'
import { BookSuggestionList, type BookSuggestion } from '@bookstore/contract/schemas/book'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '@/shared/api/client'
import { queryKeys } from '@/shared/api/query-keys'

/** Suggestions start from this many characters: one letter matches half the catalogue. */
export const SUGGEST_MIN_LENGTH = 2

export const getSuggestions = (q: string, signal?: AbortSignal): Promise<BookSuggestion[]> =>
  api.get(apiPaths.bookSuggestions.href(q), BookSuggestionList, { signal })

/** `q` is the trimmed, debounced text; shorter than SUGGEST_MIN_LENGTH asks nothing. */
export const useSuggestions = (q: string) =>
  useQuery({
    queryKey: queryKeys.books.suggestions(q),
    queryFn: ({ signal }) => getSuggestions(q, signal),
    enabled: q.length >= SUGGEST_MIN_LENGTH,
    staleTime: 60_000,
    // The last list stays on show while the next text's arrives, so the popup does not flicker on each key.
    placeholderData: keepPreviousData,
  })
