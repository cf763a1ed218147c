// Manage Books' table (spec §2, §4, §8; issue 17): #, Book Title, Category, Price, Stock (red below STOCK_LOW_BELOW,
// spec §9) and each row's Edit link and Delete button; a deletion shows 'Book deleted successfully!' (the page it was on refetches) or 'Failed to delete book. Please try
// again.'.
import { formatPrice } from '@bookstore/contract/money'
import type { Book } from '@bookstore/contract/schemas/book'
import { isLowStock } from '@bookstore/contract/stock'
import { listTitle } from '@bookstore/contract/truncate'
import { Link } from 'react-router'
import { paths } from '@/shared/paths'
import { showBookDeleted, showDeleteFailed } from '@/features/admin/admin-dialogs'
import { useDeleteBook } from '@/features/admin/api/delete-book'

const cell = 'px-4 py-3'

function BookRow({ book, number }: { book: Book; number: number }) {
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
    <tr className="border-t border-stone-200">
      <td className={`${cell} text-stone-500`}>{number}</td>
      <th scope="row" className={`${cell} text-left font-medium`} title={book.title}>
        {listTitle(book.title)}
      </th>
      <td className={cell}>{book.category}</td>
      <td className={cell}>{formatPrice(book.newPrice)}</td>
      <td className={`${cell} tabular-nums ${isLowStock(book.stock) ? 'font-semibold text-red-700' : ''}`}>
        {book.stock}
      </td>
      <td className={`${cell} space-x-4 whitespace-nowrap`}>
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
      </td>
    </tr>
  )
}

interface BookTableProps {
  books: Book[]
  /** The '#' of the first row: its place in the whole list. */
  firstNumber: number
  /** Another page or filter is loading: the rows shown are the previous ones. */
  stale: boolean
}

export function BookTable({ books, firstNumber, stale }: BookTableProps) {
  return (
    <div className="mt-4 overflow-x-auto">
      <table aria-busy={stale} className={`w-full text-sm transition-opacity ${stale ? 'opacity-60' : ''}`}>
        <thead className="bg-stone-50 text-left text-xs font-semibold text-stone-600">
          <tr>
            {['#', 'Book Title', 'Category', 'Price', 'Stock', 'Actions'].map((name) => (
              <th key={name} scope="col" className={cell}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {books.map((book, index) => (
            <BookRow key={book._id} book={book} number={firstNumber + index} />
          ))}
        </tbody>
      </table>
    </div>
  )
}
