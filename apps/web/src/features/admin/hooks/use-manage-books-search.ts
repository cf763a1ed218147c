// Where the manage table is, kept in the URL so reload and Back return to it: ?q=<title text>&stock=low|out&page=<n>
// (1-based). Typing in the filter replaces the entry (one per search, not per key); a new filter starts at page 1.
import { BOOK_STOCK_FILTERS, type BookStockFilter } from '@bookstore/contract/schemas/book'
import { useSearchParams } from 'react-router'
import { paths } from '@/shared/paths'

const Q = 'q'
const STOCK = 'stock'
const PAGE = 'page'

export interface ManageBooksPlace {
  q?: string
  stock?: BookStockFilter | null
  page?: number
}

const pageOf = (value: string | null): number => {
  const page = Number(value)
  return Number.isInteger(page) && page >= 1 ? page : 1
}

const stockOf = (value: string | null): BookStockFilter | null =>
  BOOK_STOCK_FILTERS.find((filter) => filter === value) ?? null

/** The search string ('?q=…&stock=…&page=…', or '') of a place in the manage table. */
export function manageBooksSearch({ q = '', stock = null, page = 1 }: ManageBooksPlace): string {
  const next = new URLSearchParams()
  if (q !== '') next.set(Q, q)
  if (stock !== null) next.set(STOCK, stock)
  if (page > 1) next.set(PAGE, String(page))
  const search = next.toString()
  return search === '' ? '' : `?${search}`
}

/** The manage table at a place: the dashboard's links to the low and out-of-stock books. */
export const manageBooksHref = (place: ManageBooksPlace): string =>
  paths.manageBooks.href() + manageBooksSearch(place)

export function useManageBooksSearch() {
  const [params, setParams] = useSearchParams()
  const q = params.get(Q) ?? ''
  const stock = stockOf(params.get(STOCK))
  const page = pageOf(params.get(PAGE))
  const replace = (search: string) => setParams(new URLSearchParams(search), { replace: true })

  return {
    q,
    stock,
    page,
    /** The search string of a page of the current filters. */
    pageSearch: (pageNumber: number) => manageBooksSearch({ q, stock, page: pageNumber }),
    setQ: (filter: string) => replace(manageBooksSearch({ q: filter, stock })),
    setStock: (filter: BookStockFilter | null) => replace(manageBooksSearch({ q, stock: filter })),
  }
}
