// One order (/orders/one-order/{id}); the spec shows the route but not its screen (see order-details.tsx).
import { OrderDetails } from './order-details'
import { RoutedOrder } from './routed-order'

export function OrderPage() {
  return <RoutedOrder>{(order) => <OrderDetails order={order} />}</RoutedOrder>
}
