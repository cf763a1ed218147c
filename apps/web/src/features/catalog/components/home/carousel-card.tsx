// A book in a home carousel (spec §2 "Book card", §9): cover and title link to the book, the title cut at 20
// characters, the new price and the struck-through old one with 2 decimals, and Add to Cart (with its dialogs).
import type { Book } from '@bookstore/contract/schemas/book'
import { carouselTitle } from '@bookstore/contract/truncate'
import { Link } from 'react-router'
import { AddToCartButton } from '../../../../shared/components/add-to-cart-button'
import { paths } from '../../../../shared/paths'
import { BookCover } from '../book-cover'
import { Price } from '../price'

export type CarouselBook = Pick<
  Book,
  '_id' | 'title' | 'author' | 'description' | 'coverImage' | 'category' | 'oldPrice' | 'newPrice' | 'stock'
>

export function CarouselCard({ book }: { book: CarouselBook }) {
  const href = paths.book.href(book._id)
  return (
    <article className="flex h-full gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 transition-shadow hover:shadow-md">
      {/* The title link below is the keyboard stop; this one only widens the click target. */}
      <Link to={href} tabIndex={-1} className="w-28 shrink-0">
        <BookCover
          coverImage={book.coverImage}
          title={book.title}
          sizes="7rem"
          className="w-full rounded-md shadow"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col">
        <h3 className="font-display text-lg leading-snug font-semibold">
          <Link to={href} title={book.title} className="hover:text-brand-700">
            {carouselTitle(book.title)}
          </Link>
        </h3>
        <p className="mt-1 truncate text-sm text-stone-600">{book.author}</p>
        <div className="mt-auto space-y-3 pt-3">
          <Price newPrice={book.newPrice} oldPrice={book.oldPrice} />
          <AddToCartButton book={book} className="px-4 py-2" />
        </div>
      </div>
    </article>
  )
}
