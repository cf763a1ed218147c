// GET /api/books/{id} (spec §7): one book with its authors and quotes populated.
import { apiPaths } from '@bookstore/contract/api-paths'
import { BookDetail } from '@bookstore/contract/schemas/book'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../shared/api/client'
import { queryKeys } from '../../../shared/api/query-keys'

export const getBook = (id: string, signal?: AbortSignal): Promise<BookDetail> =>
  api.get(apiPaths.book.href(id), BookDetail, { signal })

export const bookQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.books.one(id), queryFn: ({ signal }) => getBook(id, signal) })

/** `enabled: false` holds the request (a home section not yet scrolled near); it then reads as pending. */
export const useBook = (id: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...bookQueryOptions(id), enabled })
