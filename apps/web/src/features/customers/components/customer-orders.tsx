// A customer's orders on her page (issue 17): newest first, a page at a time (?page= in the URL), each with its date
// (the link to the order's page), number of items, total and state, cancelled ones included.
import type { AdminOrder } from '@bookstore/contract/schemas/admin-orders'
import { Link } from 'react-router'
import { paths } from '@/shared/paths'
import { DashboardTable, type Column } from '@/shared/components/dashboard/dashboard-table'
import { ORDER_FIGURE_COLUMNS } from '@/shared/components/dashboard/order-columns'
import { PagedList } from '@/shared/components/dashboard/paged-list'
import { readNoFilters, useListSearch } from '@/shared/use-list-search'
import { CUSTOMER_ORDERS_PAGE_SIZE, useCustomerOrders } from '@/features/customers/api/get-customer-orders'
import { CUSTOMERS_TEXTS, customerDate } from '@/features/customers/customers-texts'

const COLUMNS: readonly Column<AdminOrder>[] = [
  {
    name: 'Date',
    rowHeader: true,
    className: 'whitespace-nowrap',
    cell: (order) => (
      <Link
        to={paths.dashboardOrder.href(order._id)}
        className="text-brand-700 underline-offset-2 hover:underline"
      >
        {customerDate(order.placedAt)}
      </Link>
    ),
  },
  ...ORDER_FIGURE_COLUMNS,
]

export function CustomerOrders({ uid }: { uid: string }) {
  const { page, pageSearch } = useListSearch(readNoFilters)
  const orders = useCustomerOrders(uid, (page - 1) * CUSTOMER_ORDERS_PAGE_SIZE)
  return (
    <PagedList
      query={orders}
      page={page}
      pageSearch={pageSearch}
      pagerLabel="Pages of her orders"
      spacing="mt-4"
      failed={CUSTOMERS_TEXTS.ordersFailed}
      empty={CUSTOMERS_TEXTS.noOrders}
    >
      {({ items }, stale) => (
        <DashboardTable
          caption="Her orders, newest first"
          columns={COLUMNS}
          rows={items}
          rowKey={(order) => order._id}
          stale={stale}
        />
      )}
    </PagedList>
  )
}
