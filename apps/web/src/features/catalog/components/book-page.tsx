// The book page /books/{id} (spec §2 "Book detail"): 'Loading...', 'Error loading book info', or the book.
import { useParams } from 'react-router'
import { ApiError } from '@/shared/api/api-error'
import { Button } from '@/shared/components/button'
import { usePageTitle } from '@/shared/use-page-title'
import { useBook } from '@/features/catalog/api/get-book'
import { BookDetails } from './book-details'

export function BookPage() {
  const { id = '' } = useParams()
  const { data: book, isPending, error, refetch } = useBook(id)
  usePageTitle(book?.title ?? null)

  if (isPending) {
    return (
      <p role="status" className="py-16 text-center text-stone-600">
        Loading...
      </p>
    )
  }
  if (error) {
    // An unknown book stays unknown; anything else (network, server) may pass on a second try.
    const canRetry = !(error instanceof ApiError && error.status === 404)
    return (
      <div role="alert" className="py-16 text-center">
        <p className="text-lg text-red-700">Error loading book info</p>
        {canRetry ? (
          <Button variant="secondary" onClick={() => void refetch()} className="mt-4">
            Try again
          </Button>
        ) : null}
      </div>
    )
  }
  return <BookDetails book={book} />
}
