// Update Book (spec §7 PUT /api/books/edit/{id}); the catalogue's lists and the book are refreshed after.
import { apiPaths } from '@bookstore/contract/api-paths'
import { Book } from '@bookstore/contract/schemas/book'
import type { BookEdit } from '@bookstore/contract/schemas/book-input'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/shared/api/client'
import { markStale, staleQueries } from '@/shared/api/stale-queries'

export const editBook = ({ id, changes }: { id: string; changes: BookEdit }): Promise<Book> =>
  api.put(apiPaths.editBook.href(id), changes, Book)

export const useEditBook = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: editBook,
    onSuccess: () => markStale(queryClient, staleQueries.writeBook()),
  })
}
