// What an order cost, line by line (issue 39): subtotal, shipping by its method, each tax by name and rate, and the
// total, in the contract's words (order-breakdown.ts), as the order page, the invoice and the dashboard's order show
// it. An order from before shipping and tax were priced shows its total alone.
import { formatPrice, fromCents } from '@bookstore/contract/money'
import { amountsOfOrder, breakdownLines, hasPriceBreakdown } from '@bookstore/contract/order-breakdown'
import type { Order } from '@bookstore/contract/schemas/order'

type PricedOrder = Pick<Order, 'subtotal' | 'shipping' | 'taxes' | 'totalPrice' | 'pricesIncludeTax'>

/** The lines before the total ('Subtotal', 'Shipping (Standard)', 'Sales tax 8.875%'); none for an older order. */
export const breakdownBeforeTotal = (order: PricedOrder) =>
  hasPriceBreakdown(order) ? breakdownLines(amountsOfOrder(order)).filter((line) => !line.total) : []

export function PriceBreakdown({ order, totalLabel = 'Total' }: { order: PricedOrder; totalLabel?: string }) {
  return (
    <dl className="mt-2 space-y-1 border-t border-stone-300 pt-4 text-sm">
      {breakdownBeforeTotal(order).map((line) => (
        <div key={line.label} className="flex justify-between gap-4">
          <dt>{line.label}</dt>
          <dd className="tabular-nums">{formatPrice(fromCents(line.cents))}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 pt-2 text-lg font-bold">
        <dt>{totalLabel}</dt>
        <dd className="tabular-nums">{formatPrice(order.totalPrice)}</dd>
      </div>
      {order.pricesIncludeTax ? <p className="text-stone-600">Prices include tax.</p> : null}
    </dl>
  )
}
