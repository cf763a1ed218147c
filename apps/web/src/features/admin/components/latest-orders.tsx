// The 10 latest orders (issue 17): the order's number (issue 27), when, who, total and state (in transit,
// delivered, cancelled), each linking to its page in the dashboard. On a phone the date and the customer hide, so the
// number, total and state fit without scrolling sideways (issue 27 item 3).
import { longDate } from '@bookstore/contract/long-date'
import { formatPrice } from '@bookstore/contract/money'
import { formatOrderNumber } from '@bookstore/contract/order-number'
import type { AdminOrder } from '@bookstore/contract/schemas/admin-orders'
import { Link } from 'react-router'
import { columnVisibility } from '@/shared/components/dashboard/dashboard-table'
import { OrderStateBadge } from '@/shared/components/dashboard/order-state-badge'
import { paths } from '@/shared/paths'
import { EmptyNote, OverviewCard, linkClass } from './overview-card'

const cell = 'px-3 py-2'
/** The date and customer columns, hidden on a phone. */
const wide = columnVisibility('sm')

export function LatestOrders({ orders }: { orders: readonly AdminOrder[] }) {
  return (
    <OverviewCard
      title="Latest orders"
      aside={
        <Link to={paths.dashboardOrders.href()} className={linkClass}>
          All orders
        </Link>
      }
    >
      {orders.length === 0 ? (
        <EmptyNote>No orders yet.</EmptyNote>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="bg-stone-50 text-left text-xs font-semibold text-stone-600">
              <tr>
                {['Order', 'Date', 'Customer', 'Total', 'State'].map((name) => (
                  <th
                    key={name}
                    scope="col"
                    className={`${cell}${name === 'Date' || name === 'Customer' ? wide : ''}`}
                  >
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order._id} className="border-t border-stone-200">
                  <th scope="row" className={`${cell} text-left font-medium`}>
                    <Link to={paths.dashboardOrder.href(order._id)} className={linkClass}>
                      {formatOrderNumber(order.number)}
                    </Link>
                  </th>
                  <td className={`${cell} whitespace-nowrap${wide}`}>
                    {longDate(new Date(order.placedAt), 'local')}
                  </td>
                  <td className={`${cell}${wide}`}>{order.name}</td>
                  <td className={`${cell} whitespace-nowrap tabular-nums`}>
                    {formatPrice(order.totalPrice)}
                  </td>
                  <td className={cell}>
                    <OrderStateBadge order={order} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </OverviewCard>
  )
}
