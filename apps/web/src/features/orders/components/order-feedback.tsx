// What the orders screens show while an order loads, when it is not the shopper's (or does not exist), or failed.
import { Button, ButtonLink } from '../../../shared/components/button'
import { paths } from '../../../shared/paths'

export function LoadingLine({ children }: { children: string }) {
  return (
    <p role="status" className="py-16 text-center text-stone-600">
      {children}
    </p>
  )
}

export const ORDER_NOT_FOUND = 'Order not found'

/** An unknown order id and another shopper's order look the same: the API answers 404 for both. */
export function OrderNotFound() {
  return (
    <div role="alert" className="mx-auto max-w-lg py-16 text-center">
      <p className="font-display text-2xl font-bold text-brand-800">{ORDER_NOT_FOUND}</p>
      <p className="mt-2 text-stone-600">There is no order with this number in your account.</p>
      <ButtonLink to={paths.orders.href()} className="mt-6">
        Back to your orders
      </ButtonLink>
    </div>
  )
}

export function OrderLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto max-w-lg py-16 text-center">
      <p className="text-lg text-red-700">The order could not be loaded.</p>
      <Button variant="secondary" onClick={onRetry} className="mt-4">
        Try again
      </Button>
    </div>
  )
}
