// A card of the category grid (spec §2 "Category page"): the whole card opens the book.
import type { Book } from '@bookstore/contract/schemas/book'
import { isInStock } from '@bookstore/contract/stock'
import { Link } from 'react-router'
import { paths } from '../../../shared/paths'
import { BookCover } from './book-cover'
import { Price } from './price'

type CategoryBookCardData = Pick<Book, '_id' | 'title' | 'coverImage' | 'oldPrice' | 'newPrice' | 'stock'>

export function CategoryBookCard({ book }: { book: CategoryBookCardData }) {
  const inStock = isInStock(book.stock)
  return (
    <Link
      to={paths.book.href(book._id)}
      className="group flex h-full flex-col rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 transition-shadow hover:shadow-lg"
    >
      <BookCover coverImage={book.coverImage} title={book.title} className="w-full rounded-lg" />
      <h2 className="mt-4 line-clamp-2 font-display text-lg leading-snug font-semibold group-hover:text-brand-700">
        {book.title}
      </h2>
      <div className="mt-auto pt-3">
        <Price newPrice={book.newPrice} oldPrice={book.oldPrice} />
        <p className={`mt-1 text-sm font-medium ${inStock ? 'text-emerald-700' : 'text-red-700'}`}>
          {inStock ? 'In stock' : 'Out of stock'}
        </p>
      </div>
    </Link>
  )
}
