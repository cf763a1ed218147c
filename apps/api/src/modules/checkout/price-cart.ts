// The checkout's use of the one pricing function (issue 39): the quote and the order both price through here, with
// the store's rules in memory, so what the shopper is shown and what she is charged are the same computation.

import { priceOrder, type Destination, type OrderPrice, type PricingLine } from '@bookstore/contract/pricing'
import type { PricingRules } from '@bookstore/contract/pricing-rules'
import { destinationOf, unpriceable } from './destination'

export interface PricedCart {
  price: OrderPrice
  destination: Destination
}

/**
 * The price of `lines` sent to `address` by `shippingMethod` (its cheapest when null), or a 422 naming the field at
 * fault: a country not shipped to, a missing region, a method the destination does not have.
 */
export function priceCart(
  rules: PricingRules,
  lines: readonly PricingLine[],
  address: { country: string; state: string },
  shippingMethod: string | null | undefined,
  prefix = 'address.',
): PricedCart {
  const destination = destinationOf(address, prefix)
  const priced = priceOrder(rules, { lines, destination, shippingMethod })
  if (!priced.ok) {
    const { field, message } = priced.refusal
    throw unpriceable(
      field === 'shippingMethod' ? field : `${prefix}${field.replace('address.', '')}`,
      message,
    )
  }
  return { price: priced.price, destination }
}
