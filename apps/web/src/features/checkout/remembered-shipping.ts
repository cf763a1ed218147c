// Where the checkout starts (issue 27 item 7): the shopper's most common address and phone from her past orders,
// as the form's fields. The profile shows the same choice (the contract's order-rules), so the two never disagree.
import { isCountryCode } from '@bookstore/contract/countries'
import { mostCommonPhone, mostCommonShippingAddress } from '@bookstore/contract/order-rules'
import type { OrderList } from '@bookstore/contract/schemas/order'
import type { CheckoutForm } from '@bookstore/contract/schemas/checkout-form'

/** The form's fields past orders can tell. */
export type RememberedField = 'phone' | 'address' | 'city' | 'country' | 'state' | 'zipcode'
export type RememberedShipping = Pick<CheckoutForm, RememberedField>

/** Null without orders: the form starts empty. A part the orders never gave (a street line) is ''. */
export function rememberedShipping(orders: OrderList): RememberedShipping | null {
  const address = mostCommonShippingAddress(orders)
  const phone = mostCommonPhone(orders)
  if (address === null || phone === null) return null
  const { street, city, country, state, zipcode } = address
  // The country select lists codes: an older order's typed country ('France') chooses none.
  return { phone, address: street, city, country: isCountryCode(country) ? country : '', state, zipcode }
}
