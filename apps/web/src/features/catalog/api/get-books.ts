// GET /api/books/ (spec §7) for the home page's sections: the newest few books of a category ('none' = all) or an
// author. A limit is required: a section asks only for the books it shows, never a whole category (issue 15); the
// shelves page through theirs (get-book-shelf.ts).
import { apiPaths, type BookListParams } from '@bookstore/contract/api-paths'
import { BookList } from '@bookstore/contract/schemas/book'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/shared/api/client'
import { queryKeys } from '@/shared/api/query-keys'

export type FewBooksParams = Omit<BookListParams, 'limit' | 'offset'> & { limit: number }

export const getBooks = (params: FewBooksParams, signal?: AbortSignal): Promise<BookList> =>
  api.get(apiPaths.books.href(params), BookList, { signal })

export const booksQueryOptions = (params: FewBooksParams) =>
  queryOptions({ queryKey: queryKeys.books.list(params), queryFn: ({ signal }) => getBooks(params, signal) })

/** `enabled: false` holds the request (a home section not yet scrolled near); it then reads as pending. */
export const useBooks = (params: FewBooksParams, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...booksQueryOptions(params), enabled })
