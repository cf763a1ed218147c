// POST /api/admin/orders/{id}/ship (issue 39 item 5): the parcel's carrier and tracking number; answers the order,
// shipped, which its page shows at once; then the admin's lists and figures and the shoppers' orders refetch, as
// after a delivery. Shipping again corrects the number (and mails the new one).
import { apiPaths } from '@bookstore/contract/api-paths'
import { AdminOrder, type ShipOrderBody } from '@bookstore/contract/schemas/admin-orders'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/shared/api/client'
import { queryKeys } from '@/shared/api/query-keys'
import { markStale, staleQueries } from '@/shared/api/stale-queries'

export const shipOrder = (id: string, parcel: ShipOrderBody): Promise<AdminOrder> =>
  api.post(apiPaths.shipOrder.href(id), parcel, AdminOrder)

export const useShipOrder = (id: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (parcel: ShipOrderBody) => shipOrder(id, parcel),
    onSuccess: (order) => {
      queryClient.setQueryData(queryKeys.admin.orders.one(id), order)
      void markStale(queryClient, staleQueries.deliverOrder())
    },
  })
}
