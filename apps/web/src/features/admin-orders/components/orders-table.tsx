// The dashboard's orders table (issue 17): date, customer (name and email), number of items, total and state; a row
// opens the order (its date is the link, for the keyboard and screen readers; a click anywhere on the row follows it).
import { formatPrice } from '@bookstore/contract/money'
import type { AdminOrder } from '@bookstore/contract/schemas/admin-orders'
import { Link, useLocation, useNavigate } from 'react-router'
import { DashboardTable, TABLE_CELL } from '@/shared/components/dashboard/dashboard-table'
import { paths } from '@/shared/paths'
import { orderDateTime } from '@/features/admin-orders/admin-orders-texts'
import { OrderStateBadge } from '@/shared/components/dashboard/order-state-badge'

const cell = TABLE_CELL
const COLUMNS = ['Date', 'Customer', 'Items', 'Total', 'State']

function OrderRow({ order }: { order: AdminOrder }) {
  const navigate = useNavigate()
  // The order's page leads back to this list as it is (filters and page).
  const state = { ordersSearch: useLocation().search }
  const count = order.productIds.length
  return (
    <tr
      onClick={(event) => {
        // The link itself (or text being selected) does its own thing.
        if (event.target instanceof HTMLAnchorElement || window.getSelection()?.toString()) return
        void navigate(paths.dashboardOrder.href(order._id), { state })
      }}
      className="cursor-pointer border-t border-stone-200 hover:bg-brand-50"
    >
      <th scope="row" className={`${cell} text-left font-medium whitespace-nowrap`}>
        <Link
          to={paths.dashboardOrder.href(order._id)}
          state={state}
          className="text-brand-700 underline-offset-2 hover:underline"
        >
          {orderDateTime(order.createdAt)}
        </Link>
      </th>
      <td className={cell}>
        <span className="block font-medium">{order.name}</span>
        <span className="block text-stone-600">{order.email}</span>
      </td>
      <td className={`${cell} tabular-nums`}>
        {count} {count === 1 ? 'item' : 'items'}
      </td>
      <td className={`${cell} tabular-nums`}>{formatPrice(order.totalPrice)}</td>
      <td className={cell}>
        <OrderStateBadge order={order} />
      </td>
    </tr>
  )
}

interface OrdersTableProps {
  orders: AdminOrder[]
  /** Another page or filter is loading: the rows shown are the previous ones. */
  stale: boolean
}

export function OrdersTable({ orders, stale }: OrdersTableProps) {
  return (
    <DashboardTable caption="Orders, newest first" columns={COLUMNS} stale={stale}>
      {orders.map((order) => (
        <OrderRow key={order._id} order={order} />
      ))}
    </DashboardTable>
  )
}
