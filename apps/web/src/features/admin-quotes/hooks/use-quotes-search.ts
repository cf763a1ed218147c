// Where the quotes list is, kept in the URL so reload and Back return to it: ?q=<content text>&page=<n> (1-based).
// A new filter replaces the entry and starts at page 1.
import { useSearchParams } from 'react-router'

const Q = 'q'
const PAGE = 'page'

const pageOf = (value: string | null): number => {
  const page = Number(value)
  return Number.isInteger(page) && page >= 1 ? page : 1
}

const searchFor = (q: string, page: number): string => {
  const next = new URLSearchParams()
  if (q !== '') next.set(Q, q)
  if (page > 1) next.set(PAGE, String(page))
  const search = next.toString()
  return search === '' ? '' : `?${search}`
}

export function useQuotesSearch() {
  const [params, setParams] = useSearchParams()
  const q = params.get(Q) ?? ''
  const page = pageOf(params.get(PAGE))
  return {
    q,
    page,
    /** The search string of a page of the current filter. */
    pageSearch: (pageNumber: number) => searchFor(q, pageNumber),
    setQ: (filter: string) => setParams(new URLSearchParams(searchFor(filter, 1)), { replace: true }),
  }
}
