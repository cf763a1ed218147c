// POST /api/orders/ (spec §7): places the order; the server prices it and takes the stock, so a success
// refreshes the shopper's orders and every book (stock changed).
import { apiPaths } from '@bookstore/contract/api-paths'
import { Order, type CreateOrderInput } from '@bookstore/contract/schemas/order'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../shared/api/client'
import { queryKeys } from '../../../shared/api/query-keys'

export const createOrder = (body: CreateOrderInput): Promise<Order> =>
  api.post(apiPaths.orders.href(), body, Order)

export const useCreateOrder = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createOrder,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all })
      void queryClient.invalidateQueries({ queryKey: queryKeys.books.all })
    },
  })
}
