// One book's page content (spec §2 "Book detail"): cover, title, authors, prices, stock, description, product
// details and quotes. The About the Author section and working Add to Cart come with their issues.
import { HEADER_CATEGORIES } from '@bookstore/contract/categories'
import type { BookDetail } from '@bookstore/contract/schemas/book'
import { isInStock } from '@bookstore/contract/stock'
import { Button, ButtonLink } from '../../../shared/components/button'
import { paths } from '../../../shared/paths'
import { BookCover } from './book-cover'
import { BookQuotes } from './book-quotes'
import { Price } from './price'
import { StockLevel } from './stock-level'

const formatDate = (isoDate: string): string =>
  new Date(isoDate).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  })

export function BookDetails({ book }: { book: BookDetail }) {
  const details: [string, string][] = [
    ['Pages', book.hardcoverPageCount === null ? '' : String(book.hardcoverPageCount)],
    ['Publisher', book.publisher],
    ['Category', HEADER_CATEGORIES.find((c) => c.link === book.category)?.name ?? book.category],
    ['Published', book.publishedAt === null ? '' : formatDate(book.publishedAt)],
  ]
  return (
    <article>
      <div className="grid gap-10 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <BookCover
          coverImage={book.coverImage}
          title={book.title}
          eager
          className="mx-auto w-full max-w-sm rounded-2xl shadow-xl"
        />
        <div>
          <h1 className="font-display text-3xl font-bold tracking-tight text-brand-800 sm:text-4xl">
            {book.title}
          </h1>
          <p className="mt-2 text-lg text-stone-600">
            by {book.authors.map((author) => author.fullName).join(', ') || book.author}
          </p>
          <div className="mt-6">
            <Price newPrice={book.newPrice} oldPrice={book.oldPrice} large />
          </div>
          <div className="mt-4">
            <StockLevel stock={book.stock} />
          </div>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button disabled={!isInStock(book.stock)}>Add to Cart</Button>
            <ButtonLink to={paths.category.href(book.category)} variant="secondary">
              View Related Books
            </ButtonLink>
          </div>
          <p className="mt-8 leading-relaxed whitespace-pre-line text-stone-700">{book.description}</p>
          <dl className="mt-8 grid grid-cols-2 gap-x-6 gap-y-3 rounded-2xl bg-white p-5 text-sm ring-1 ring-stone-200 sm:grid-cols-4">
            {details
              .filter(([, value]) => value !== '')
              .map(([label, value]) => (
                <div key={label}>
                  <dt className="text-stone-500">{label}</dt>
                  <dd className="font-medium">{value}</dd>
                </div>
              ))}
          </dl>
        </div>
      </div>
      <BookQuotes quotes={book.quotes} />
    </article>
  )
}
