// The cart's totals (spec §2 "Cart screen", §9): subtotal of the new prices (books no longer sold left out, as
// at checkout), the shipping note, the copies an order holds of a book (issue 22: the server refuses more),
// Checkout, and Continue Shopping to the fantasy category.
import { DEFAULT_CATEGORY } from '@bookstore/contract/categories'
import { formatPrice } from '@bookstore/contract/money'
import { COPIES_CAP_MESSAGE, subtotal } from '@bookstore/contract/order-rules'
import { Link } from 'react-router'
import { CHECKING_PRICES } from '@/shared/cart-refresh'
import type { CartItem } from '@/shared/cart-store'
import { ButtonLink } from '@/shared/components/button'
import { OrderSummaryPanel } from '@/shared/components/order-summary-panel'
import { paths } from '@/shared/paths'

export function ContinueShoppingLink() {
  return (
    <Link
      to={paths.category.href(DEFAULT_CATEGORY)}
      className="font-semibold text-brand-700 hover:text-brand-800 hover:underline"
    >
      Continue Shopping<span aria-hidden="true"> &rarr;</span>
    </Link>
  )
}

interface CartSummaryProps {
  items: readonly CartItem[]
  /** The server's prices are on their way; the subtotal may still change. */
  checking: boolean
}

export function CartSummary({ items, checking }: CartSummaryProps) {
  return (
    <OrderSummaryPanel titleId="cart-summary-title">
      <dl className="mt-4 flex items-baseline justify-between text-base font-semibold">
        <dt>Subtotal</dt>
        <dd>{formatPrice(subtotal(items))}</dd>
      </dl>
      <p role="status" className="text-sm text-stone-600">
        {checking ? CHECKING_PRICES : null}
      </p>
      <p className="mt-1 text-sm text-stone-600">Shipping and taxes calculated at checkout.</p>
      <p className="mt-1 text-sm text-stone-600">{COPIES_CAP_MESSAGE}.</p>
      <ButtonLink to={paths.checkout.href()} className="mt-6 w-full py-3">
        Checkout
      </ButtonLink>
      <p className="mt-4 text-center text-sm text-stone-600">
        or <ContinueShoppingLink />
      </p>
    </OrderSummaryPanel>
  )
}
