// Order history (spec §2 "Orders"): the signed-in shopper's orders, newest first, from GET /api/orders/email/{email};
// an error or no orders at all read 'No Orders Found' with a Start Shopping button (spec §8 "Orders error").
import { ButtonLink } from '@/shared/components/button'
import { PageHeading } from '@/shared/components/page-heading'
import { Panel } from '@/shared/components/panel'
import { QueryLoading } from '@/shared/components/query-state'
import { useAuth } from '@/shared/auth/use-auth'
import { paths } from '@/shared/paths'
import { useOrdersByEmail } from '@/shared/api/orders-query'
import { PAGE_TITLES } from '@/shared/page-titles'
import { usePageTitle } from '@/shared/use-page-title'
import { useBuyAgain } from '@/features/orders/api/buy-again'
import { OrderCard } from './order-card'

function NoOrders() {
  return (
    <Panel className="px-6 py-16 text-center">
      <p className="font-display text-2xl font-bold text-brand-800">No Orders Found</p>
      <ButtonLink to={paths.home.href()} className="mt-6">
        Start Shopping
      </ButtonLink>
    </Panel>
  )
}

function OrderHistory({ email }: { email: string }) {
  const orders = useOrdersByEmail(email)
  const buyAgain = useBuyAgain()
  const busyBookId = buyAgain.isPending ? buyAgain.variables : null

  if (orders.isPending) return <QueryLoading size="page">Loading orders...</QueryLoading>
  // Spec §8: a failed load reads the same as an empty history.
  if (orders.isError || orders.data.length === 0) return <NoOrders />
  return (
    <div className="space-y-6">
      {orders.data.map((order) => (
        <OrderCard
          key={order._id}
          order={order}
          onBuyAgain={(bookId) => buyAgain.mutate(bookId)}
          busyBookId={busyBookId}
        />
      ))}
    </div>
  )
}

export function OrdersPage() {
  usePageTitle(PAGE_TITLES.orders)
  const auth = useAuth()
  return (
    <section>
      <PageHeading>Your Orders</PageHeading>
      {/* The route's guard lets only signed-in shoppers through; the session may still end while here. */}
      {auth.status === 'signed-in' ? (
        <OrderHistory email={auth.user.email} />
      ) : (
        <QueryLoading size="page">Loading orders...</QueryLoading>
      )}
    </section>
  )
}
