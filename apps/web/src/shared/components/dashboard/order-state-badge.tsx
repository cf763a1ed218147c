// An order's state as a coloured pill (issue 17: the orders list and page, a customer's orders): In transit
// (amber), Delivered (green), Cancelled (red); and the states' names, which the orders filter offers too. An order in
// transit whose parcel left says 'Shipped' (sky; issue 39), the filter's 'In transit' still holding it.
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

const SHIPPED = { label: 'Shipped', colours: 'bg-sky-100 text-sky-900 ring-sky-300' } as const

export function OrderStateBadge({
  order,
}: {
  order: Pick<AdminOrder, 'delivered' | 'cancelled'> & Partial<Pick<AdminOrder, 'shipment'>>
}) {
  const state = orderState(order)
  const shipped = state === 'in-transit' && order.shipment != null
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${shipped ? SHIPPED.colours : COLOURS[state]}`}
    >
      {shipped ? SHIPPED.label : ORDER_STATE_LABELS[state]}
    </span>
  )
}
