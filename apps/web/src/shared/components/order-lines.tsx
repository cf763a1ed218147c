// The books of one order and its total, as the order page (features/orders) and the tracking page (features/tracking)
// show them: an 'Items (n)' heading, each book with its cover, title and price as bought, then the 'Order total' row
// (on the order page after the subtotal, shipping and each tax, issue 39).
// A title links to the book's page when the line names one (the order page's books still sold); the tracking page
// links none.
import { formatPrice } from '@bookstore/contract/money'
import { Link } from 'react-router'
import { CoverImage, type CoverBook } from './cover-image'
import { PriceBreakdown } from './price-breakdown'

/** One bought book: its cover and title, its price as bought, and the page its title links to, if any. */
export interface OrderLinesLine extends CoverBook {
  price: number
  href?: string | null
}

interface OrderLinesProps {
  lines: readonly OrderLinesLine[]
  totalPrice: number
  /** The order's price, line by line (issue 39): shown before the total when given. */
  price?: Parameters<typeof PriceBreakdown>[0]['order']
  /** Adds 'Qty 1' under each title (an order holds one copy of a title). */
  showQuantity?: boolean
}

export function OrderLines({ lines, totalPrice, price, showQuantity = false }: OrderLinesProps) {
  return (
    <>
      <h3 className="mt-6 text-sm font-semibold tracking-wide text-stone-600 uppercase">
        Items ({lines.length})
      </h3>
      <ul className="divide-y divide-stone-200">
        {lines.map((line, index) => (
          <li key={`${index}-${line.href ?? ''}`} className="flex items-center gap-4 py-4">
            <CoverImage
              book={line}
              alt={`Cover of ${line.title}`}
              sizes="4rem"
              className="w-16 shrink-0 rounded-md shadow-sm"
            />
            <div className="min-w-0 flex-1">
              {line.href ? (
                <Link to={line.href} className="font-semibold hover:text-brand-700">
                  {line.title}
                </Link>
              ) : (
                <p className="font-semibold">{line.title}</p>
              )}
              {showQuantity ? <p className="text-sm text-stone-600">Qty 1</p> : null}
            </div>
            <p className="font-semibold text-brand-700">{formatPrice(line.price)}</p>
          </li>
        ))}
      </ul>
      {price ? (
        <PriceBreakdown order={price} totalLabel="Order total" />
      ) : (
        <p className="flex justify-between border-t border-stone-300 pt-4 text-lg font-bold">
          <span>Order total</span>
          <span>{formatPrice(totalPrice)}</span>
        </p>
      )}
    </>
  )
}
