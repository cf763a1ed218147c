// The books running low (issue 17): in stock below STOCK_LOW_BELOW copies, fewest first, each with a link to edit it,
// and how many there are in all with a link to the manage table filtered to them.
import { STOCK_LOW_BELOW } from '@bookstore/contract/constants'
import { OVERVIEW_LOW_STOCK_COUNT_MAX, type LowStockBook } from '@bookstore/contract/schemas/admin-overview'
import { listTitle } from '@bookstore/contract/truncate'
import { Link } from 'react-router'
import { paths } from '@/shared/paths'
import { manageBooksHref } from '@/features/admin/hooks/use-manage-books-search'
import { EmptyNote, OverviewCard, linkClass } from './overview-card'

interface LowStockListProps {
  books: readonly LowStockBook[]
  /** How many books are low in all (the list shows the first ones). */
  count: number
}

export function LowStockList({ books, count }: LowStockListProps) {
  return (
    <OverviewCard
      title="Low stock"
      aside={
        count > 0 ? (
          <Link to={manageBooksHref({ stock: 'low' })} className={linkClass}>
            {`All ${count >= OVERVIEW_LOW_STOCK_COUNT_MAX ? `${count}+` : count} low-stock books`}
          </Link>
        ) : null
      }
    >
      {books.length === 0 ? (
        <EmptyNote>{`No book is below ${STOCK_LOW_BELOW} copies.`}</EmptyNote>
      ) : (
        <ul className="mt-4 divide-y divide-stone-200">
          {books.map((book) => (
            <li key={book._id} className="flex items-center gap-3 py-2 text-sm">
              <span className="flex-1 font-medium text-ink" title={book.title}>
                {listTitle(book.title)}
              </span>
              <span className="font-semibold text-red-700 tabular-nums">{`${book.stock} left`}</span>
              <Link
                to={paths.editBook.href(book._id)}
                aria-label={`Edit ${book.title}`}
                className={linkClass}
              >
                Edit
              </Link>
            </li>
          ))}
        </ul>
      )}
    </OverviewCard>
  )
}
