// One bought book in an orders-history entry (spec §2 "Orders"): cover, title cut for lists, price, and the
// Buy it again and View this item actions; a book deleted since (no id) keeps its line without them.
import { formatPrice } from '@bookstore/contract/money'
import type { OrderLine } from '@bookstore/contract/schemas/order'
import { listTitle } from '@bookstore/contract/truncate'
import { Button, ButtonLink } from '@/shared/components/button'
import { paths } from '@/shared/paths'
import { OrderCover } from './order-cover'

interface OrderLineItemProps {
  line: OrderLine
  onBuyAgain: (bookId: string) => void
  /** True while this line's Buy it again is reading the book. */
  busy: boolean
}

export function OrderLineItem({ line, onBuyAgain, busy }: OrderLineItemProps) {
  const bookId = line._id
  return (
    <li className="flex gap-4 py-4">
      <OrderCover book={line} />
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="font-semibold" title={line.title}>
            {listTitle(line.title)}
          </p>
          <p className="mt-1 text-sm font-semibold text-brand-700">{formatPrice(line.newPrice)}</p>
          {bookId === null ? (
            <p className="mt-1 text-sm text-stone-600">No longer sold in the store</p>
          ) : null}
        </div>
        {bookId === null ? null : (
          <div className="flex shrink-0 flex-wrap gap-2">
            <Button
              onClick={() => onBuyAgain(bookId)}
              disabled={busy}
              aria-busy={busy}
              aria-label={`Buy it again: ${line.title}`}
              className="px-4 py-2"
            >
              Buy it again
            </Button>
            <ButtonLink
              to={paths.book.href(bookId)}
              variant="secondary"
              aria-label={`View this item: ${line.title}`}
              className="px-4 py-2"
            >
              View this item
            </ButtonLink>
          </div>
        )}
      </div>
    </li>
  )
}
