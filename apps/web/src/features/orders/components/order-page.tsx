// One order (/orders/one-order/{id}); the spec shows the route but not its screen (see order-details.tsx).
import { PAGE_TITLES } from '@/shared/page-titles'
import { usePageTitle } from '@/shared/use-page-title'
import { OrderDetails } from './order-details'
import { RoutedOrder } from './routed-order'

export function OrderPage() {
  usePageTitle(PAGE_TITLES.order)
  return <RoutedOrder>{(order) => <OrderDetails order={order} />}</RoutedOrder>
}
