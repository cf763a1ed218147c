// The shared book query for each recently bought book, so a book seen in the catalogue is not fetched again;
// books deleted (or failing) since are left out of the carousel.
import type { BookDetail } from '@bookstore/contract/schemas/book'
import { useQueries } from '@tanstack/react-query'
import { bookQueryOptions } from '@/shared/api/book-query'

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
