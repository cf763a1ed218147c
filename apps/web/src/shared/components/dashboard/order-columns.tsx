// The columns of an order's row wherever the dashboard lists orders (issue 17: the orders list and a customer's
// orders): its date, the link to its page, first; how many items, the total and the state's pill, cancelled orders
// included, last.
import { formatPrice } from '@bookstore/contract/money'
import type { AdminOrder } from '@bookstore/contract/schemas/admin-orders'
import { Link } from 'react-router'
import { paths } from '@/shared/paths'
import type { Column } from './dashboard-table'
import { OrderStateBadge } from './order-state-badge'

/** The order's date as `dateOf` writes it, naming the row and linking to the order's page (with `state`, if any). */
export const orderDateColumn = (
  dateOf: (order: AdminOrder) => string,
  state?: unknown,
): Column<AdminOrder> => ({
  name: 'Date',
  rowHeader: true,
  className: 'whitespace-nowrap',
  cell: (order) => (
    <Link
      to={paths.dashboardOrder.href(order._id)}
      state={state}
      className="text-brand-700 underline-offset-2 hover:underline"
    >
      {dateOf(order)}
    </Link>
  ),
})

const itemsOf = (order: AdminOrder): string => {
  const count = order.productIds.length
  return `${count} ${count === 1 ? 'item' : 'items'}`
}

export const ORDER_FIGURE_COLUMNS: readonly Column<AdminOrder>[] = [
  { name: 'Items', className: 'tabular-nums', cell: itemsOf },
  { name: 'Total', className: 'tabular-nums', cell: (order) => formatPrice(order.totalPrice) },
  { name: 'State', cell: (order) => <OrderStateBadge order={order} /> },
]
