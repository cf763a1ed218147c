// GET /api/books/ one page at a time (ARCHITECTURE §9 "Paging"): the books of a filter (category, author, title text)
// from `offset`, newest first, with how many match in all. The catalogue's shelves and the admin's book table both
// read the catalogue through it, so no screen asks for a whole category or the whole catalogue. A shelf's later pages
// are asked at the URL of the previous page's Link rel="next" (its keyset cursor, issue 26 item 7): getBookPageAt.
import { apiPaths, type BookListParams } from '@bookstore/contract/api-paths'
import { BookList, type Book } from '@bookstore/contract/schemas/book'
import { api } from './client'
import type { ListPage, NextPageLink, PageRequest } from './list-page'

export type BookPageParams = Omit<BookListParams, 'limit' | 'offset'> & PageRequest

export const getBookPage = (params: BookPageParams, signal?: AbortSignal): Promise<ListPage<Book>> =>
  api.getPage(apiPaths.books.href(params), BookList, params, { signal })

/**
 * The page at a Link rel="next" URL of GET /api/books/ (`link.offset` is where it starts, `limit` its size); a URL
 * that is not the book list's is refused rather than asked.
 */
export const getBookPageAt = (
  link: NextPageLink,
  limit: number,
  signal?: AbortSignal,
): Promise<ListPage<Book>> => {
  if (!link.href.startsWith(apiPaths.books.route)) throw new Error(`not a book list URL: ${link.href}`)
  return api.getPage(link.href, BookList, { offset: link.offset, limit }, { signal })
}
