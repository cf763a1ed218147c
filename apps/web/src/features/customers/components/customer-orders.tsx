// A customer's orders on her page (issue 17): newest first, a page at a time (?page= in the URL), each with its date
// (the link to the order's page), number of items, total and state, cancelled ones included.
import { formatPrice } from '@bookstore/contract/money'
import type { AdminOrder } from '@bookstore/contract/schemas/admin-orders'
import { Link, useSearchParams } from 'react-router'
import { QueryError } from '@/shared/components/query-state'
import { paths } from '@/shared/paths'
import { DashboardTable, TABLE_CELL } from '@/shared/components/dashboard/dashboard-table'
import { ListPager } from '@/shared/components/dashboard/list-pager'
import { OrderStateBadge } from '@/shared/components/dashboard/order-state-badge'
import { CUSTOMER_ORDERS_PAGE_SIZE, useCustomerOrders } from '@/features/customers/api/get-customer-orders'
import { CUSTOMERS_TEXTS, customerDate } from '@/features/customers/customers-texts'
import { pageOf } from '@/features/customers/hooks/use-customers-search'

const cell = TABLE_CELL
const COLUMNS = ['Date', 'Items', 'Total', 'State']
const message = 'mt-4 text-stone-600'

function OrderRow({ order }: { order: AdminOrder }) {
  const items = order.productIds.length
  return (
    <tr className="border-t border-stone-200">
      <th scope="row" className={`${cell} text-left font-medium whitespace-nowrap`}>
        <Link
          to={paths.dashboardOrder.href(order._id)}
          className="text-brand-700 underline-offset-2 hover:underline"
        >
          {customerDate(order.placedAt)}
        </Link>
      </th>
      <td className={`${cell} tabular-nums`}>
        {items} {items === 1 ? 'item' : 'items'}
      </td>
      <td className={`${cell} tabular-nums`}>{formatPrice(order.totalPrice)}</td>
      <td className={cell}>
        <OrderStateBadge order={order} />
      </td>
    </tr>
  )
}

const pageSearch = (page: number) => (page > 1 ? `?page=${page}` : '')

export function CustomerOrders({ uid }: { uid: string }) {
  const [params] = useSearchParams()
  const page = pageOf(params.get('page'))
  const orders = useCustomerOrders(uid, (page - 1) * CUSTOMER_ORDERS_PAGE_SIZE)

  if (orders.isPending) {
    return (
      <p role="status" className={message}>
        Loading...
      </p>
    )
  }
  if (orders.isError) {
    return (
      <div className="mt-4">
        <QueryError message={CUSTOMERS_TEXTS.ordersFailed} onRetry={() => void orders.refetch()} />
      </div>
    )
  }
  if (orders.data.items.length === 0) {
    return (
      <p role="status" className={message}>
        {CUSTOMERS_TEXTS.noOrders}
      </p>
    )
  }
  const stale = orders.isPlaceholderData
  return (
    <>
      <div className="mt-4">
        <ListPager
          label="Pages of her orders"
          first={orders.data.offset + 1}
          count={orders.data.items.length}
          total={orders.data.total}
          previous={page > 1 ? pageSearch(page - 1) : null}
          next={orders.data.hasNext ? pageSearch(page + 1) : null}
        />
      </div>
      <DashboardTable caption="Her orders, newest first" columns={COLUMNS} stale={stale}>
        {orders.data.items.map((order) => (
          <OrderRow key={order._id} order={order} />
        ))}
      </DashboardTable>
    </>
  )
}
