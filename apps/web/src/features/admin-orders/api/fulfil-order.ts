// POST /api/admin/orders/{id}/deliver and …/cancel (issue 17): both answer the order in its new state, which the
// order's page shows at once; then every admin query (orders lists, overview, figures) and the shoppers' orders
// refetch, and after a cancel every book too (its copies went back in stock). Both are idempotent; delivering a
// cancelled order, or the reverse, answers 409.
import { apiPaths } from '@bookstore/contract/api-paths'
import { AdminOrder } from '@bookstore/contract/schemas/admin-orders'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/shared/api/client'
import { queryKeys } from '@/shared/api/query-keys'
import { markStale, staleQueries } from '@/shared/api/stale-queries'

export type Fulfilment = 'deliver' | 'cancel'

export const deliverOrder = (id: string): Promise<AdminOrder> =>
  api.post(apiPaths.deliverOrder.href(id), undefined, AdminOrder)

export const cancelOrder = (id: string): Promise<AdminOrder> =>
  api.post(apiPaths.cancelOrder.href(id), undefined, AdminOrder)

export const useFulfilOrder = (id: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (action: Fulfilment) => (action === 'deliver' ? deliverOrder(id) : cancelOrder(id)),
    onSuccess: (order, action) => {
      queryClient.setQueryData(queryKeys.admin.orders.one(id), order)
      // Not awaited: the page shows the answer now; the lists, overview and figures refresh behind it.
      void markStale(
        queryClient,
        action === 'deliver' ? staleQueries.deliverOrder() : staleQueries.cancelOrder(),
      )
    },
  })
}
