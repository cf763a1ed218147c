// GET /api/orders/email/{email} (spec §7): the signed-in shopper's orders, newest first. The orders list and the
// profile ("also used by the profile") read this one cache entry.
import { apiPaths } from '@bookstore/contract/api-paths'
import { OrderList } from '@bookstore/contract/schemas/order'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from './client'
import { queryKeys } from './query-keys'

export const getOrdersByEmail = (email: string, signal?: AbortSignal): Promise<OrderList> =>
  api.get(apiPaths.ordersByEmail.href(email), OrderList, { signal })

export const ordersByEmailQueryOptions = (email: string) =>
  queryOptions({
    queryKey: queryKeys.orders.byEmail(email),
    queryFn: ({ signal }) => getOrdersByEmail(email, signal),
  })

export const useOrdersByEmail = (email: string) => useQuery(ordersByEmailQueryOptions(email))
