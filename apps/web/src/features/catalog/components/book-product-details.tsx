// A book's product details on its page (spec §2 "Book detail"): page count, publisher, category, published date.
import { HEADER_CATEGORIES } from '@bookstore/contract/categories'
import { longDate } from '@bookstore/contract/long-date'
import type { BookDetail } from '@bookstore/contract/schemas/book'
import { BookSection } from './book-section'

type DetailsData = Pick<BookDetail, 'hardcoverPageCount' | 'publisher' | 'category' | 'publishedAt'>

export function BookProductDetails({ book }: { book: DetailsData }) {
  // 'YYYY-MM-DD' is read as UTC midnight, so the day shown is the stored one wherever the shopper is.
  const rows: [label: string, value: string | null][] = [
    ['Hardcover', book.hardcoverPageCount === null ? null : `${book.hardcoverPageCount} pages`],
    ['Publisher', book.publisher || null],
    ['Category', HEADER_CATEGORIES.find((c) => c.link === book.category)?.name ?? book.category],
    ['Published', book.publishedAt === null ? null : longDate(new Date(book.publishedAt), 'utc')],
  ]
  return (
    <BookSection titleId="product-details-title" title="Product Details">
      <dl className="mt-4 grid gap-x-6 gap-y-4 rounded-2xl bg-white p-5 text-sm ring-1 ring-stone-200 grid-cols-2">
        {rows.map(([label, value]) =>
          value === null ? null : (
            <div key={label}>
              <dt className="text-stone-600">{label}</dt>
              <dd className="mt-0.5 font-semibold text-ink">{value}</dd>
            </div>
          ),
        )}
      </dl>
    </BookSection>
  )
}
