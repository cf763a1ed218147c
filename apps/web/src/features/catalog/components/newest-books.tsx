// The home page's list of the newest books.
import { useBooks } from '../api/get-books'
import { BookCard } from './book-card'
import { LoadError, LoadingText } from './query-feedback'

const NEWEST_COUNT = 12

export function NewestBooks() {
  const { data: books, isPending, isError, refetch } = useBooks({ limit: NEWEST_COUNT })
  return (
    <section aria-labelledby="newest-title">
      <h2 id="newest-title" className="font-display text-2xl font-bold text-brand-800">
        Newest Arrivals
      </h2>
      <div className="mt-6">
        {isPending ? (
          <LoadingText />
        ) : isError ? (
          <LoadError message="The newest books could not be loaded." onRetry={() => void refetch()} />
        ) : books.length === 0 ? (
          <p className="py-10 text-center text-stone-500">No books yet.</p>
        ) : (
          <ul className="grid gap-6 lg:grid-cols-2">
            {books.map((book) => (
              <li key={book._id}>
                <BookCard book={book} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
