// The order a detail or invoice route names, through its states: loading, not found (an unknown id and another
// shopper's order both answer 404), failed (with a retry), or the screen itself.
import type { Order } from '@bookstore/contract/schemas/order'
import type { ReactNode } from 'react'
import { useParams } from 'react-router'
import { ApiError } from '../../../shared/api/api-error'
import { useOrder } from '../api/get-order'
import { LoadingLine, OrderLoadError, OrderNotFound } from './order-feedback'

export function RoutedOrder({ children }: { children: (order: Order) => ReactNode }) {
  const { id = '' } = useParams()
  const { data, isPending, error, refetch } = useOrder(id)
  if (isPending) return <LoadingLine>Loading order...</LoadingLine>
  if (error) {
    return error instanceof ApiError && error.status === 404 ? (
      <OrderNotFound />
    ) : (
      <OrderLoadError onRetry={() => void refetch()} />
    )
  }
  return children(data)
}
