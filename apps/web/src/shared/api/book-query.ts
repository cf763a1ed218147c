// GET /api/books/{id} (spec §7): one book with its authors and quotes. The one query of a book every screen uses
// (catalogue, Buy it again, Recently Bought, the cart's refresh), so they share one cache entry per book.
import { apiPaths } from '@bookstore/contract/api-paths'
import { BookDetail } from '@bookstore/contract/schemas/book'
import { queryOptions } from '@tanstack/react-query'
import { api } from './client'
import { queryKeys } from './query-keys'

export const getBook = (id: string, signal?: AbortSignal): Promise<BookDetail> =>
  api.get(apiPaths.book.href(id), BookDetail, { signal })

export const bookQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.books.one(id), queryFn: ({ signal }) => getBook(id, signal) })
