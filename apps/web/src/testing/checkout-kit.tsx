// What the checkout screen's tests share: cart items, the order the server answers, the screen opened by a signed-in
// shopper with a cart, and the form filled in.
import { regionsOf } from '@bookstore/contract/countries'
import { fromCents, toCents } from '@bookstore/contract/money'
import type { CheckoutOptions, CheckoutQuote, QuoteBody } from '@bookstore/contract/schemas/checkout'
import type { Order } from '@bookstore/contract/schemas/order'
import { fireEvent, screen } from '@testing-library/react'
import { CheckoutPage } from '@/features/checkout/components/checkout-page'
import { addToCart, type CartItem } from '@/shared/cart-store'
import { cartItem } from './books-kit'
import { unpricedFields } from './orders-kit'
import { stubFetch, type Handler } from './fake-fetch'
import { field, fill } from './form-kit'
import { renderScreen } from './render-screen'
import { ADA, signedIn } from './shopper-kit'

export const book = (n: number, title = `Book number ${n}`): CartItem =>
  cartItem(`00000000-0000-4000-8000-00000000000${n}`, {
    title,
    coverImage: `${n}.webp`,
    newPrice: n / 10,
    stock: 5,
  })

/** Where the order is shipped: what the form is filled with, and what the server answers. */
export const SHIPPING = {
  street: '12 St James Sq',
  city: 'London',
  country: 'GB',
  state: 'Greater London',
  zipcode: 'SW1Y',
}

/** GET /api/checkout/options of a store shipping to France, the UK and the US (issue 39). */
export const CHECKOUT_OPTIONS: CheckoutOptions = {
  countries: [
    { code: 'FR', name: 'France' },
    { code: 'GB', name: 'United Kingdom' },
    { code: 'US', name: 'United States' },
  ],
  regions: { US: [...regionsOf('US')] },
  pricesIncludeTax: false,
  currency: 'USD',
}

export const FREE_SHIPPING = { id: 'free', name: 'Free shipping', price: 0, estimate: '3–5 business days' }

/**
 * POST /api/checkout/quote as a store with free shipping and no tax answers it: each book at the price its own stub
 * (GET /api/books/{id} in `routes`) answers now, so a test that changes a price changes the quote too.
 */
export const booksOnlyQuote =
  (routes: Record<string, Handler>): Handler =>
  async (body, request) => {
    const { productIds, address } = body as QuoteBody
    const lines = await Promise.all(
      productIds.map(async (id) => {
        const answer = await routes[`GET /api/books/${id}`]?.(undefined, request)
        const detail = answer?.body as { title: string; newPrice: number } | undefined
        return { _id: id, title: detail?.title ?? '', newPrice: detail?.newPrice ?? 0, tax: 0, taxRate: 0 }
      }),
    )
    const subtotal = fromCents(lines.reduce((sum, line) => sum + toCents(line.newPrice), 0))
    const quote: CheckoutQuote = {
      lines,
      subtotal,
      shippingMethods: [FREE_SHIPPING],
      shippingMethod: FREE_SHIPPING.id,
      shipping: 0,
      shippingTax: 0,
      taxes: [],
      tax: 0,
      total: subtotal,
      currency: 'USD',
      pricesIncludeTax: false,
      country: address.country,
      state: address.state ?? '',
    }
    return { body: quote }
  }

export const ORDER: Order = {
  _id: 'order-1',
  number: 10001,
  userUid: ADA.id,
  name: 'Ada Lovelace',
  email: ADA.email,
  address: SHIPPING,
  phone: '0123456789',
  productIds: [],
  totalPrice: 0.3,
  ...unpricedFields(0.3),
  delivered: false,
  status: false,
  cancelled: false,
  deliveredAt: null,
  cancelledAt: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  placedAt: '2025-01-01T00:00:00.000Z',
}

export const TERMS = 'I agree with the Terms & Conditions and Shopping Policy'
const ADDRESS = {
  Name: 'Ada Lovelace',
  'Phone number': '0123456789',
  Address: SHIPPING.street,
  City: SHIPPING.city,
  Country: SHIPPING.country,
  State: SHIPPING.state,
  Zipcode: SHIPPING.zipcode,
}

/** The checkout screen as its tests drive it. */
export const checkout = {
  /** Opens /checkout as Ada with `cart` in the cart, the server answering `server` (the session check besides). */
  open(cart: CartItem[], server: Record<string, Handler> = {}) {
    const routes: Record<string, Handler> = {
      'GET /api/checkout/options': () => ({ body: CHECKOUT_OPTIONS }),
      ...signedIn(),
      ...server,
    }
    routes['POST /api/checkout/quote'] ??= booksOnlyQuote(routes)
    const requests = stubFetch(routes)
    cart.forEach((item) => addToCart(item))
    return { requests, ...renderScreen(<CheckoutPage />, { path: '/checkout' }) }
  },
  /** Fills in the shipping details (once the countries shipped to are there) and ticks the terms. */
  async fillInAndAgree() {
    await screen.findByRole('option', { name: 'United Kingdom' })
    fill(ADDRESS)
    fireEvent.click(field(TERMS))
  },
  placeOrder: () => fireEvent.click(screen.getByRole('button', { name: 'Place Order' })),
  /** The Place Order button, once the cart's books have been checked. */
  placeOrderButton: () => screen.findByRole('button', { name: 'Place Order' }),
}
