// What the search page shows when nothing matches (issue 16): says so, offers "Did you mean …" (the closest title or
// author, a link to the search for it) when the API knows one, and a few bestselling books to go on with.
import { useDidYouMean } from '@/features/catalog/api/get-did-you-mean'
import { useBooks } from '@/features/catalog/api/get-books'
import { Link } from 'react-router'
import { QueryError, QueryLoading } from '@/shared/components/query-state'
import { paths } from '@/shared/paths'
import { BookCard } from './book-card'

/** Bestselling books shown when a search finds nothing. */
export const NO_RESULTS_BESTSELLERS = 4

function DidYouMean({ q }: { q: string }) {
  const { data } = useDidYouMean(q)
  const text = data?.text
  // A failure leaves the hint out: the page says enough without it.
  if (!text || text.toLowerCase() === q.toLowerCase()) return null
  return (
    <p className="mt-3 text-lg text-stone-700">
      Did you mean{' '}
      <Link
        to={paths.search.href(text)}
        className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
      >
        {text}
      </Link>
      ?
    </p>
  )
}

function Bestsellers() {
  const bestsellers = useBooks({ sort: 'bestselling', limit: NO_RESULTS_BESTSELLERS })
  return (
    <section aria-labelledby="bestsellers-heading" className="mt-12">
      <h2 id="bestsellers-heading" className="mb-5 font-display text-2xl font-bold text-brand-800">
        Bestselling books
      </h2>
      {bestsellers.data ? (
        <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6 xl:grid-cols-4">
          {bestsellers.data.map((book) => (
            <li key={book._id}>
              <BookCard book={book} variant="category" />
            </li>
          ))}
        </ul>
      ) : bestsellers.isPending ? (
        <QueryLoading />
      ) : (
        <QueryError
          message="The bestselling books could not be loaded."
          onRetry={() => void bestsellers.refetch()}
        />
      )}
    </section>
  )
}

export function SearchNoResults({ q, filtered }: { q: string; filtered: boolean }) {
  return (
    <div>
      <div className="rounded-2xl border border-stone-200 bg-white/70 p-6 text-center">
        <p className="text-lg font-semibold text-ink">
          {filtered ? `No books match “${q}” with these filters.` : `No books match “${q}”.`}
        </p>
        <DidYouMean q={q} />
      </div>
      <Bestsellers />
    </div>
  )
}
