// Order history screen (spec §2 "Orders"); the entries come with the orders issue.
import { PageHeading } from '../../../shared/components/page-heading'

export function OrdersPage() {
  return (
    <section>
      <PageHeading>Your Orders</PageHeading>
    </section>
  )
}
