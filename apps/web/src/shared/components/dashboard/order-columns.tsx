// The columns an order's row ends with wherever the dashboard lists orders (issue 17: the orders list and a
// customer's orders): how many items, the total and the state's pill, cancelled orders included.
import { formatPrice } from '@bookstore/contract/money'
import type { AdminOrder } from '@bookstore/contract/schemas/admin-orders'
import type { Column } from './dashboard-table'
import { OrderStateBadge } from './order-state-badge'

const itemsOf = (order: AdminOrder): string => {
  const count = order.productIds.length
  return `${count} ${count === 1 ? 'item' : 'items'}`
}

export const ORDER_FIGURE_COLUMNS: readonly Column<AdminOrder>[] = [
  { name: 'Items', className: 'tabular-nums', cell: itemsOf },
  { name: 'Total', className: 'tabular-nums', cell: (order) => formatPrice(order.totalPrice) },
  { name: 'State', cell: (order) => <OrderStateBadge order={order} /> },
]
