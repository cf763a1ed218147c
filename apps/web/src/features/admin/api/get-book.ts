// GET /api/books/{id} (spec §7): the book the Update Book form starts from, with its authors populated.
import { apiPaths } from '@bookstore/contract/api-paths'
import { BookDetail } from '@bookstore/contract/schemas/book'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../shared/api/client'
import { queryKeys } from '../../../shared/api/query-keys'

export const getBook = (id: string, signal?: AbortSignal): Promise<BookDetail> =>
  api.get(apiPaths.book.href(id), BookDetail, { signal })

export const bookQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.books.one(id), queryFn: ({ signal }) => getBook(id, signal) })

export const useBook = (id: string) => useQuery(bookQueryOptions(id))
