// The columns of an order's row wherever the dashboard lists orders (issue 17: the orders list and a customer's
// orders): its date first, then its number ('#10042'), which names the row and links to the order's page (issue 37
// item 7: the number is what an admin reads and says, not the date); how many items, the total and the state's pill,
// cancelled orders included, last. On a phone (issue 27 item 3) the date wraps and the items' count hides: the
// number, total and state stay.
import { formatPrice } from '@bookstore/contract/money'
import { formatOrderNumber } from '@bookstore/contract/order-number'
import type { AdminOrder } from '@bookstore/contract/schemas/admin-orders'
import { Link } from 'react-router'
import { paths } from '@/shared/paths'
import type { Column } from './dashboard-table'
import { OrderStateBadge } from './order-state-badge'

/** The order's date as `dateOf` writes it. */
export const orderDateColumn = (dateOf: (order: AdminOrder) => string): Column<AdminOrder> => ({
  name: 'Date',
  className: 'sm:whitespace-nowrap',
  cell: dateOf,
})

/** The order's short number ('#10042', issue 27 item 5), naming the row and linking to its page (with `state`). */
export const orderNumberColumn = (state?: unknown): Column<AdminOrder> => ({
  name: 'Number',
  rowHeader: true,
  className: 'tabular-nums whitespace-nowrap',
  cell: (order) => (
    <Link
      to={paths.dashboardOrder.href(order._id)}
      state={state}
      className="text-brand-700 underline-offset-2 hover:underline"
    >
      {formatOrderNumber(order.number)}
    </Link>
  ),
})

/** The number's column without a state for the order's page (a customer's orders). */
export const ORDER_NUMBER_COLUMN: Column<AdminOrder> = orderNumberColumn()

const itemsOf = (order: AdminOrder): string => {
  const count = order.productIds.length
  return `${count} ${count === 1 ? 'item' : 'items'}`
}

export const ORDER_FIGURE_COLUMNS: readonly Column<AdminOrder>[] = [
  { name: 'Items', hideBelow: 'sm', className: 'tabular-nums', cell: itemsOf },
  {
    name: 'Total',
    className: 'tabular-nums whitespace-nowrap',
    cell: (order) => formatPrice(order.totalPrice),
  },
  { name: 'State', cell: (order) => <OrderStateBadge order={order} /> },
]
