// Where the customers list is, kept in the URL so reload and Back return to it (issue 17): ?q=<text>&page=<n>
// (1-based). Typing in the search replaces the entry (one per search, not per key) and starts at page 1.
import { useSearchParams } from 'react-router'

const Q = 'q'
const PAGE = 'page'

/** A 1-based page number from the URL; anything else is page 1. */
export const pageOf = (value: string | null): number => {
  const page = Number(value)
  return Number.isInteger(page) && page >= 1 ? page : 1
}

/** The search string ('?q=…&page=…', or '') of a place in the customers list. */
export function customersSearch(q: string, page: number): string {
  const next = new URLSearchParams()
  if (q !== '') next.set(Q, q)
  if (page > 1) next.set(PAGE, String(page))
  const search = next.toString()
  return search === '' ? '' : `?${search}`
}

export function useCustomersSearch() {
  const [params, setParams] = useSearchParams()
  const q = params.get(Q) ?? ''
  const page = pageOf(params.get(PAGE))
  return {
    /** The search box's text as in the URL (untrimmed). */
    q,
    page,
    /** The search string of a page of the current search. */
    pageSearch: (pageNumber: number) => customersSearch(q, pageNumber),
    setQ: (text: string) => setParams(new URLSearchParams(customersSearch(text, 1)), { replace: true }),
  }
}
