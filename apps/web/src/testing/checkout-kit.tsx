// What the checkout screen's tests share: cart items, the order the server answers, the screen opened by a signed-in
// shopper with a cart, and the form filled in.
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
  country: 'UK',
  state: 'Greater London',
  zipcode: 'SW1Y',
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
    const requests = stubFetch({ ...signedIn(), ...server })
    cart.forEach((item) => addToCart(item))
    return { requests, ...renderScreen(<CheckoutPage />, { path: '/checkout' }) }
  },
  /** Fills in the shipping details and ticks the terms: all the form asks for. */
  fillInAndAgree() {
    fill(ADDRESS)
    fireEvent.click(field(TERMS))
  },
  placeOrder: () => fireEvent.click(screen.getByRole('button', { name: 'Place Order' })),
  /** The Place Order button, once the cart's books have been checked. */
  placeOrderButton: () => screen.findByRole('button', { name: 'Place Order' }),
}
