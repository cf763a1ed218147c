// GET /api/books/ (spec §7) for the manage table one page at a time (issue 15): SHELF_PAGE_SIZE books from `offset`,
// newest first or in the order of a column head (issue 27 item 5), those whose title holds `q` and those low on or out of stock (`stock`, issue 17) when asked, and how
// many match in all.
import { SHELF_PAGE_SIZE, type BookListSort, type BookStockFilter } from '@bookstore/contract/schemas/book'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { getBookPage } from '@/shared/api/book-page'
import { queryKeys } from '@/shared/api/query-keys'

export const MANAGE_PAGE_SIZE = SHELF_PAGE_SIZE

export interface ManageBooksPage {
  /** Title text; '' for every book. */
  q: string
  /** Low stock or out of stock; null for every book. */
  stock: BookStockFilter | null
  /** The order (issue 27 item 5); newest first when absent. */
  sort?: BookListSort
  offset: number
}

export const manageBooksQueryOptions = ({ q, stock, sort, offset }: ManageBooksPage) => {
  const params = {
    ...(q === '' ? {} : { q }),
    ...(stock === null ? {} : { stock }),
    ...(sort === undefined || sort === 'newest' ? {} : { sort }),
    limit: MANAGE_PAGE_SIZE,
    offset,
  }
  return queryOptions({
    queryKey: queryKeys.books.page(params),
    queryFn: ({ signal }) => getBookPage(params, signal),
  })
}

/** The page keeps showing the rows it had while the next page or filter loads: the table does not jump. */
export const useManageBooks = (page: ManageBooksPage) =>
  useQuery({ ...manageBooksQueryOptions(page), placeholderData: keepPreviousData })
