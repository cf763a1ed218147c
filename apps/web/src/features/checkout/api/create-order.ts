// POST /api/orders/ (spec §7): places the order; the server prices it and takes the stock, so a success
// refreshes the shopper's orders and every book (stock changed); so does a 409 (a price or the stock changed since
// the cart was checked), so the checkout shows the figures that refused it.
import { apiPaths } from '@bookstore/contract/api-paths'
import { Order, type NestedOrderInput } from '@bookstore/contract/schemas/order'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError } from '@/shared/api/api-error'
import { api } from '@/shared/api/client'
import { queryKeys } from '@/shared/api/query-keys'

export const createOrder = (body: NestedOrderInput): Promise<Order> =>
  api.post(apiPaths.orders.href(), body, Order)

export const useCreateOrder = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createOrder,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all })
      void queryClient.invalidateQueries({ queryKey: queryKeys.books.all })
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.books.all })
      }
    },
  })
}
