// GET /api/books/ one page at a time (ARCHITECTURE §9 "Paging"): the books of a filter (category, author, title text)
// from `offset`, newest first, with how many match in all. The catalogue's shelves and the admin's book table both
// read the catalogue through it, so no screen asks for a whole category or the whole catalogue.
import { apiPaths, type BookListParams } from '@bookstore/contract/api-paths'
import { BookList, type Book } from '@bookstore/contract/schemas/book'
import { api } from './client'
import type { ListPage, PageRequest } from './list-page'

export type BookPageParams = Omit<BookListParams, 'limit' | 'offset'> & PageRequest

export const getBookPage = (params: BookPageParams, signal?: AbortSignal): Promise<ListPage<Book>> =>
  api.getPage(apiPaths.books.href(params), BookList, params, { signal })
