// The demo catalogue as the running store serves it, so specs pick books by what they need (sold out, two authors…)
// instead of hard-coding titles.

import type { Book, BookDetail } from '@bookstore/contract/schemas/book'
import { inject } from 'vitest'

export const getJson = async <T>(path: string): Promise<T> =>
  (await fetch(inject('baseURL') + path)).json() as Promise<T>

export const getBooks = () => getJson<Book[]>('/api/books/')

export const getBookDetail = (id: string) => getJson<BookDetail>(`/api/books/${id}`)

/** The first book that passes `test`; throws when the demo has none, so a spec never passes vacuously. */
export const pickBook = (books: readonly Book[], test: (book: Book) => boolean): Book => {
  const book = books.find(test)
  if (!book) throw new Error('The demo catalogue has no such book')
  return book
}
