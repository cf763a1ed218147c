// GET /api/books/{id} (spec §7), for Buy it again: an order line keeps only title, cover and price, the cart wants
// the book as the store sells it now. Same key and schema as the catalogue's book query, so they share the cache.
import { apiPaths } from '@bookstore/contract/api-paths'
import { BookDetail } from '@bookstore/contract/schemas/book'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../shared/api/client'
import { queryKeys } from '../../../shared/api/query-keys'

export const getBook = (id: string, signal?: AbortSignal): Promise<BookDetail> =>
  api.get(apiPaths.book.href(id), BookDetail, { signal })

export const bookQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.books.one(id), queryFn: ({ signal }) => getBook(id, signal) })
