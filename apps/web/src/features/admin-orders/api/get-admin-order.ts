// GET /api/admin/orders/{id} (issue 17): one order as the admin sees it, with who delivered or cancelled it.
import { apiPaths } from '@bookstore/contract/api-paths'
import { AdminOrder } from '@bookstore/contract/schemas/admin-orders'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/shared/api/client'
import { queryKeys } from '@/shared/api/query-keys'

export const getAdminOrder = (id: string, signal?: AbortSignal): Promise<AdminOrder> =>
  api.get(apiPaths.adminOrder.href(id), AdminOrder, { signal })

export const adminOrderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.admin.orders.one(id),
    queryFn: ({ signal }) => getAdminOrder(id, signal),
  })

export const useAdminOrder = (id: string) => useQuery(adminOrderQueryOptions(id))
