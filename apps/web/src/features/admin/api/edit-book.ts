// Update Book (spec §7 PUT /api/books/edit/{id}): a newly chosen cover is uploaded first, as Add New Book does, and
// its stored name sent as coverImage; without one, coverImage is sent empty, which keeps the book's cover (spec §5).
// A refused upload throws CoverRefused (upload-cover.ts). The catalogue's lists and the book are refreshed after.
import { apiPaths } from '@bookstore/contract/api-paths'
import { Book } from '@bookstore/contract/schemas/book'
import type { BookEdit } from '@bookstore/contract/schemas/book-input'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/shared/api/client'
import { markStale, staleQueries } from '@/shared/api/stale-queries'
import { uploadCover } from './upload-cover'

export interface BookChanges {
  id: string
  changes: Omit<BookEdit, 'coverImage'>
  /** The new cover; null keeps the book's. */
  cover: File | null
}

export async function editBook({ id, changes, cover }: BookChanges): Promise<Book> {
  const coverImage = cover ? (await uploadCover(cover)).fileName : ''
  return api.put(apiPaths.editBook.href(id), { ...changes, coverImage }, Book)
}

export const useEditBook = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: editBook,
    onSuccess: () => markStale(queryClient, staleQueries.writeBook()),
  })
}
