// What the admin can do with an order (issue 17): 'Mark shipped' with the parcel's carrier and number (issue 39),
// 'Mark as delivered' and 'Cancel order', each of the last two after a confirmation
// (both mail the shopper and cannot be undone), shown only while the order is in transit; a refusal (409: it was cancelled or delivered meanwhile) or a failure is
// said here.
import type { AdminOrder } from '@bookstore/contract/schemas/admin-orders'
import { orderState } from '@bookstore/contract/schemas/admin-orders'
import { ApiError } from '@/shared/api/api-error'
import { Button } from '@/shared/components/button'
import { confirmCancelOrder, confirmDeliverOrder } from '@/features/admin-orders/admin-orders-dialogs'
import { ADMIN_ORDERS_TEXTS } from '@/features/admin-orders/admin-orders-texts'
import { useFulfilOrder, type Fulfilment } from '@/features/admin-orders/api/fulfil-order'
import { ShipOrderForm } from './ship-order-form'

const failureText = (action: Fulfilment, error: unknown): string => {
  if (error instanceof ApiError && error.status === 409)
    return action === 'deliver' ? ADMIN_ORDERS_TEXTS.deliverConflict : ADMIN_ORDERS_TEXTS.cancelConflict
  return ADMIN_ORDERS_TEXTS.fulfilFailed
}

export function FulfilmentActions({ order }: { order: AdminOrder }) {
  const fulfil = useFulfilOrder(order._id)
  const inTransit = orderState(order) === 'in-transit'

  const cancel = async () => {
    if (await confirmCancelOrder()) fulfil.mutate('cancel')
  }
  const deliver = async () => {
    if (await confirmDeliverOrder()) fulfil.mutate('deliver')
  }

  return (
    <div className="space-y-3">
      {inTransit ? <ShipOrderForm order={order} /> : null}
      {inTransit ? (
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => void deliver()} disabled={fulfil.isPending}>
            Mark as delivered
          </Button>
          <button
            type="button"
            onClick={() => void cancel()}
            disabled={fulfil.isPending}
            className="inline-flex items-center justify-center rounded-full border border-red-300 bg-white px-5 py-2.5 text-sm font-semibold text-red-800 transition-colors hover:border-red-600 hover:text-red-900 disabled:cursor-not-allowed disabled:opacity-50"
          >
            Cancel order
          </button>
        </div>
      ) : null}
      {fulfil.isError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {failureText(fulfil.variables, fulfil.error)}
        </p>
      ) : null}
    </div>
  )
}
