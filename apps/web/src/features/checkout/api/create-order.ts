// POST /api/orders/ (spec §7): places the order; the server prices it and takes the stock, so a success
// refreshes the shopper's orders and every book (stock changed); a 409 (a price or the stock changed since the cart
// was checked) refreshes the books, so the checkout shows the figures that refused it (shared/api/stale-queries.ts).
import { apiPaths } from '@bookstore/contract/api-paths'
import { Order, type NestedOrderInput } from '@bookstore/contract/schemas/order'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError } from '@/shared/api/api-error'
import { api } from '@/shared/api/client'
import { markStale, staleQueries } from '@/shared/api/stale-queries'

export const createOrder = (body: NestedOrderInput): Promise<Order> =>
  api.post(apiPaths.orders.href(), body, Order)

export const useCreateOrder = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createOrder,
    onSuccess: () => {
      void markStale(queryClient, staleQueries.createOrder())
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void markStale(queryClient, staleQueries.refusedOrder())
      }
    },
  })
}
