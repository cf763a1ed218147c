// Checkout screen (spec §2 "Checkout", §4 "Checkout", §8): the order summary and the billing and shipping form.
// Success → cart cleared, success dialog, on to /orders; failure → 'Failed to place the order', the cart kept.
// The cart is checked against the server first (useRefreshedCart: GET /api/books/{id} for each cart book, the cache
// entries the cart and book pages share). Needed, though the server is the authority on prices and stock: it refuses
// a total that is not its own (409), and the stored cart may carry prices from an earlier visit, so without these
// answers such a cart could never be ordered; they also say which books are gone (404, left out of the order) or sold
// out (the order waits), which CartProblems shows. The price is the server's too (issue 39): the form's country and
// state ask the quote (shipping methods, each tax, the total), the summary shows it, and the order sends the method
// and the total it said; a quote refused for the address shows its reason beside the country or state.
import { DEFAULT_CATEGORY } from '@bookstore/contract/categories'
import { isRegionOf, needsRegion } from '@bookstore/contract/countries'
import type { QuoteBody } from '@bookstore/contract/schemas/checkout'
import { CHECKOUT_MESSAGES } from '@bookstore/contract/schemas/checkout-form'
import { useQueryClient } from '@tanstack/react-query'
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
import { quoteQuery, useCheckoutOptions, useCheckoutQuote } from '@/features/checkout/api/checkout-price'
import { useCreateOrder } from '@/features/checkout/api/create-order'
import type { CheckoutFormWithTerms } from '@/features/checkout/checkout-schema'
import { ORDER_FIELD_LABELS, orderBody } from '@/features/checkout/order-body'
import { CartProblems } from './cart-problems'
import { CheckoutForm, type Destination, type OrderHold } from './checkout-form'
import { OrderSummary, type QuoteView } from './order-summary'
import { ShippingMethods } from './shipping-methods'

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

/** What the quote is asked for: the cart once checked, and a destination the price depends on; null: not yet. */
function quoteBodyOf(
  productIds: readonly string[],
  { country, state }: Destination,
  shippingMethod: string | null,
): QuoteBody | null {
  if (productIds.length === 0 || country === '') return null
  if (needsRegion(country) && !isRegionOf(country, state)) return null
  // Elsewhere the state is the shopper's text, which the price does not read: typing it asks nothing.
  return {
    productIds: [...productIds],
    address: { country, state: needsRegion(country) ? state : '' },
    shippingMethod,
  }
}

/** The summary's view of the quote query. */
function quoteView(body: QuoteBody | null, query: ReturnType<typeof useCheckoutQuote>): QuoteView {
  if (body === null) return { state: 'no-address' }
  if (query.isError) {
    const { error } = query
    return error instanceof ApiError && error.status === 422
      ? { state: 'refused', message: error.message.replace(/^[\w.]+: /, '') }
      : { state: 'failed', retry: () => void query.refetch() }
  }
  if (query.data === undefined) return { state: 'loading' }
  return { state: 'quoted', quote: query.data, updating: query.isPlaceholderData || query.isFetching }
}

export function CheckoutPage() {
  usePageTitle(PAGE_TITLES.checkout)
  const auth = useAuth()
  const { lines, orderable, checking } = useRefreshedCart()
  const createOrder = useCreateOrder()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const options = useCheckoutOptions()
  const [destination, setDestination] = useState<Destination>({ country: '', state: '' })
  const [method, setMethod] = useState<string | null>(null)
  const body = checking
    ? null
    : quoteBodyOf(
        orderable.map((item) => item._id),
        destination,
        method,
      )
  const quote = useCheckoutQuote(body)
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
    const priced = quoteBodyOf(
      orderable.map((item) => item._id),
      values,
      method,
    )
    try {
      // The price she sees: the summary's quote, asked now if the address just changed.
      if (priced === null) throw new Error('no destination to price')
      const price = await queryClient.fetchQuery(quoteQuery(priced))
      await createOrder.mutateAsync(orderBody(user, values, orderable, price))
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
              <CheckoutForm
                email={user.email}
                hold={hold}
                options={options.data}
                onDestination={setDestination}
                onPlaceOrder={placeOrder}
              >
                {quote.data && body !== null ? (
                  <ShippingMethods
                    methods={quote.data.shippingMethods}
                    chosen={quote.data.shippingMethod}
                    onChoose={setMethod}
                  />
                ) : null}
                {options.isError ? (
                  <p role="alert" className="mt-4 text-sm text-red-700">
                    The countries we ship to could not be loaded.{' '}
                    <button
                      type="button"
                      onClick={() => void options.refetch()}
                      className="font-semibold underline"
                    >
                      Try again
                    </button>
                  </p>
                ) : null}
              </CheckoutForm>
            </Panel>
            <OrderSummary items={orderable} quote={quoteView(body, quote)} />
          </div>
        </>
      )}
    </section>
  )
}
