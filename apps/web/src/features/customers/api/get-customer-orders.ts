// GET /api/admin/orders?customer={uid} (issue 17): one page of a customer's orders, newest first, every state, with
// how many she has in all (X-Total-Count) and whether more follow (Link).
import { apiPaths } from '@bookstore/contract/api-paths'
import { AdminOrderList, type AdminOrder } from '@bookstore/contract/schemas/admin-orders'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/shared/api/client'
import { queryKeys } from '@/shared/api/query-keys'
import type { ListPage } from '@/shared/api/list-page'

export const CUSTOMER_ORDERS_PAGE_SIZE = 10

export const getCustomerOrders = (
  uid: string,
  offset: number,
  signal?: AbortSignal,
): Promise<ListPage<AdminOrder>> => {
  const page = { limit: CUSTOMER_ORDERS_PAGE_SIZE, offset }
  return api.getPage(apiPaths.adminOrders.href({ customer: uid, ...page }), AdminOrderList, page, { signal })
}

export const customerOrdersQueryOptions = (uid: string, offset: number) =>
  queryOptions({
    queryKey: queryKeys.admin.customers.orders(uid, offset),
    queryFn: ({ signal }) => getCustomerOrders(uid, offset, signal),
  })

/** The page keeps showing the rows it had while the next page loads. */
export const useCustomerOrders = (uid: string, offset: number) =>
  useQuery({ ...customerOrdersQueryOptions(uid, offset), placeholderData: keepPreviousData })
