// Checkout screen (spec §2 "Checkout", §4 "Checkout", §8): the order summary and the billing and shipping form.
// Success → cart cleared, success dialog, on to /orders; failure → 'Failed to place the order', the cart kept.
// The cart is checked against the server first (useRefreshedCart: GET /api/books/{id} for each cart book, the cache
// entries the cart and book pages share). Needed, though the server is the authority on prices and stock: it refuses
// a total that is not its own (409), and the stored cart may carry prices from an earlier visit, so without these
// answers such a cart could never be ordered; they also say which books are gone (404, left out of the order) or sold
// out (the order waits), which CartProblems shows.
import { DEFAULT_CATEGORY } from '@bookstore/contract/categories'
import { CHECKOUT_MESSAGES } from '@bookstore/contract/schemas/checkout-form'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { ApiError } from '@/shared/api/api-error'
import { serverFieldSentences } from '@/shared/api/server-field-errors'
import { useAuth } from '@/shared/auth/use-auth'
import { useRefreshedCart } from '@/shared/cart-refresh'
import { clearCart } from '@/shared/cart-store'
import { ButtonLink } from '@/shared/components/button'
import { PageHeading } from '@/shared/components/page-heading'
import { Panel } from '@/shared/components/panel'
import { showDialog } from '@/shared/dialogs'
import { paths } from '@/shared/paths'
import { PAGE_TITLES } from '@/shared/page-titles'
import { usePageTitle } from '@/shared/use-page-title'
import { useCreateOrder } from '@/features/checkout/api/create-order'
import type { CheckoutFormWithTerms } from '@/features/checkout/checkout-schema'
import { ORDER_FIELD_LABELS, orderBody } from '@/features/checkout/order-body'
import { CartProblems } from './cart-problems'
import { CheckoutForm, type OrderHold } from './checkout-form'
import { OrderSummary } from './order-summary'

export const CHECKOUT_TEXTS = {
  placedTitle: 'Order placed',
  placedText: 'Your order was placed successfully!',
  emptyCart: 'Your cart is empty',
  emptyCartHint: 'Add a book or two to your cart before checking out.',
  retryLater: 'Please try again later.',
} as const

/**
 * The server's sentence for a refusal it explains (a price changed, a book sold out; for fields it names, their
 * messages, shown beside them too); a fixed one otherwise.
 */
const failureText = (error: unknown): string => {
  if (!(error instanceof ApiError) || error.status >= 500) return CHECKOUT_TEXTS.retryLater
  return serverFieldSentences(error, ORDER_FIELD_LABELS) ?? error.message
}

export function CheckoutPage() {
  usePageTitle(PAGE_TITLES.checkout)
  const auth = useAuth()
  const { lines, orderable, checking } = useRefreshedCart()
  const createOrder = useCreateOrder()
  const navigate = useNavigate()
  // Set with the cleared cart, so the page says the order went through instead of 'Your cart is empty'.
  const [placed, setPlaced] = useState(false)

  // The route's guard lets only signed-in shoppers through.
  if (auth.status !== 'signed-in') return null
  const { user } = auth
  const blocked = orderable.length === 0 || orderable.some((item) => item.stock < 1)
  const hold: OrderHold = checking ? 'checking' : blocked ? 'blocked' : null

  /** Resolves with the failure when the order was refused, so the form can show it beside the fields it names. */
  const placeOrder = async (values: CheckoutFormWithTerms): Promise<unknown> => {
    // Pressing Enter in a field submits even while the button is disabled.
    if (hold !== null) return undefined
    try {
      await createOrder.mutateAsync(orderBody(user, values, orderable))
    } catch (error) {
      void showDialog({ icon: 'error', title: CHECKOUT_MESSAGES.orderFailed, text: failureText(error) })
      return error
    }
    setPlaced(true)
    clearCart()
    void showDialog({ icon: 'success', title: CHECKOUT_TEXTS.placedTitle, text: CHECKOUT_TEXTS.placedText })
    await navigate(paths.orders.href())
    return undefined
  }

  return (
    <section>
      <PageHeading>Checkout</PageHeading>
      {lines.length === 0 ? (
        placed ? (
          // Between the cleared cart and the orders page.
          <p role="status" className="py-10 text-center text-stone-600">
            {CHECKOUT_TEXTS.placedText}
          </p>
        ) : (
          <Panel className="px-6 py-14 text-center">
            <p className="text-lg font-semibold text-stone-700">{CHECKOUT_TEXTS.emptyCart}</p>
            <p className="mt-2 text-stone-600">{CHECKOUT_TEXTS.emptyCartHint}</p>
            <ButtonLink to={paths.category.href(DEFAULT_CATEGORY)} className="mt-6">
              Continue Shopping
            </ButtonLink>
          </Panel>
        )
      ) : (
        <>
          <CartProblems lines={lines} />
          <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
            <Panel className="p-6 sm:p-8">
              <CheckoutForm email={user.email} hold={hold} onPlaceOrder={placeOrder} />
            </Panel>
            <OrderSummary items={orderable} />
          </div>
        </>
      )}
    </section>
  )
}
