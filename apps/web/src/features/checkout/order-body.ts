// The checkout form and the cart as the spec's order body (spec §7 POST /api/orders/): {userUid, content}, the
// Address field as the address's street, the cart's book ids, and delivered false; with issue 39, the shipping method
// the quote priced and its total, which the shopper saw in the summary (the server refuses any other, 409).
// The one nesting on the way: the contract validates this shape and the orders service reads it as it is.
import type { CheckoutQuote } from '@bookstore/contract/schemas/checkout'
import type { CheckoutForm } from '@bookstore/contract/schemas/checkout-form'
import type { NestedOrderInput } from '@bookstore/contract/schemas/order'
import type { CartItem } from '@/shared/cart-store'

export const orderBody = (
  user: { uid: string; email: string },
  form: Omit<CheckoutForm, 'email'>,
  items: readonly CartItem[],
  quote: Pick<CheckoutQuote, 'total' | 'shippingMethod'>,
): NestedOrderInput => ({
  userUid: user.uid,
  content: {
    name: form.name,
    // The account's email, whatever the read-only field holds.
    email: user.email,
    address: {
      street: form.address,
      city: form.city,
      country: form.country,
      state: form.state,
      zipcode: form.zipcode,
    },
    phone: form.phone,
    productIds: items.map((item) => item._id),
    totalPrice: quote.total,
    shippingMethod: quote.shippingMethod,
    delivered: false,
  },
})

/**
 * The order body's fields (spec §7) → the checkout form's, so a refusal naming one ('content.address.city: …')
 * shows beside the input it came from (issue 22 item 9). The email is the account's, not an input's.
 */
export const ORDER_BODY_FIELDS = {
  // The quote's refusals name its own body's fields.
  'address.country': 'country',
  'address.state': 'state',
  'content.name': 'name',
  'content.phone': 'phone',
  'content.address.street': 'address',
  'content.address.city': 'city',
  'content.address.country': 'country',
  'content.address.state': 'state',
  'content.address.zipcode': 'zipcode',
} as const satisfies Record<string, Exclude<keyof CheckoutForm, 'email'>>

/** The labels the checkout form shows those fields under, for the failure dialog's text. */
export const ORDER_FIELD_LABELS = {
  'address.country': 'Country',
  'address.state': 'State',
  'content.name': 'Name',
  'content.email': 'Email',
  'content.phone': 'Phone number',
  'content.address.street': 'Address',
  'content.address.city': 'City',
  'content.address.country': 'Country',
  'content.address.state': 'State',
  'content.address.zipcode': 'Zipcode',
}
