// GET /api/orders/{id}: one of the shopper's own orders; another user's id (or an unknown one) answers 404.
import { apiPaths } from '@bookstore/contract/api-paths'
import { Order } from '@bookstore/contract/schemas/order'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/shared/api/client'
import { queryKeys } from '@/shared/api/query-keys'

export const getOrder = (id: string, signal?: AbortSignal): Promise<Order> =>
  api.get(apiPaths.order.href(id), Order, { signal })

export const orderQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.orders.one(id), queryFn: ({ signal }) => getOrder(id, signal) })

export const useOrder = (id: string) => useQuery(orderQueryOptions(id))
