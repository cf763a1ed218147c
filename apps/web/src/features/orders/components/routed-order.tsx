// The order a detail or invoice route names, through its states: loading, not found (an unknown id and another
// shopper's order both answer 404), failed (with a retry), or the screen itself.
import type { Order } from '@bookstore/contract/schemas/order'
import type { ReactNode } from 'react'
import { useParams } from 'react-router'
import { ApiError } from '@/shared/api/api-error'
import { ButtonLink } from '@/shared/components/button'
import { QueryError, QueryLoading } from '@/shared/components/query-state'
import { paths } from '@/shared/paths'
import { useOrder } from '@/features/orders/api/get-order'

/** An unknown order id and another shopper's order look the same: the API answers 404 for both. */
function OrderNotFound() {
  return (
    <div role="alert" className="mx-auto max-w-lg py-16 text-center">
      <p className="font-display text-2xl font-bold text-brand-800">Order not found</p>
      <p className="mt-2 text-stone-600">There is no order with this number in your account.</p>
      <ButtonLink to={paths.orders.href()} className="mt-6">
        Back to your orders
      </ButtonLink>
    </div>
  )
}

export function RoutedOrder({ children }: { children: (order: Order) => ReactNode }) {
  const { id = '' } = useParams()
  const { data, isPending, error, refetch } = useOrder(id)
  if (isPending) return <QueryLoading size="page">Loading order...</QueryLoading>
  if (error) {
    return error instanceof ApiError && error.status === 404 ? (
      <OrderNotFound />
    ) : (
      <QueryError size="page" message="The order could not be loaded." onRetry={() => void refetch()} />
    )
  }
  return children(data)
}
