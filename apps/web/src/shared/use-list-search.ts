// Where a paged dashboard list is, kept in the URL so reload and Back return to it (issue 15: the manage table;
// issue 17: the orders, customers, a customer's orders and quotes): its filters as ?name=value and ?page=<n>
// (1-based). A new filter starts at page 1; typing in a search replaces the history entry (one per search, not per key).
import { useSearchParams } from 'react-router'

const PAGE = 'page'

/** A list's filters as they stand in the URL, in the order they are written there; '' and undefined are no filter. */
export type ListFilters = Readonly<Record<string, string | undefined>>

/** A 1-based page number from the URL; anything else is page 1. */
export const pageOf = (value: string | null): number => {
  const page = Number(value)
  return Number.isInteger(page) && page >= 1 ? page : 1
}

/** The search string ('?status=…&q=…&page=…', or '') of a list's `filters` at `page`. */
export function listSearch(filters: ListFilters, page: number): string {
  const next = new URLSearchParams()
  for (const [name, value] of Object.entries(filters)) if (value) next.set(name, value)
  if (page > 1) next.set(PAGE, String(page))
  const search = next.toString()
  return search === '' ? '' : `?${search}`
}

/**
 * A list's order from ?sort= (issue 27 item 5: the API's value, changed by the table's heads): one of `sorts`, or
 * undefined (the list's default order) for anything else. Kept as a filter: a new order starts at page 1.
 */
export const sortOf = <S extends string>(value: string | null, sorts: readonly S[]): S | undefined =>
  sorts.find((sort) => sort === value)

/** A list searched by one text, ?q=: the customers and the quotes. */
export const readTextSearch = (params: URLSearchParams) => ({ q: params.get('q') ?? '' })

/** A list with no filter, paged only: a customer's orders. */
export const readNoFilters = (): ListFilters => ({})

/**
 * The list at the URL's place: `read` takes its filters from the URL's parameters (a value it does not know is no
 * filter), in the order they are written back.
 */
export function useListSearch<F extends ListFilters>(read: (params: URLSearchParams) => F) {
  const [params, setParams] = useSearchParams()
  const filters = read(params)
  const page = pageOf(params.get(PAGE))
  return {
    /** The URL's parameters as they are (a search box shows its text untrimmed). */
    params,
    filters,
    page,
    /** The search string of a page of the current filters. */
    pageSearch: (pageNumber: number) => listSearch(filters, pageNumber),
    /** Changes some filters and goes to page 1; `replace` for a typed search. */
    setFilters: (changed: Partial<F>, { replace = false }: { replace?: boolean } = {}) =>
      setParams(new URLSearchParams(listSearch({ ...filters, ...changed }, 1)), { replace }),
  }
}
