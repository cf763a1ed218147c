// A customer's orders on her page (issue 17): newest first, a page at a time (?page= in the URL), each with its date
// (the link to the order's page), its number ('#10042'), number of items, total and state, cancelled ones included.
import type { AdminOrder } from '@bookstore/contract/schemas/admin-orders'
import { DashboardTable, type Column } from '@/shared/components/dashboard/dashboard-table'
import {
  ORDER_FIGURE_COLUMNS,
  ORDER_NUMBER_COLUMN,
  orderDateColumn,
} from '@/shared/components/dashboard/order-columns'
import { PagedList, type PagedListKind } from '@/shared/components/dashboard/paged-list'
import { readNoFilters, useListSearch } from '@/shared/use-list-search'
import { CUSTOMER_ORDERS_PAGE_SIZE, useCustomerOrders } from '@/features/customers/api/get-customer-orders'
import { CUSTOMERS_TEXTS, customerDate } from '@/features/customers/customers-texts'

const COLUMNS: readonly Column<AdminOrder>[] = [
  orderDateColumn((order) => customerDate(order.placedAt)),
  ORDER_NUMBER_COLUMN,
  ...ORDER_FIGURE_COLUMNS,
]

const HER_ORDERS_LIST: PagedListKind = {
  pagerLabel: 'Pages of her orders',
  spacing: 'mt-4',
  failed: CUSTOMERS_TEXTS.ordersFailed,
}

export function CustomerOrders({ uid }: { uid: string }) {
  const place = useListSearch(readNoFilters)
  const orders = useCustomerOrders(uid, (place.page - 1) * CUSTOMER_ORDERS_PAGE_SIZE)
  return (
    <PagedList kind={HER_ORDERS_LIST} query={orders} place={place} empty={CUSTOMERS_TEXTS.noOrders}>
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
