// One order in the dashboard (issue 17): everything the shopper gave and every line, its state, and the way to
// deliver or cancel it. Loading, not found (an unknown or malformed id answers 404) and error states. The screen is
// named by the order's number once it is loaded ('Order #10042', issue 27 item 5).
import { formatOrderNumber } from '@bookstore/contract/order-number'
import { useLocation, useParams } from 'react-router'
import { ButtonLink } from '@/shared/components/button'
import { paths } from '@/shared/paths'
import { useDashboardScreen } from '@/shared/dashboard-screen'
import { DashboardRecord } from '@/shared/components/dashboard/dashboard-record'
import { DashboardSection } from '@/shared/components/dashboard/dashboard-section'
import { ADMIN_ORDERS_TEXTS } from '@/features/admin-orders/admin-orders-texts'
import { useAdminOrder } from '@/features/admin-orders/api/get-admin-order'
import { AdminOrderDetails } from './admin-order-details'

export function AdminOrderPage() {
  const { id = '' } = useParams()
  const order = useAdminOrder(id)
  const name = order.data ? `Order ${formatOrderNumber(order.data.number)}` : 'Order'
  useDashboardScreen(name)
  // Opened from the list: back to it as it was (its filters and page).
  const from: unknown = useLocation().state
  const listSearch =
    typeof from === 'object' &&
    from !== null &&
    'ordersSearch' in from &&
    typeof from.ordersSearch === 'string'
      ? from.ordersSearch
      : ''

  return (
    <DashboardSection title={name}>
      <p className="mt-1 font-mono text-xs break-all text-stone-600">{id}</p>
      <DashboardRecord
        query={order}
        notFound={ADMIN_ORDERS_TEXTS.notFound}
        failed={ADMIN_ORDERS_TEXTS.orderFailed}
      >
        {(shown) => <AdminOrderDetails order={shown} />}
      </DashboardRecord>
      <div className="mt-8">
        <ButtonLink to={`${paths.dashboardOrders.href()}${listSearch}`} variant="secondary">
          Back to orders
        </ButtonLink>
      </div>
    </DashboardSection>
  )
}
