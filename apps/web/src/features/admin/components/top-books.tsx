// The month's 5 best sellers (issue 17): cover, title, copies sold and revenue, in orders not cancelled.
import { formatPrice } from '@bookstore/contract/money'
import type { TopBook } from '@bookstore/contract/schemas/admin-overview'
import { listTitle } from '@bookstore/contract/truncate'
import { CoverImage } from '@/shared/components/cover-image'
import { SALES_COUNT } from '@/features/admin/sales-texts'
import { EmptyNote, OverviewCard } from './overview-card'

export const copiesText = (units: number) => `${units} ${units === 1 ? 'copy' : 'copies'}`

export function TopBooks({ books }: { books: readonly TopBook[] }) {
  return (
    <OverviewCard title="Best sellers this month">
      <p className="text-xs text-stone-600">{SALES_COUNT.bestSellers}</p>
      {books.length === 0 ? (
        <EmptyNote>No sales this month yet.</EmptyNote>
      ) : (
        <ol className="mt-4 space-y-3">
          {books.map((book) => (
            <li key={book._id} className="flex items-center gap-3">
              <CoverImage book={book} alt="" sizes="2.5rem" className="w-10 rounded" />
              <span className="flex-1 text-sm font-medium text-ink" title={book.title}>
                {listTitle(book.title)}
              </span>
              <span className="text-right text-sm text-stone-600">
                {copiesText(book.units)}
                <span className="block font-semibold text-ink">{formatPrice(book.revenue)}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </OverviewCard>
  )
}
