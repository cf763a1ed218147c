// Where the dashboard's orders list is, kept in the URL so reload and Back return to it (issue 17):
// ?status=<state>&from=<YYYY-MM-DD>&to=<YYYY-MM-DD>&q=<text>&page=<n> (1-based). Choosing a state or a day is a new
// history entry; typing in the search replaces the entry (one per search, not per key). A new filter starts at page 1.
import { ORDER_STATES, type OrderState } from '@bookstore/contract/schemas/admin-orders'
import { INDEXED_QUERY_MIN_LENGTH } from '@bookstore/contract/schemas/paging'
import { useSearchParams } from 'react-router'
import type { AdminOrdersFilters } from '@/features/admin-orders/api/get-admin-orders'

const DAY = /^\d{4}-\d{2}-\d{2}$/

const pageOf = (value: string | null): number => {
  const page = Number(value)
  return Number.isInteger(page) && page >= 1 ? page : 1
}

const stateOf = (value: string | null): OrderState | undefined =>
  ORDER_STATES.find((state) => state === value)

const dayOf = (value: string | null): string | undefined =>
  value !== null && DAY.test(value) ? value : undefined

/** The search string ('?status=…&page=…', or '') of `filters` at `page`. */
export function ordersSearch(filters: AdminOrdersFilters, page: number): string {
  const next = new URLSearchParams()
  if (filters.status) next.set('status', filters.status)
  if (filters.from) next.set('from', filters.from)
  if (filters.to) next.set('to', filters.to)
  if (filters.q) next.set('q', filters.q)
  if (page > 1) next.set('page', String(page))
  const search = next.toString()
  return search === '' ? '' : `?${search}`
}

export function useAdminOrdersSearch() {
  const [params, setParams] = useSearchParams()
  const q = params.get('q') ?? ''
  const status = stateOf(params.get('status'))
  const from = dayOf(params.get('from'))
  const to = dayOf(params.get('to'))
  const filters: AdminOrdersFilters = {
    ...(status ? { status } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    // A text too short to search (a hand-written URL; the search box never applies one) is no filter.
    ...(q.trim().length < INDEXED_QUERY_MIN_LENGTH ? {} : { q: q.trim() }),
  }
  const page = pageOf(params.get('page'))

  const setFilters = (changed: Partial<AdminOrdersFilters>, replace = false) => {
    const merged = { ...filters, ...changed }
    setParams(new URLSearchParams(ordersSearch(merged, 1)), { replace })
  }

  return {
    filters,
    /** The search box's text as in the URL (untrimmed). */
    q,
    page,
    /** Whether any filter is set (the empty list then says no order matches, not that there are none). */
    filtered: Object.keys(filters).length > 0,
    /** The search string of a page of the current filters. */
    pageSearch: (pageNumber: number) => ordersSearch(filters, pageNumber),
    setStatus: (status: OrderState | undefined) => setFilters({ status }),
    setFrom: (from: string | undefined) => setFilters({ from }),
    setTo: (to: string | undefined) => setFilters({ to }),
    setQ: (text: string) => setFilters({ q: text }, true),
  }
}
