// GET /api/orders/email/{email} (spec §7: "also used by the profile"): the same cache entry as the orders list
// (queryKeys.orders.byEmail), parsed with the same contract schema, so either screen may fill it for the other.
import { apiPaths } from '@bookstore/contract/api-paths'
import { OrderList } from '@bookstore/contract/schemas/order'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../shared/api/client'
import { queryKeys } from '../../../shared/api/query-keys'

export const getOrdersByEmail = (email: string, signal?: AbortSignal): Promise<OrderList> =>
  api.get(apiPaths.ordersByEmail.href(email), OrderList, { signal })

export const ordersByEmailQueryOptions = (email: string) =>
  queryOptions({
    queryKey: queryKeys.orders.byEmail(email),
    queryFn: ({ signal }) => getOrdersByEmail(email, signal),
  })

export const useOrdersByEmail = (email: string) => useQuery(ordersByEmailQueryOptions(email))
