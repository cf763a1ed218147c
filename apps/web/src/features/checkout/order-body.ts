// The checkout form and the cart as the spec's order body (spec §7 POST /api/orders/): {userUid, content}, the
// Address field as the address's street, the cart's book ids, the subtotal the shopper saw, and delivered false.
import type { CheckoutForm } from '@bookstore/contract/schemas/checkout-form'
import type { CreateOrderInput } from '@bookstore/contract/schemas/order'
import { subtotal } from '@bookstore/contract/order-rules'
import type { CartItem } from '@/shared/cart-store'

export const orderBody = (
  user: { uid: string; email: string },
  form: Omit<CheckoutForm, 'email'>,
  items: readonly CartItem[],
): CreateOrderInput => ({
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
    totalPrice: subtotal(items),
    delivered: false,
  },
})
