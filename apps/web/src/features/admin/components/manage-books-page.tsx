// Manage Books (spec §2, §4, §8): every book with #, title, category, new price and its Edit link and Delete button;
// a deletion shows 'Book deleted successfully!' and the list refetches. 'See all' does nothing (spec §2).
import { formatPrice } from '@bookstore/contract/money'
import type { Book } from '@bookstore/contract/schemas/book'
import { listTitle } from '@bookstore/contract/truncate'
import { Link } from 'react-router'
import { paths } from '@/shared/paths'
import { usePageTitle } from '@/shared/use-page-title'
import { showBookDeleted, showDeleteFailed } from '@/features/admin/admin-dialogs'
import { useDeleteBook } from '@/features/admin/api/delete-book'
import { useAllBooks } from '@/features/admin/api/get-books'
import { DashboardSection } from './dashboard-section'

const cell = 'px-4 py-3'

function BookRow({ book, index }: { book: Book; index: number }) {
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
      <td className={`${cell} text-stone-500`}>{index + 1}</td>
      <th scope="row" className={`${cell} text-left font-medium`} title={book.title}>
        {listTitle(book.title)}
      </th>
      <td className={cell}>{book.category}</td>
      <td className={cell}>{formatPrice(book.newPrice)}</td>
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

export function ManageBooksPage() {
  usePageTitle('Manage Books')
  const books = useAllBooks()
  return (
    <DashboardSection title="Manage Books">
      <div className="mt-4 flex justify-end">
        {/* Spec §2: the button is there and does nothing. */}
        <button
          type="button"
          className="rounded-full bg-brand-100 px-4 py-1.5 text-sm font-semibold text-brand-800"
        >
          See all
        </button>
      </div>
      {books.isPending ? (
        <p role="status" className="mt-6 text-stone-600">
          Loading...
        </p>
      ) : books.isError ? (
        <p role="alert" className="mt-6 font-medium text-red-700">
          The books could not be loaded.
        </p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="bg-stone-50 text-left text-xs font-semibold text-stone-600">
              <tr>
                <th scope="col" className={cell}>
                  #
                </th>
                <th scope="col" className={cell}>
                  Book Title
                </th>
                <th scope="col" className={cell}>
                  Category
                </th>
                <th scope="col" className={cell}>
                  Price
                </th>
                <th scope="col" className={cell}>
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {books.data.map((book, index) => (
                <BookRow key={book._id} book={book} index={index} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </DashboardSection>
  )
}
