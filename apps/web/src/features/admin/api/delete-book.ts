// DELETE /api/books/{id} (spec §7); on success the lists refetch (spec §4 "Delete book").
import { apiPaths } from '@bookstore/contract/api-paths'
import { BookDeleted } from '@bookstore/contract/schemas/book-input'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/shared/api/client'
import { invalidateBooks } from './invalidate-books'

export const deleteBook = (id: string): Promise<BookDeleted> =>
  api.delete(apiPaths.deleteBook.href(id), BookDeleted)

export const useDeleteBook = () => {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: deleteBook, onSuccess: () => invalidateBooks(queryClient) })
}
