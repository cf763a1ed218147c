// Where the manage table is, kept in the URL so reload and Back return to it: ?q=<title text>&page=<n> (1-based).
// Typing in the filter replaces the entry (one per search, not per key); a new filter starts at page 1.
import { useSearchParams } from 'react-router'

const Q = 'q'
const PAGE = 'page'

const pageOf = (value: string | null): number => {
  const page = Number(value)
  return Number.isInteger(page) && page >= 1 ? page : 1
}

export function useManageBooksSearch() {
  const [params, setParams] = useSearchParams()
  const q = params.get(Q) ?? ''
  const page = pageOf(params.get(PAGE))

  const searchFor = (filter: string, pageNumber: number): string => {
    const next = new URLSearchParams()
    if (filter !== '') next.set(Q, filter)
    if (pageNumber > 1) next.set(PAGE, String(pageNumber))
    const search = next.toString()
    return search === '' ? '' : `?${search}`
  }

  return {
    q,
    page,
    /** The search string ('?q=…&page=…', or '') of a page of the current filter. */
    pageSearch: (pageNumber: number) => searchFor(q, pageNumber),
    setQ: (filter: string) => setParams(new URLSearchParams(searchFor(filter, 1)), { replace: true }),
  }
}
