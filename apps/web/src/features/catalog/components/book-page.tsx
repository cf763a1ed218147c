// The book page /books/{id} (spec §2 "Book detail"): 'Loading...', 'Error loading book info', or the book. A book the
// API does not have (404: an unknown or malformed id) is no page: the store's 404 screen, as for an unknown genre.
import { Navigate, useParams } from 'react-router'
import { ApiError } from '@/shared/api/api-error'
import { Button } from '@/shared/components/button'
import { paths } from '@/shared/paths'
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
    if (error instanceof ApiError && error.status === 404)
      return <Navigate to={paths.notFound.href()} replace />
    // Anything else (network, server) may pass on a second try.
    return (
      <div role="alert" className="py-16 text-center">
        <p className="text-lg text-red-700">Error loading book info</p>
        <Button variant="secondary" onClick={() => void refetch()} className="mt-4">
          Try again
        </Button>
      </div>
    )
  }
  return <BookDetails book={book} />
}
