// One book of /wishlist (issue 24, item 5): cover, title linking to the book, author, prices, stock with its bar,
// Add to Cart (disabled out of stock) and Remove.
import { Link } from 'react-router'
import { AddToCartButton } from '@/shared/components/add-to-cart-button'
import { CoverImage } from '@/shared/components/cover-image'
import { Price } from '@/shared/components/price'
import { StockLevel } from '@/shared/components/stock-level'
import { paths } from '@/shared/paths'
import { heartLabel } from '@/shared/wishlist/wishlist-heart'
import type { WishedBook } from '@/features/wishlist/api/get-wished-books'

export function WishlistRow({ book, onRemove }: { book: WishedBook; onRemove: () => void }) {
  return (
    <li className="flex gap-4 py-6 sm:gap-6">
      <CoverImage
        book={book}
        alt=""
        sizes="(min-width: 40rem) 6rem, 5rem"
        className="w-20 shrink-0 self-start rounded-md shadow sm:w-24"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div>
          <h2 className="font-display text-lg leading-snug font-semibold">
            <Link to={paths.book.href(book._id)} className="hover:text-brand-700">
              {book.title}
            </Link>
          </h2>
          <p className="text-sm text-stone-600">{book.author}</p>
        </div>
        <Price newPrice={book.newPrice} oldPrice={book.oldPrice} />
        <StockLevel stock={book.stock} />
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <AddToCartButton book={book} className="px-4 py-2" />
          <button
            type="button"
            onClick={onRemove}
            aria-label={heartLabel(book.title, true)}
            className="rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 hover:text-brand-800"
          >
            Remove
          </button>
        </div>
      </div>
    </li>
  )
}
