// Manage Books' table (spec §2, §4, §8; issue 17): #, Book Title, Category, Price, Stock (red below STOCK_LOW_BELOW,
// spec §9) and each row's Edit link and Delete button; a deletion shows 'Book deleted successfully!' (the page it was
// on refetches) or 'Failed to delete book. Please try again.'.
import { formatPrice } from '@bookstore/contract/money'
import type { Book } from '@bookstore/contract/schemas/book'
import { isLowStock } from '@bookstore/contract/stock'
import { listTitle } from '@bookstore/contract/truncate'
import { Link } from 'react-router'
import { DashboardTable, type Column } from '@/shared/components/dashboard/dashboard-table'
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
    <>
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
        className="rounded-full bg-red-700 px-4 py-1 font-semibold text-white hover:bg-red-800 disabled:opacity-50"
      >
        Delete
      </button>
    </>
  )
}

/** The columns, '#' counting from `firstNumber` (the first row's place in the whole list). */
const columns = (firstNumber: number): Column<Book>[] => [
  { name: '#', className: 'text-stone-500', cell: (_book, number) => firstNumber + number - 1 },
  { name: 'Book Title', rowHeader: true, title: (book) => book.title, cell: (book) => listTitle(book.title) },
  { name: 'Category', cell: (book) => book.category },
  { name: 'Price', cell: (book) => formatPrice(book.newPrice) },
  {
    name: 'Stock',
    className: (book) => `tabular-nums ${isLowStock(book.stock) ? 'font-semibold text-red-700' : ''}`,
    cell: (book) => book.stock,
  },
  { name: 'Actions', className: 'space-x-4 whitespace-nowrap', cell: (book) => <BookActions book={book} /> },
]

interface BookTableProps {
  books: Book[]
  /** The '#' of the first row: its place in the whole list. */
  firstNumber: number
  /** Another page or filter is loading: the rows shown are the previous ones. */
  stale: boolean
}

export function BookTable({ books, firstNumber, stale }: BookTableProps) {
  return (
    <DashboardTable columns={columns(firstNumber)} rows={books} rowKey={(book) => book._id} stale={stale} />
  )
}
