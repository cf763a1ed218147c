// DELETE /api/books/{id} (spec §7); on success the lists refetch (spec §4 "Delete book").
import { apiPaths } from '@bookstore/contract/api-paths'
import { BookDeleted } from '@bookstore/contract/schemas/book-input'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/shared/api/client'
import { markStale, staleQueries } from '@/shared/api/stale-queries'

export const deleteBook = (id: string): Promise<BookDeleted> =>
  api.delete(apiPaths.deleteBook.href(id), BookDeleted)

export const useDeleteBook = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteBook,
    onSuccess: () => markStale(queryClient, staleQueries.writeBook()),
  })
}
