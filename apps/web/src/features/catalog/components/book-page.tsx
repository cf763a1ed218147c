// The book page /books/{id} (spec §2 "Book detail"): 'Loading...', 'Error loading book info', or the book.
import { useParams } from 'react-router'
import { useBook } from '../api/get-book'
import { BookDetails } from './book-details'

export function BookPage() {
  const { id = '' } = useParams()
  const { data: book, isPending, isError } = useBook(id)

  if (isPending) {
    return (
      <p role="status" className="py-16 text-center text-stone-500">
        Loading...
      </p>
    )
  }
  if (isError) {
    return (
      <p role="alert" className="py-16 text-center text-red-700">
        Error loading book info
      </p>
    )
  }
  return <BookDetails book={book} />
}
