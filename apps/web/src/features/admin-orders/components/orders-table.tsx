// The dashboard's orders table (issue 17): date, the order's number ('#10042', issue 27 item 5), customer (name and
// email), number of items, total and state; a row
// opens the order (its date is the link, for the keyboard and screen readers; a click anywhere on the row follows it).
import { formatOrderNumber } from '@bookstore/contract/order-number'
import type { AdminOrder } from '@bookstore/contract/schemas/admin-orders'
import { useLocation, useNavigate } from 'react-router'
import { DashboardTable, type Column } from '@/shared/components/dashboard/dashboard-table'
import { ORDER_FIGURE_COLUMNS, orderDateColumn } from '@/shared/components/dashboard/order-columns'
import { paths } from '@/shared/paths'
import { orderDateTime } from '@/features/admin-orders/admin-orders-texts'

/** What the order's page needs to lead back to this list as it is (filters and page). */
interface BackState {
  ordersSearch: string
}

const columns = (state: BackState): Column<AdminOrder>[] => [
  orderDateColumn((order) => orderDateTime(order.createdAt), state),
  {
    name: 'Number',
    className: 'tabular-nums whitespace-nowrap',
    cell: (order) => formatOrderNumber(order.number),
  },
  {
    name: 'Customer',
    cell: (order) => (
      <>
        <span className="block font-medium">{order.name}</span>
        <span className="block text-stone-600">{order.email}</span>
      </>
    ),
  },
  ...ORDER_FIGURE_COLUMNS,
]

interface OrdersTableProps {
  orders: AdminOrder[]
  /** Another page or filter is loading: the rows shown are the previous ones. */
  stale: boolean
}

export function OrdersTable({ orders, stale }: OrdersTableProps) {
  const navigate = useNavigate()
  const state = { ordersSearch: useLocation().search }
  return (
    <DashboardTable
      caption="Orders, newest first"
      columns={columns(state)}
      rows={orders}
      rowKey={(order) => order._id}
      rowClassName="cursor-pointer hover:bg-brand-50"
      onRowClick={(order, event) => {
        // The link itself (or text being selected) does its own thing.
        if (event.target instanceof HTMLAnchorElement || window.getSelection()?.toString()) return
        void navigate(paths.dashboardOrder.href(order._id), { state })
      }}
      stale={stale}
    />
  )
}
