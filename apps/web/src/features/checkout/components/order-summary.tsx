// The checkout's order summary (spec §2 "Checkout", §9): how many items, at most 6 lines with list-cut titles and
// prices, an ellipsis line when there are more, and the total.
import { formatPrice } from '@bookstore/contract/money'
import { checkoutSummaryLines, subtotal } from '@bookstore/contract/order-rules'
import { listTitle } from '@bookstore/contract/truncate'
import type { CartItem } from '@/shared/cart-store'
import { OrderSummaryPanel } from '@/shared/components/order-summary-panel'

export function OrderSummary({ items }: { items: readonly CartItem[] }) {
  const { lines, more } = checkoutSummaryLines(items)
  const count = items.length
  return (
    <OrderSummaryPanel titleId="order-summary-title">
      <p className="mt-1 text-sm text-stone-600">
        {count} {count === 1 ? 'item' : 'items'}
      </p>
      <ul aria-label="Items in your order" className="mt-4 space-y-2 text-sm">
        {lines.map((item) => (
          <li key={item._id} className="flex justify-between gap-4">
            <span title={item.title} className="min-w-0">
              {listTitle(item.title)}
            </span>
            <span className="shrink-0 font-medium">{formatPrice(item.newPrice)}</span>
          </li>
        ))}
        {more ? (
          <li className="text-stone-600">
            <span aria-hidden="true">...</span>
            <span className="sr-only">and {count - lines.length} more</span>
          </li>
        ) : null}
      </ul>
      <dl className="mt-4 flex items-baseline justify-between border-t border-stone-200 pt-4 text-base font-semibold">
        <dt>Total</dt>
        <dd>{formatPrice(subtotal(items))}</dd>
      </dl>
    </OrderSummaryPanel>
  )
}
