// A priced cart on the wire (issue 39 item 2): the pricing function's cents as dollars, its rates as percentages.
// The quote answers it, and an order refused for a changed total answers it as the fresh quote.

import { fromCents } from '@bookstore/contract/money'
import type { OrderPrice } from '@bookstore/contract/pricing'
import { fromRate } from '@bookstore/contract/pricing-rules'
import { CURRENCY, type CheckoutQuote } from '@bookstore/contract/schemas/checkout'

export const toQuoteJson = (
  price: OrderPrice,
  titleOf: (bookId: string) => string,
  destination: { country: string; region: string | null },
): CheckoutQuote => ({
  lines: price.lines.map((line) => ({
    _id: line.bookId,
    title: titleOf(line.bookId),
    newPrice: fromCents(line.unitCents),
    tax: fromCents(line.taxCents),
    taxRate: fromRate(line.rate),
  })),
  subtotal: fromCents(price.subtotalCents),
  shippingMethods: price.shippingMethods.map((m) => ({
    id: m.id,
    name: m.name,
    price: fromCents(m.priceCents),
    estimate: m.estimate,
  })),
  shippingMethod: price.shippingMethod.id,
  shipping: fromCents(price.shippingCents),
  shippingTax: fromCents(price.shippingTaxCents),
  taxes: price.taxes.map((t) => ({ name: t.name, rate: fromRate(t.rate), amount: fromCents(t.amountCents) })),
  tax: fromCents(price.taxCents),
  total: fromCents(price.totalCents),
  currency: CURRENCY,
  pricesIncludeTax: price.pricesIncludeTax,
  country: destination.country,
  state: destination.region ?? '',
})
