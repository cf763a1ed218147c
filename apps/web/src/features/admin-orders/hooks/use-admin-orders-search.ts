// Where the dashboard's orders list is, kept in the URL (issue 17, shared/use-list-search):
// ?status=<state>&from=<YYYY-MM-DD>&to=<YYYY-MM-DD>&q=<text>&sort=<order>&page=<n>. Choosing a state, a day or an
// order (a column head, issue 27 item 5) is a new history entry; typing in the search replaces the entry (one per
// search, not per key).
import {
  ADMIN_ORDER_SORTS,
  DEFAULT_ADMIN_ORDER_SORT,
  ORDER_STATES,
  type AdminOrderSort,
  type OrderState,
} from '@bookstore/contract/schemas/admin-orders'
import { INDEXED_QUERY_MIN_LENGTH } from '@bookstore/contract/schemas/paging'
import { sortOf, useListSearch } from '@/shared/use-list-search'
import type { AdminOrdersFilters } from '@/features/admin-orders/api/get-admin-orders'

const DAY = /^\d{4}-\d{2}-\d{2}$/

const stateOf = (value: string | null): OrderState | undefined =>
  ORDER_STATES.find((state) => state === value)

const dayOf = (value: string | null): string | undefined =>
  value !== null && DAY.test(value) ? value : undefined

/** The filters in the URL, in the order they are written there. */
const readOrders = (params: URLSearchParams) => {
  const q = (params.get('q') ?? '').trim()
  return {
    status: stateOf(params.get('status')),
    from: dayOf(params.get('from')),
    to: dayOf(params.get('to')),
    // A text too short to search (a hand-written URL; the search box never applies one) is no filter.
    q: q.length < INDEXED_QUERY_MIN_LENGTH ? undefined : q,
    sort: sortOf(params.get('sort'), ADMIN_ORDER_SORTS),
  }
}

export function useAdminOrdersSearch() {
  const { params, filters, page, pageSearch, setFilters } = useListSearch(readOrders)
  return {
    filters: filters satisfies AdminOrdersFilters,
    /** The search box's text as in the URL (untrimmed). */
    q: params.get('q') ?? '',
    page,
    /** Whether any filter is set (the empty list then says no order matches, not that there are none). */
    filtered: Object.entries(filters).some(([name, value]) => name !== 'sort' && value !== undefined),
    /** The order asked (the default when none). */
    sort: filters.sort ?? DEFAULT_ADMIN_ORDER_SORT,
    setSort: (sort: AdminOrderSort) =>
      setFilters({ sort: sort === DEFAULT_ADMIN_ORDER_SORT ? undefined : sort }),
    pageSearch,
    setStatus: (status: OrderState | undefined) => setFilters({ status }),
    setFrom: (from: string | undefined) => setFilters({ from }),
    setTo: (to: string | undefined) => setFilters({ to }),
    setQ: (text: string) => setFilters({ q: text }, { replace: true }),
  }
}
