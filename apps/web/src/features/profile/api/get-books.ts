// GET /api/books/{id} (spec §7) for each recently bought book. Same key and schema as the catalogue's book query,
// so a book seen there is not fetched again; books deleted (or failing) since are left out of the carousel.
import { apiPaths } from '@bookstore/contract/api-paths'
import { BookDetail } from '@bookstore/contract/schemas/book'
import { queryOptions, useQueries } from '@tanstack/react-query'
import { api } from '../../../shared/api/client'
import { queryKeys } from '../../../shared/api/query-keys'

export const getBook = (id: string, signal?: AbortSignal): Promise<BookDetail> =>
  api.get(apiPaths.book.href(id), BookDetail, { signal })

export const bookQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.books.one(id), queryFn: ({ signal }) => getBook(id, signal) })

export type BooksState = { status: 'pending' } | { status: 'done'; books: BookDetail[] }

/** The books of `ids`, in that order, once every request has answered. */
export const useBooks = (ids: readonly string[]): BooksState =>
  useQueries({
    queries: ids.map((id) => bookQueryOptions(id)),
    combine: (results): BooksState =>
      results.some((result) => result.isPending)
        ? { status: 'pending' }
        : {
            status: 'done',
            books: results.flatMap((result) => (result.data ? [result.data] : [])),
          },
  })
