// Add New Book (spec §7 POST /api/books/create-book): the chosen cover is uploaded first and its stored name sent
// as coverImage; the catalogue's lists are refreshed after. A refused upload says so (CoverRefused), so the screen
// can show the server's reason beside the cover field (issue 22 item 9).
import { apiPaths } from '@bookstore/contract/api-paths'
import { Book } from '@bookstore/contract/schemas/book'
import type { BookInput } from '@bookstore/contract/schemas/book-input'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError } from '@/shared/api/api-error'
import { api } from '@/shared/api/client'
import { markStale, staleQueries } from '@/shared/api/stale-queries'
import { uploadCover } from './upload-cover'

export interface NewBook {
  fields: Omit<BookInput, 'coverImage'>
  cover: File | null
}

/** The cover itself was refused (400, 413, 415): `reason` is the server's ('This file is not an image. Send a …'). */
export class CoverRefused extends Error {
  readonly reason: ApiError
  constructor(reason: ApiError) {
    super(reason.message)
    this.name = 'CoverRefused'
    this.reason = reason
  }
}

// Not 401/403 (the token, not the file) nor 429.
const COVER_REFUSALS = new Set([400, 413, 415])

const upload = (cover: File) =>
  uploadCover(cover).catch((error: unknown) => {
    throw error instanceof ApiError && COVER_REFUSALS.has(error.status) ? new CoverRefused(error) : error
  })

export async function createBook({ fields, cover }: NewBook): Promise<Book> {
  const coverImage = cover ? (await upload(cover)).fileName : ''
  return api.post(apiPaths.createBook.href(), { ...fields, coverImage }, Book)
}

export const useCreateBook = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createBook,
    onSuccess: () => markStale(queryClient, staleQueries.writeBook()),
  })
}
