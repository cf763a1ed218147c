// Checkout screen (spec §2 "Checkout"); the summary and form come with the checkout issue.
import { PageHeading } from '../../../shared/components/page-heading'

export function CheckoutPage() {
  return (
    <section>
      <PageHeading>Checkout</PageHeading>
    </section>
  )
}
