// One order in the dashboard (issue 17): everything the shopper gave and every line, its state, and the way to
// deliver or cancel it. Loading, not found (an unknown or malformed id answers 404) and error states.
import { useLocation, useParams } from 'react-router'
import { ApiError } from '@/shared/api/api-error'
import { ButtonLink } from '@/shared/components/button'
import { QueryError } from '@/shared/components/query-state'
import { paths } from '@/shared/paths'
import { usePageTitle } from '@/shared/use-page-title'
import { DashboardSection } from '@/shared/components/dashboard/dashboard-section'
import { ADMIN_ORDERS_TEXTS } from '@/features/admin-orders/admin-orders-texts'
import { useAdminOrder } from '@/features/admin-orders/api/get-admin-order'
import { AdminOrderDetails } from './admin-order-details'

export function AdminOrderPage() {
  const { id = '' } = useParams()
  usePageTitle('Order')
  const order = useAdminOrder(id)
  // Opened from the list: back to it as it was (its filters and page).
  const from: unknown = useLocation().state
  const listSearch =
    typeof from === 'object' &&
    from !== null &&
    'ordersSearch' in from &&
    typeof from.ordersSearch === 'string'
      ? from.ordersSearch
      : ''

  const body = order.isPending ? (
    <p role="status" className="mt-6 text-stone-600">
      Loading...
    </p>
  ) : order.isError ? (
    order.error instanceof ApiError && order.error.status === 404 ? (
      <p role="alert" className="mt-6 font-medium text-red-700">
        {ADMIN_ORDERS_TEXTS.notFound}
      </p>
    ) : (
      <div className="mt-6">
        <QueryError message={ADMIN_ORDERS_TEXTS.orderFailed} onRetry={() => void order.refetch()} />
      </div>
    )
  ) : (
    <AdminOrderDetails order={order.data} />
  )

  return (
    <DashboardSection title="Order">
      <p className="mt-1 font-mono text-xs break-all text-stone-600">{id}</p>
      {body}
      <div className="mt-8">
        <ButtonLink to={`${paths.dashboardOrders.href()}${listSearch}`} variant="secondary">
          Back to orders
        </ButtonLink>
      </div>
    </DashboardSection>
  )
}
