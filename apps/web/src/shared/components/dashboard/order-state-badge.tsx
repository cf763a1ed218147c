// An order's state as a coloured pill (issue 17: the orders list and page, a customer's orders): In transit
// (amber), Delivered (green), Cancelled (red); and the states' names, which the orders filter offers too.
import { orderState, type AdminOrder, type OrderState } from '@bookstore/contract/schemas/admin-orders'

export const ORDER_STATE_LABELS: Record<OrderState, string> = {
  'in-transit': 'In transit',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
}

const COLOURS = {
  'in-transit': 'bg-amber-100 text-amber-900 ring-amber-300',
  delivered: 'bg-green-100 text-green-900 ring-green-300',
  cancelled: 'bg-red-100 text-red-900 ring-red-300',
} as const

export function OrderStateBadge({ order }: { order: Pick<AdminOrder, 'delivered' | 'cancelled'> }) {
  const state = orderState(order)
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${COLOURS[state]}`}
    >
      {ORDER_STATE_LABELS[state]}
    </span>
  )
}
