// The checkout's order summary (spec §2 "Checkout", §9; issue 39 item 3): how many items, at most 6 lines with
// list-cut titles and prices, an ellipsis line when there are more, then the server's price for the address chosen:
// subtotal, shipping, each tax line and the total, updating as the address changes, with its loading and error
// states. Until an address names where it goes, the books' total and a line saying shipping and tax come next.
import { formatPrice, fromCents, toCents } from '@bookstore/contract/money'
import { breakdownLines } from '@bookstore/contract/order-breakdown'
import { checkoutSummaryLines, subtotal } from '@bookstore/contract/order-rules'
import { toRate } from '@bookstore/contract/pricing-rules'
import type { CheckoutQuote } from '@bookstore/contract/schemas/checkout'
import { listTitle } from '@bookstore/contract/truncate'
import type { CartItem } from '@/shared/cart-store'
import { OrderSummaryPanel } from '@/shared/components/order-summary-panel'

/** What the summary knows of the price: nothing asked yet, on its way, refused or failed, or the quote. */
export type QuoteView =
  | { state: 'no-address' }
  | { state: 'loading' }
  | { state: 'refused'; message: string }
  | { state: 'failed'; retry: () => void }
  | { state: 'quoted'; quote: CheckoutQuote; updating: boolean }

export const SUMMARY_TEXTS = {
  noAddress: 'Shipping and tax are added once you choose the country it goes to.',
  loading: 'Calculating shipping and tax…',
  failed: 'Shipping and tax could not be calculated.',
  /** Prices that hold their tax (EU style): 'incl. VAT'. */
  includesTax: (names: readonly string[]) => `incl. ${names.length > 0 ? names.join(' and ') : 'tax'}`,
} as const

/** The quote's lines as every screen labels them (the contract's breakdown). */
const quoteLines = (quote: CheckoutQuote) =>
  breakdownLines({
    subtotalCents: toCents(quote.subtotal),
    shippingName: quote.shippingMethods.find((m) => m.id === quote.shippingMethod)?.name ?? '',
    shippingCents: toCents(quote.shipping),
    taxes: quote.taxes.map((t) => ({ name: t.name, rate: toRate(t.rate), amountCents: toCents(t.amount) })),
    totalCents: toCents(quote.total),
    pricesIncludeTax: quote.pricesIncludeTax,
  })

function PriceLines({ view, items }: { view: QuoteView; items: readonly CartItem[] }) {
  if (view.state !== 'quoted') {
    // As a shop's checkout does before the address: the books' total, and what will be added once it is known.
    const books = formatPrice(subtotal(items))
    return (
      <>
        <dl className="mt-4 space-y-1.5 border-t border-stone-200 pt-4 text-sm">
          <div className="flex items-baseline justify-between gap-4">
            <dt>Subtotal</dt>
            <dd className="font-medium">{books}</dd>
          </div>
          <div className="flex items-baseline justify-between gap-4 border-t border-stone-200 pt-3 text-base font-semibold">
            <dt>Total</dt>
            <dd>{books}</dd>
          </div>
        </dl>
        {view.state === 'refused' ? (
          <p role="alert" className="mt-2 text-sm font-medium text-red-700">
            {view.message}
          </p>
        ) : view.state === 'failed' ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {SUMMARY_TEXTS.failed}{' '}
            <button type="button" onClick={view.retry} className="font-semibold underline">
              Try again
            </button>
          </p>
        ) : (
          <p role="status" className="mt-2 text-sm text-stone-600">
            {view.state === 'loading' ? SUMMARY_TEXTS.loading : SUMMARY_TEXTS.noAddress}
          </p>
        )}
      </>
    )
  }
  const { quote, updating } = view
  return (
    <>
      <dl aria-busy={updating} className="mt-4 space-y-1.5 border-t border-stone-200 pt-4 text-sm">
        {quoteLines(quote).map((line) => (
          <div
            key={line.label}
            className={`flex items-baseline justify-between gap-4 ${line.total ? 'border-t border-stone-200 pt-3 text-base font-semibold' : ''}`}
          >
            <dt>{line.label}</dt>
            <dd className="shrink-0 font-medium">{formatPrice(fromCents(line.cents))}</dd>
          </div>
        ))}
      </dl>
      {quote.pricesIncludeTax ? (
        <p className="mt-2 text-right text-sm text-stone-600">
          {SUMMARY_TEXTS.includesTax([...new Set(quote.taxes.map((t) => t.name))])}
        </p>
      ) : null}
      <p role="status" className="sr-only">
        {updating ? SUMMARY_TEXTS.loading : ''}
      </p>
    </>
  )
}

export function OrderSummary({ items, quote }: { items: readonly CartItem[]; quote: QuoteView }) {
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
      <PriceLines view={quote} items={items} />
    </OrderSummaryPanel>
  )
}
