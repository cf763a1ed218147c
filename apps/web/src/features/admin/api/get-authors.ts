// GET /api/authors/: the authors a book form can credit, by name.
import { apiPaths } from '@bookstore/contract/api-paths'
import { AuthorList, type Author } from '@bookstore/contract/schemas/author'
import { useQuery } from '@tanstack/react-query'
import { api } from '@/shared/api/client'
import { queryKeys } from '@/shared/api/query-keys'

export type AuthorChoice = Pick<Author, '_id' | 'name' | 'fullName'>

export interface AuthorChoices {
  authors: AuthorChoice[]
  isPending: boolean
  isError: boolean
}

export function useAuthorChoices(): AuthorChoices {
  const authors = useQuery({
    queryKey: queryKeys.authors.list(),
    queryFn: ({ signal }) => api.get(apiPaths.authors.href(), AuthorList, { signal }),
  })
  return { authors: authors.data ?? [], isPending: authors.isPending, isError: authors.isError }
}
