// An order's state as a coloured pill (issue 17): In transit (amber), Delivered (green), Cancelled (red).
import { orderState, type AdminOrder } from '@bookstore/contract/schemas/admin-orders'
import { STATE_LABELS } from '@/features/admin-orders/admin-orders-texts'

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
      {STATE_LABELS[state]}
    </span>
  )
}
