// The 10 latest orders (issue 17): when, who, total and state (in transit, delivered, cancelled), each linking to
// its page in the dashboard.
import { longDate } from '@bookstore/contract/long-date'
import { formatPrice } from '@bookstore/contract/money'
import { orderState, type AdminOrder, type OrderState } from '@bookstore/contract/schemas/admin-orders'
import { Link } from 'react-router'
import { paths } from '@/shared/paths'
import { EmptyNote, OverviewCard, linkClass } from './overview-card'

const STATES: Record<OrderState, { label: string; look: string }> = {
  'in-transit': { label: 'In transit', look: 'bg-amber-100 text-amber-900' },
  delivered: { label: 'Delivered', look: 'bg-emerald-100 text-emerald-900' },
  cancelled: { label: 'Cancelled', look: 'bg-stone-200 text-stone-800' },
}

/** The short reference an order is shown by: the start of its id. */
export const orderReference = (id: string) => `#${id.slice(0, 8)}`

const cell = 'px-3 py-2'

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
                  <th key={name} scope="col" className={cell}>
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => {
                const state = STATES[orderState(order)]
                return (
                  <tr key={order._id} className="border-t border-stone-200">
                    <th scope="row" className={`${cell} text-left font-medium`}>
                      <Link to={paths.dashboardOrder.href(order._id)} className={linkClass}>
                        {orderReference(order._id)}
                      </Link>
                    </th>
                    <td className={`${cell} whitespace-nowrap`}>
                      {longDate(new Date(order.placedAt), 'local')}
                    </td>
                    <td className={cell}>{order.name}</td>
                    <td className={`${cell} tabular-nums`}>{formatPrice(order.totalPrice)}</td>
                    <td className={cell}>
                      <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${state.look}`}>
                        {state.label}
                      </span>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
    </OverviewCard>
  )
}
