// Where the manage table is, kept in the URL (shared/use-list-search): ?q=<title text>&stock=low|out&sort=<order>
// &page=<n>. Typing in the filter replaces the entry (one per search, not per key), and so does choosing a stock
// filter; a new order (a column head, issue 27 item 5) adds one.
import {
  BOOK_LIST_SORTS,
  BOOK_STOCK_FILTERS,
  type BookListSort,
  type BookStockFilter,
} from '@bookstore/contract/schemas/book'
import { paths } from '@/shared/paths'
import { listSearch, sortOf, useListSearch } from '@/shared/use-list-search'

export interface ManageBooksPlace {
  q?: string
  stock?: BookStockFilter | null
  page?: number
}

const stockOf = (value: string | null): BookStockFilter | undefined =>
  BOOK_STOCK_FILTERS.find((filter) => filter === value)

const readManageBooks = (params: URLSearchParams) => ({
  q: params.get('q') ?? '',
  stock: stockOf(params.get('stock')),
  sort: sortOf(params.get('sort'), MANAGE_BOOK_SORTS),
})

/** The orders the manage table's heads ask for; relevance is a search page's own. */
const MANAGE_BOOK_SORTS = BOOK_LIST_SORTS.filter((sort) => sort !== 'relevance')

/** The manage table's order when none is asked: newest first, as the API's. */
export const DEFAULT_MANAGE_BOOK_SORT: BookListSort = 'newest'

/** The search string ('?q=…&stock=…&page=…', or '') of a place in the manage table. */
export const manageBooksSearch = ({ q = '', stock = null, page = 1 }: ManageBooksPlace): string =>
  listSearch({ q, stock: stock ?? undefined }, page)

/** The manage table at a place: the dashboard's links to the low and out-of-stock books. */
export const manageBooksHref = (place: ManageBooksPlace): string =>
  paths.manageBooks.href() + manageBooksSearch(place)

export function useManageBooksSearch() {
  const { filters, page, pageSearch, setFilters } = useListSearch(readManageBooks)
  return {
    q: filters.q,
    /** Low or out of stock; null for every book. */
    stock: filters.stock ?? null,
    page,
    pageSearch,
    setQ: (q: string) => setFilters({ q }, { replace: true }),
    setStock: (stock: BookStockFilter | null) => setFilters({ stock: stock ?? undefined }, { replace: true }),
    /** The order asked (the default when none). */
    sort: filters.sort ?? DEFAULT_MANAGE_BOOK_SORT,
    setSort: (sort: BookListSort) =>
      setFilters({ sort: sort === DEFAULT_MANAGE_BOOK_SORT || sort === 'relevance' ? undefined : sort }),
  }
}
