// GET /api/books/ (spec §7): the book list, newest first, optionally one category ('none' = all) and a limit.
import { apiPaths, type BookListParams } from '@bookstore/contract/api-paths'
import { BookList } from '@bookstore/contract/schemas/book'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/shared/api/client'
import { queryKeys } from '@/shared/api/query-keys'

export const getBooks = (params: BookListParams, signal?: AbortSignal): Promise<BookList> =>
  api.get(apiPaths.books.href(params), BookList, { signal })

export const booksQueryOptions = (params: BookListParams = {}) =>
  queryOptions({ queryKey: queryKeys.books.list(params), queryFn: ({ signal }) => getBooks(params, signal) })

/** `enabled: false` holds the request (a home section not yet scrolled near); it then reads as pending. */
export const useBooks = (params: BookListParams = {}, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...booksQueryOptions(params), enabled })
