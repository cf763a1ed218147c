// Cart screen (spec §2 "Cart screen", §4 "Cart"): the cart's books with Remove, Clear Cart, the subtotal and the
// way on to checkout or back to shopping; 'No products found' when the cart is empty. The books are checked against
// the server on the way in, so the lines and the subtotal show today's prices and stock.
import { useRefreshedCart } from '@/shared/cart-refresh'
import { clearCart } from '@/shared/cart-store'
import { Button } from '@/shared/components/button'
import { PageHeading } from '@/shared/components/page-heading'
import { Panel } from '@/shared/components/panel'
import { PAGE_TITLES } from '@/shared/page-titles'
import { usePageTitle } from '@/shared/use-page-title'
import { CartLine } from './cart-line'
import { CartSummary, ContinueShoppingLink } from './cart-summary'

export function CartPage() {
  usePageTitle(PAGE_TITLES.cart)
  const { lines, orderable, checking } = useRefreshedCart()
  const count = lines.length
  return (
    <section>
      <PageHeading subtitle={count > 0 ? `${count} ${count === 1 ? 'item' : 'items'}` : null}>
        Shopping Cart
      </PageHeading>
      {count === 0 ? (
        <Panel className="px-6 py-14 text-center">
          <p className="text-lg font-semibold text-stone-700">No products found</p>
          <p className="mt-4">
            <ContinueShoppingLink />
          </p>
        </Panel>
      ) : (
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <Panel className="px-4 sm:px-6">
            <ul aria-label="Books in your cart" className="divide-y divide-stone-200">
              {lines.map((line) => (
                <CartLine key={line.item._id} line={line} />
              ))}
            </ul>
            <div className="flex justify-end border-t border-stone-200 py-4">
              <Button variant="secondary" onClick={clearCart}>
                Clear Cart
              </Button>
            </div>
          </Panel>
          <CartSummary items={orderable} checking={checking} />
        </div>
      )}
    </section>
  )
}
