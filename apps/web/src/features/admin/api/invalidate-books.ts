// What a book write makes stale (spec §4 "Data cache"): every catalogue list and book, and the dashboard's figures.
import type { QueryClient } from '@tanstack/react-query'
import { queryKeys } from '@/shared/api/query-keys'

export const invalidateBooks = (queryClient: QueryClient): Promise<unknown> =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.books.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  ])
