// GET /api/books/{id}/also-bought (issue 16): up to 8 books readers bought with this one, for the book page's
// "Readers also bought" row. Under the books key, so a book write refreshes it with the rest of the catalogue.
import { apiPaths } from '@bookstore/contract/api-paths'
import { BookList } from '@bookstore/contract/schemas/book'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/shared/api/client'
import { queryKeys } from '@/shared/api/query-keys'

export const getAlsoBought = (id: string, signal?: AbortSignal): Promise<BookList> =>
  api.get(apiPaths.alsoBought.href(id), BookList, { signal })

export const alsoBoughtQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.books.alsoBought(id),
    queryFn: ({ signal }) => getAlsoBought(id, signal),
  })

/** `enabled: false` holds the request (the section not yet scrolled near); it then reads as pending. */
export const useAlsoBought = (id: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...alsoBoughtQueryOptions(id), enabled })
