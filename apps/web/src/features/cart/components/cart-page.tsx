// Cart screen (spec §2 "Cart screen"); the item list and totals come with the cart issue.
import { PageHeading } from '../../../shared/components/page-heading'

export function CartPage() {
  return (
    <section>
      <PageHeading>Shopping Cart</PageHeading>
    </section>
  )
}
