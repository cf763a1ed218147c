// GET /api/books/ (spec §7) for the manage table: every book, newest first (the catalogue's own list entry).
import { apiPaths } from '@bookstore/contract/api-paths'
import { BookList } from '@bookstore/contract/schemas/book'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/shared/api/client'
import { queryKeys } from '@/shared/api/query-keys'

export const getBooks = (signal?: AbortSignal): Promise<BookList> =>
  api.get(apiPaths.books.href(), BookList, { signal })

export const allBooksQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.books.list({}), queryFn: ({ signal }) => getBooks(signal) })

export const useAllBooks = () => useQuery(allBooksQueryOptions())
