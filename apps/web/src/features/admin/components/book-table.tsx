// Manage Books' table (spec §2, §4, §8; issue 17): #, Book Title, Category, Price, Stock (red below STOCK_LOW_BELOW,
// spec §9) and each row's Edit link and Delete button; a deletion shows 'Book deleted successfully!' (the page it was
// on refetches) or 'Failed to delete book. Please try again.'. Each title has its cover's thumbnail (issue 27 item 5);
// on a phone # and Category hide and the actions stack, so a row's title, price, stock, Edit and Delete fit (item 3).
import { categoryName } from '@bookstore/contract/categories'
import { formatPrice } from '@bookstore/contract/money'
import type { Book, BookListSort } from '@bookstore/contract/schemas/book'
import { isLowStock } from '@bookstore/contract/stock'
import { listTitle } from '@bookstore/contract/truncate'
import { Link } from 'react-router'
import { CoverImage } from '@/shared/components/cover-image'
import { DashboardTable, type Column } from '@/shared/components/dashboard/dashboard-table'
import type { TableSort } from '@/shared/components/dashboard/table-sort'
import { paths } from '@/shared/paths'
import { showBookDeleted, showDeleteFailed } from '@/features/admin/admin-dialogs'
import { useDeleteBook } from '@/features/admin/api/delete-book'

function BookActions({ book }: { book: Book }) {
  const deleteBook = useDeleteBook()
  // mutateAsync, not mutate's callbacks: the refetched list no longer has this row, which unmounts before they run.
  const remove = async () => {
    try {
      await deleteBook.mutateAsync(book._id)
    } catch (error) {
      console.error('Failed to delete the book', error)
      void showDeleteFailed()
      return
    }
    void showBookDeleted()
  }

  return (
    <div className="flex flex-col items-start gap-2 sm:flex-row sm:items-center sm:gap-4">
      <Link
        to={paths.editBook.href(book._id)}
        aria-label={`Edit ${book.title}`}
        className="font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        Edit
      </Link>
      <button
        type="button"
        onClick={() => void remove()}
        disabled={deleteBook.isPending}
        aria-label={`Delete ${book.title}`}
        className="rounded-full bg-red-700 px-3 py-1 font-semibold text-white hover:bg-red-800 disabled:opacity-50 sm:px-4"
      >
        Delete
      </button>
    </div>
  )
}

/** The title cell: the cover's thumbnail above (on a phone) or beside the shortened title. */
function TitleCell({ book }: { book: Book }) {
  return (
    <span className="flex flex-col items-start gap-1.5 sm:flex-row sm:items-center sm:gap-3">
      {/* alt="": the title is beside it in the same cell, the row's header, so a screen reader would only hear it
          twice; the cover adds nothing to the row's name. Small and lazy, from the cover's thumbnail set. */}
      <CoverImage book={book} alt="" sizes="2rem" className="w-8 shrink-0 rounded" />
      {/* A long word breaks rather than pushing the price and actions off a phone's screen. */}
      <span className="wrap-anywhere">{listTitle(book.title)}</span>
    </span>
  )
}

/** The columns, '#' counting from `firstNumber` (the first row's place in the whole list). */
const columns = (firstNumber: number): Column<Book, BookListSort>[] => [
  {
    name: '#',
    hideBelow: 'sm',
    className: 'text-stone-500',
    cell: (_book, number) => firstNumber + number - 1,
  },
  {
    name: 'Book Title',
    rowHeader: true,
    sort: { ascending: 'title' },
    title: (book) => book.title,
    cell: (book) => <TitleCell book={book} />,
  },
  // The category's name, not its slug (issue 37 item 7).
  { name: 'Category', hideBelow: 'md', cell: (book) => categoryName(book.category) },
  {
    name: 'Price',
    sort: { ascending: 'price-asc', descending: 'price-desc' },
    className: 'whitespace-nowrap tabular-nums',
    cell: (book) => formatPrice(book.newPrice),
  },
  {
    name: 'Stock',
    sort: { ascending: 'stock-asc', descending: 'stock-desc' },
    className: (book) => `tabular-nums ${isLowStock(book.stock) ? 'font-semibold text-red-700' : ''}`,
    cell: (book) => book.stock,
  },
  { name: 'Actions', className: 'whitespace-nowrap', cell: (book) => <BookActions book={book} /> },
]

interface BookTableProps {
  books: Book[]
  /** The '#' of the first row: its place in the whole list. */
  firstNumber: number
  /** Another page or filter is loading: the rows shown are the previous ones. */
  stale: boolean
  /** The list's order, which the Title, Price and Stock heads change (issue 27 item 5). */
  sort?: TableSort<BookListSort>
}

export function BookTable({ books, firstNumber, stale, sort }: BookTableProps) {
  return (
    <DashboardTable
      columns={columns(firstNumber)}
      rows={books}
      rowKey={(book) => book._id}
      stale={stale}
      sort={sort}
    />
  )
}
