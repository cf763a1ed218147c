// One book of the cart (spec §2 "Cart screen"): cover, title linking to the book (cut as in every list), price,
// category, a description preview, the fixed quantity 1, and Remove; with what the server said of it since it was
// added: a new price, 'Out of stock', or 'No longer available'.
import { categoryHeading } from '@bookstore/contract/category-heading'
import { formatPrice } from '@bookstore/contract/money'
import { cardDescription, listTitle } from '@bookstore/contract/truncate'
import { Link } from 'react-router'
import type { Availability, CheckedCartItem } from '@/shared/cart-refresh'
import { removeFromCart } from '@/shared/cart-store'
import { CoverImage } from '@/shared/components/cover-image'
import { paths } from '@/shared/paths'

export const CART_LINE_TEXTS = {
  priceUpdated: (was: number) => `Price updated (was ${formatPrice(was)})`,
  outOfStock: 'Out of stock',
  gone: 'No longer available',
} as const

const AVAILABILITY_NOTE: Record<Availability, string | null> = {
  available: null,
  'out-of-stock': CART_LINE_TEXTS.outOfStock,
  gone: CART_LINE_TEXTS.gone,
}

export function CartLine({ line: { item, availability, priceWhenAdded } }: { line: CheckedCartItem }) {
  const note = AVAILABILITY_NOTE[availability]
  return (
    <li className="flex gap-4 py-6 sm:gap-6">
      <CoverImage
        book={item}
        alt=""
        sizes="(min-width: 40rem) 6rem, 5rem"
        className={`w-20 shrink-0 self-start rounded-md shadow sm:w-24 ${availability === 'available' ? '' : 'opacity-60'}`}
      />
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 className="font-display text-lg leading-snug font-semibold">
            <Link to={paths.book.href(item._id)} title={item.title} className="hover:text-brand-700">
              {listTitle(item.title)}
            </Link>
          </h2>
          <p className="font-semibold text-brand-700">{formatPrice(item.newPrice)}</p>
        </div>
        {priceWhenAdded === null || availability === 'gone' ? null : (
          <p className="mt-1 text-sm font-medium text-amber-800">
            {CART_LINE_TEXTS.priceUpdated(priceWhenAdded)}
          </p>
        )}
        {note === null ? null : <p className="mt-1 text-sm font-semibold text-red-700">{note}</p>}
        <p className="mt-1 text-sm text-stone-600 capitalize">{categoryHeading(item.category)}</p>
        <p className="mt-2 text-sm text-stone-600">{cardDescription(item.description)}</p>
        <div className="mt-auto flex items-center justify-between gap-4 pt-3 text-sm">
          <p className="text-stone-700">Qty 1</p>
          <button
            type="button"
            onClick={() => removeFromCart(item._id)}
            aria-label={`Remove ${item.title}`}
            className="rounded-md px-2 py-1 font-semibold text-brand-700 hover:bg-brand-50 hover:text-brand-800"
          >
            Remove
          </button>
        </div>
      </div>
    </li>
  )
}
