// GET /api/track/{token}: one order through its emailed tracking link, without a session. A forged or damaged link
// answers 404, an expired one 410 (code 'expired'); neither changes on a second try.
import { apiPaths } from '@bookstore/contract/api-paths'
import { OrderTracking } from '@bookstore/contract/schemas/order-tracking'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/shared/api/client'
import { queryKeys } from '@/shared/api/query-keys'

export const getOrderTracking = (token: string, signal?: AbortSignal): Promise<OrderTracking> =>
  api.get(apiPaths.trackOrder.href(token), OrderTracking, { signal })

export const orderTrackingQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeys.tracking.one(token),
    queryFn: ({ signal }) => getOrderTracking(token, signal),
  })

export const useOrderTracking = (token: string) => useQuery(orderTrackingQueryOptions(token))
