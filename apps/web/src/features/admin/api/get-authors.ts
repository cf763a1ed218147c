// The authors a book form can credit. The API has no authors call (spec §7), so they are read from the catalogue:
// the book list names each book's author ids, and the details of a few books (as few as cover every id) name them.
import type { Author } from '@bookstore/contract/schemas/author'
import type { Book, BookDetail } from '@bookstore/contract/schemas/book'
import { useQueries, type UseQueryResult } from '@tanstack/react-query'
import { useAllBooks } from './get-books'
import { bookQueryOptions } from './get-book'

export type AuthorChoice = Pick<Author, '_id' | 'name' | 'fullName'>

/** Books whose authors together are every author of the list: the ones crediting most new authors first. */
export function booksCoveringAuthors(books: readonly Book[]): string[] {
  const covered = new Set<string>()
  const picked: string[] = []
  const byAuthorCount = [...books].sort((a, b) => b.authors.length - a.authors.length)
  for (const book of byAuthorCount) {
    if (book.authors.every((id) => covered.has(id))) continue
    picked.push(book._id)
    for (const id of book.authors) covered.add(id)
  }
  return picked
}

/** Every author of these details once, by name. */
export function authorChoices(details: readonly BookDetail[]): AuthorChoice[] {
  const byId = new Map<string, AuthorChoice>()
  for (const book of details) {
    for (const { _id, name, fullName } of book.authors) byId.set(_id, { _id, name, fullName })
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name))
}

export interface AuthorChoices {
  authors: AuthorChoice[]
  isPending: boolean
  isError: boolean
}

const combine = (results: UseQueryResult<BookDetail>[]) => ({
  details: results.flatMap((r) => (r.data ? [r.data] : [])),
  isPending: results.some((r) => r.isPending),
  isError: results.some((r) => r.isError),
})

export function useAuthorChoices(): AuthorChoices {
  const books = useAllBooks()
  const ids = books.data ? booksCoveringAuthors(books.data) : []
  const details = useQueries({ queries: ids.map((id) => bookQueryOptions(id)), combine })
  return {
    authors: authorChoices(details.details),
    isPending: books.isPending || details.isPending,
    isError: books.isError || details.isError,
  }
}
