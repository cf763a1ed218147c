// The book card of lists (spec §2 "Book card"): cover and title link to the book; cut title and description,
// prices, and Add to Cart (with the cart's dialogs), disabled when the book is out of stock.
import type { Book } from '@bookstore/contract/schemas/book'
import { cardDescription, cardTitle } from '@bookstore/contract/truncate'
import { Link } from 'react-router'
import { AddToCartButton } from '../../../shared/components/add-to-cart-button'
import { paths } from '../../../shared/paths'
import { BookCover } from './book-cover'
import { Price } from './price'

export type BookCardData = Pick<
  Book,
  '_id' | 'title' | 'description' | 'coverImage' | 'category' | 'oldPrice' | 'newPrice' | 'stock'
>

export function BookCard({ book }: { book: BookCardData }) {
  const href = paths.book.href(book._id)
  return (
    <article className="flex gap-5 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 transition-shadow hover:shadow-md">
      {/* The title link below is the keyboard stop; this one only widens the click target. */}
      <Link to={href} tabIndex={-1} className="w-28 shrink-0 sm:w-36">
        <BookCover
          coverImage={book.coverImage}
          title={book.title}
          sizes="(min-width: 40rem) 9rem, 7rem"
          className="w-full rounded-lg shadow"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col">
        <h3 className="font-display text-lg leading-snug font-semibold">
          <Link to={href} className="hover:text-brand-700">
            {cardTitle(book.title)}
          </Link>
        </h3>
        <p className="mt-2 text-sm text-stone-600">{cardDescription(book.description)}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-4">
          <Price newPrice={book.newPrice} oldPrice={book.oldPrice} />
          <AddToCartButton book={book} className="px-4 py-2" />
        </div>
      </div>
    </article>
  )
}
