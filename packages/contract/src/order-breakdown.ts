// What an order or a quote costs, line by line, as every screen and document says it (issue 39): the books'
// subtotal, the shipping by its method's name, each tax by name and rate ('(included)' where prices hold it), and the
// total. The checkout's summary, the order pages, the mails, the invoice and its PDF all write these labels.

import { toCents } from './money'
import { fromRate, toRate } from './pricing-rules'

export interface PricedAmounts {
  subtotalCents: number
  shippingName: string
  shippingCents: number
  /** Rates in thousandths of a percent. */
  taxes: readonly { name: string; rate: number; amountCents: number }[]
  totalCents: number
  pricesIncludeTax: boolean
}

export interface BreakdownLine {
  label: string
  cents: number
  /** The total: shown strongest. */
  total?: boolean
}

/** 8.875 -> '8.875%', 7 -> '7%'. */
export const percentLabel = (rate: number): string => `${fromRate(rate)}%`

/** A tax line's label: 'Sales tax 8.875%', or 'VAT 7% (included)'. */
export const taxLabel = (tax: { name: string; rate: number }, included: boolean): string =>
  `${tax.name} ${percentLabel(tax.rate)}${included ? ' (included)' : ''}`

/** Subtotal, shipping, each tax, total. */
export function breakdownLines(order: PricedAmounts): BreakdownLine[] {
  return [
    { label: 'Subtotal', cents: order.subtotalCents },
    {
      label: order.shippingName ? `Shipping (${order.shippingName})` : 'Shipping',
      cents: order.shippingCents,
    },
    ...order.taxes.map((tax) => ({ label: taxLabel(tax, order.pricesIncludeTax), cents: tax.amountCents })),
    { label: 'Total', cents: order.totalCents, total: true },
  ]
}

/** The amounts of an order on the wire (dollars, rates as percentages), as breakdownLines reads them. */
export const amountsOfOrder = (order: {
  subtotal: number
  shipping: { name: string; price: number }
  taxes: readonly { name: string; rate: number; amount: number }[]
  totalPrice: number
  pricesIncludeTax: boolean
}): PricedAmounts => ({
  subtotalCents: toCents(order.subtotal),
  shippingName: order.shipping.name,
  shippingCents: toCents(order.shipping.price),
  taxes: order.taxes.map((t) => ({ name: t.name, rate: toRate(t.rate), amountCents: toCents(t.amount) })),
  totalCents: toCents(order.totalPrice),
  pricesIncludeTax: order.pricesIncludeTax,
})

/** Whether an order was priced with shipping and tax (issue 39); an older one was its books only. */
export const hasPriceBreakdown = (order: {
  shipping: { method: string }
  taxes: readonly unknown[]
}): boolean => order.shipping.method !== '' || order.taxes.length > 0
