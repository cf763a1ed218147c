// One order (/orders/one-order/{id}); the spec shows the route but not its screen.
import { PageHeading } from '../../../shared/components/page-heading'

export function OrderPage() {
  return (
    <section>
      <PageHeading>Order Details</PageHeading>
    </section>
  )
}
