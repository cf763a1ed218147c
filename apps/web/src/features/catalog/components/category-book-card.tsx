// A card of the category grid (spec §2 "Category page"): cover, cut title, prices and In stock / Out of stock;
// the whole card opens the book.
import type { Book } from '@bookstore/contract/schemas/book'
import { isInStock } from '@bookstore/contract/stock'
import { cardTitle } from '@bookstore/contract/truncate'
import { Link } from 'react-router'
import { paths } from '../../../shared/paths'
import { BookCover } from './book-cover'
import { Price } from './price'

type CategoryBookCardData = Pick<
  Book,
  '_id' | 'title' | 'author' | 'coverImage' | 'oldPrice' | 'newPrice' | 'stock'
>

interface CategoryBookCardProps {
  book: CategoryBookCardData
  /** A card of the first row: its cover is the page's first picture, so it loads at once instead of lazily. */
  eager?: boolean
}

export function CategoryBookCard({ book, eager = false }: CategoryBookCardProps) {
  const inStock = isInStock(book.stock)
  return (
    <Link
      to={paths.book.href(book._id)}
      className="group flex h-full gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 transition hover:-translate-y-0.5 hover:shadow-lg hover:ring-brand-200"
    >
      <BookCover
        coverImage={book.coverImage}
        title={book.title}
        eager={eager}
        sizes="(min-width: 40rem) 7rem, 6rem"
        className="w-24 shrink-0 self-start rounded-md shadow-md sm:w-28"
      />
      <div className="flex min-w-0 flex-1 flex-col">
        <h2 className="font-display text-lg leading-snug font-semibold text-ink group-hover:text-brand-700">
          {cardTitle(book.title)}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{book.author}</p>
        <div className="mt-auto pt-3">
          <Price newPrice={book.newPrice} oldPrice={book.oldPrice} />
          <p
            className={`mt-1.5 inline-flex items-center gap-1.5 text-sm font-medium ${inStock ? 'text-emerald-800' : 'text-red-700'}`}
          >
            <span
              aria-hidden="true"
              className={`size-2 rounded-full ${inStock ? 'bg-emerald-600' : 'bg-red-600'}`}
            />
            {inStock ? 'In stock' : 'Out of stock'}
          </p>
        </div>
      </div>
    </Link>
  )
}
