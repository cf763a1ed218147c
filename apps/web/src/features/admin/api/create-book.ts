// Add New Book (spec §7 POST /api/books/create-book): the chosen cover is uploaded first and its stored name sent
// as coverImage; the catalogue's lists are refreshed after. A refused upload throws CoverRefused (upload-cover.ts).
import { apiPaths } from '@bookstore/contract/api-paths'
import { Book } from '@bookstore/contract/schemas/book'
import type { BookInput } from '@bookstore/contract/schemas/book-input'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/shared/api/client'
import { markStale, staleQueries } from '@/shared/api/stale-queries'
import { uploadCover } from './upload-cover'

export interface NewBook {
  fields: Omit<BookInput, 'coverImage'>
  cover: File | null
}

export async function createBook({ fields, cover }: NewBook): Promise<Book> {
  const coverImage = cover ? (await uploadCover(cover)).fileName : ''
  return api.post(apiPaths.createBook.href(), { ...fields, coverImage }, Book)
}

export const useCreateBook = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createBook,
    onSuccess: () => markStale(queryClient, staleQueries.writeBook()),
  })
}
