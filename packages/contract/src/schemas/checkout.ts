// The checkout's price on the wire (issue 39 item 2): the countries and regions shipped to, and the quote of a cart
// for one address and shipping method, as the pricing function (pricing.ts) computes it on the server. Amounts are
// dollars with 2 decimals (cents inside), rates percentages with up to 3 decimals.

import { z } from 'zod/mini'
import { OrderProductIds, TaxLineJson } from './order'

export const CURRENCY = 'USD'

const Place = z.object({ code: z.string(), name: z.string() })
export type Place = z.infer<typeof Place>

/** GET /api/checkout/options. */
export const CheckoutOptions = z.object({
  /** The countries shipped to, by name. */
  countries: z.array(Place),
  /** The regions of those countries that have them (US states, Canadian provinces), by name. */
  regions: z.record(z.string(), z.array(Place)),
  pricesIncludeTax: z.boolean(),
  currency: z.string(),
})
export type CheckoutOptions = z.infer<typeof CheckoutOptions>

/** A shipping method id as the store's settings name it. */
export const ShippingMethodId = z
  .string()
  .check(z.regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'shippingMethod must be a shipping method id'))

/** Where the books go: a country code (or, from older clients, its name) and, where it has them, a region. */
export const QuoteAddress = z.object({
  country: z.string().check(z.trim(), z.minLength(1, 'Country is required'), z.maxLength(100)),
  state: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
  zipcode: z.optional(z.string().check(z.trim(), z.maxLength(20))),
})
export type QuoteAddress = z.infer<typeof QuoteAddress>

/** POST /api/checkout/quote body. */
export const QuoteBody = z.object({
  productIds: OrderProductIds,
  address: QuoteAddress,
  /** Omitted or null: the destination's cheapest method for this cart. */
  shippingMethod: z.optional(z.nullable(ShippingMethodId)),
})
export type QuoteBody = z.infer<typeof QuoteBody>

export const ShippingMethodJson = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  estimate: z.string(),
})
export type ShippingMethodJson = z.infer<typeof ShippingMethodJson>

/** POST /api/checkout/quote answer: what the order will cost, line by line. */
export const CheckoutQuote = z.object({
  lines: z.array(
    z.object({
      _id: z.string(),
      title: z.string(),
      newPrice: z.number(),
      tax: z.number(),
      taxRate: z.number(),
    }),
  ),
  subtotal: z.number(),
  shippingMethods: z.array(ShippingMethodJson),
  shippingMethod: z.string(),
  shipping: z.number(),
  shippingTax: z.number(),
  taxes: z.array(TaxLineJson),
  tax: z.number(),
  total: z.number(),
  currency: z.string(),
  /** True: the prices hold their tax ('incl. VAT'); false: the tax is added. */
  pricesIncludeTax: z.boolean(),
  /** The destination as the order will store it: the country's code and the region's (or '' where none). */
  country: z.string(),
  state: z.string(),
})
export type CheckoutQuote = z.infer<typeof CheckoutQuote>

/** POST /api/orders/ refused because the total the shopper saw is not the server's (409): the fresh quote. */
export const OrderTotalConflict = z.object({ error: z.string(), message: z.string(), quote: CheckoutQuote })
export type OrderTotalConflict = z.infer<typeof OrderTotalConflict>
