// GET /api/admin/orders (issue 17): one page of the orders, newest first, filtered by state, days and text, with how
// many match in all (X-Total-Count) and whether more follow (Link).
import type { AdminOrdersParams } from '@bookstore/contract/api-paths'
import { apiPaths } from '@bookstore/contract/api-paths'
import { AdminOrderList, type AdminOrder } from '@bookstore/contract/schemas/admin-orders'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/shared/api/client'
import { queryKeys } from '@/shared/api/query-keys'
import type { ListPage } from '@/shared/api/list-page'

export const ADMIN_ORDERS_PAGE_SIZE = 20

/** The list's filters, without the page. */
export type AdminOrdersFilters = Omit<AdminOrdersParams, 'limit' | 'offset' | 'customer'>

export const getAdminOrders = (
  filters: AdminOrdersFilters,
  offset: number,
  signal?: AbortSignal,
): Promise<ListPage<AdminOrder>> => {
  const page = { limit: ADMIN_ORDERS_PAGE_SIZE, offset }
  return api.getPage(apiPaths.adminOrders.href({ ...filters, ...page }), AdminOrderList, page, { signal })
}

export const adminOrdersQueryOptions = (filters: AdminOrdersFilters, offset: number) =>
  queryOptions({
    queryKey: queryKeys.admin.orders.page({ ...filters, limit: ADMIN_ORDERS_PAGE_SIZE, offset }),
    queryFn: ({ signal }) => getAdminOrders(filters, offset, signal),
  })

/** The page keeps showing the rows it had while the next page or filter loads: the table does not jump. */
export const useAdminOrders = (filters: AdminOrdersFilters, offset: number, enabled = true) =>
  useQuery({ ...adminOrdersQueryOptions(filters, offset), placeholderData: keepPreviousData, enabled })
