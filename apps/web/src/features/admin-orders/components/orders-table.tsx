// The dashboard's orders table (issue 17): date, the order's number ('#10042', issue 27 item 5), customer (name and
// email), number of items, total and state; a row opens the order (its number is the link, for the keyboard and screen
// readers, issue 37 item 7; a click anywhere on the row follows it).
import type { AdminOrder, AdminOrderSort } from '@bookstore/contract/schemas/admin-orders'
import { useLocation, useNavigate } from 'react-router'
import { DashboardTable, type Column } from '@/shared/components/dashboard/dashboard-table'
import type { ColumnSort, TableSort } from '@/shared/components/dashboard/table-sort'
import {
  ORDER_FIGURE_COLUMNS,
  orderDateColumn,
  orderNumberColumn,
} from '@/shared/components/dashboard/order-columns'
import { paths } from '@/shared/paths'
import { orderDateTime } from '@/features/admin-orders/admin-orders-texts'

/** What the order's page needs to lead back to this list as it is (filters and page). */
interface BackState {
  ordersSearch: string
}

/** The orders the Date and Total heads ask the API for (issue 27 item 5): newest and highest first. */
const SORTS: Record<string, ColumnSort<AdminOrderSort>> = {
  Date: { descending: 'newest', ascending: 'oldest', start: 'descending' },
  Total: { descending: 'total-desc', ascending: 'total-asc', start: 'descending' },
}

const SORT_CAPTIONS: Record<AdminOrderSort, string> = {
  newest: 'newest first',
  oldest: 'oldest first',
  'total-desc': 'highest total first',
  'total-asc': 'lowest total first',
}

/** A column, with its head's orders when it has some. */
const sortable = (column: Column<AdminOrder>): Column<AdminOrder, AdminOrderSort> => {
  const sort = SORTS[column.name]
  return sort === undefined ? column : { ...column, sort }
}

const columns = (state: BackState): Column<AdminOrder, AdminOrderSort>[] => [
  sortable(orderDateColumn((order) => orderDateTime(order.createdAt))),
  orderNumberColumn(state),
  {
    name: 'Customer',
    // On a phone the row keeps its date, number, total and state; who ordered is on the order's page (issue 27).
    hideBelow: 'md',
    cell: (order) => (
      <>
        <span className="block font-medium">{order.name}</span>
        <span className="block text-stone-600">{order.email}</span>
      </>
    ),
  },
  ...ORDER_FIGURE_COLUMNS.map(sortable),
]

interface OrdersTableProps {
  orders: AdminOrder[]
  /** Another page or filter is loading: the rows shown are the previous ones. */
  stale: boolean
  /** The list's order, which the Date and Total heads change. */
  sort?: TableSort<AdminOrderSort>
}

export function OrdersTable({ orders, stale, sort }: OrdersTableProps) {
  const navigate = useNavigate()
  const state = { ordersSearch: useLocation().search }
  return (
    <DashboardTable
      caption={`Orders, ${SORT_CAPTIONS[sort?.value ?? 'newest']}`}
      columns={columns(state)}
      sort={sort}
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
