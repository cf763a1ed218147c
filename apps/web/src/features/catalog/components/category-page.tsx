// A category's books (spec §2 "Category page", "All-books page"): the genre from the route, the other genres, a
// 3-column grid, and /404 when the genre has no books. 'none' is the whole collection.
import { ALL_BOOKS_SLUG, DEFAULT_CATEGORY } from '@bookstore/contract/categories'
import { categoryHeading } from '@bookstore/contract/category-heading'
import { Link, Navigate, useParams } from 'react-router'
import { ApiError } from '@/shared/api/api-error'
import { QueryError, QueryLoading } from '@/shared/components/query-state'
import { paths } from '@/shared/paths'
import { usePageTitle } from '@/shared/use-page-title'
import { useBooks } from '@/features/catalog/api/get-books'
import { BookCard } from './book-card'
import { CategorySelect } from './category-select'

/** Cards on the grid's first row at its widest (3 columns): the covers a shopper sees first. */
const FIRST_ROW = 3

const linkClass =
  'inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline'

export function CategoryPage() {
  const { genre = ALL_BOOKS_SLUG } = useParams()
  const slug = genre.toLowerCase()
  const isAll = slug === ALL_BOOKS_SLUG
  const { data: books, isPending, error, refetch } = useBooks({ category: slug })
  const heading = isAll ? 'Our Entire Collection' : categoryHeading(genre)
  usePageTitle(heading)

  // The API answers 400 for a slug it cannot be (e.g. 'Sci Fi!') and [] for a genre nobody stocks.
  const noSuchGenre = (!isAll && books?.length === 0) || (error instanceof ApiError && error.status === 400)
  if (noSuchGenre) return <Navigate to={paths.notFound.href()} replace />

  return (
    <section>
      <header className="mb-8 flex flex-col gap-6 border-b border-stone-200 pb-8 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-3xl font-bold tracking-tight text-brand-800 sm:text-4xl">
            {heading}
          </h1>
          <p className="mt-2 text-stone-600">
            {books ? `${books.length} ${books.length === 1 ? 'book' : 'books'} on this shelf` : '\u00a0'}
          </p>
          <p className="mt-3">
            {isAll ? (
              // Spec §2 "All-books page": the collection links to the fantasy shelf.
              <Link to={paths.category.href(DEFAULT_CATEGORY)} className={linkClass}>
                Browse the fantasy shelf <span aria-hidden="true">→</span>
              </Link>
            ) : (
              <Link to={paths.category.href(ALL_BOOKS_SLUG)} className={linkClass}>
                View All Books <span aria-hidden="true">→</span>
              </Link>
            )}
          </p>
        </div>
        <CategorySelect current={slug} />
      </header>
      {isPending ? (
        <QueryLoading />
      ) : error ? (
        <QueryError message="The books could not be loaded." onRetry={() => void refetch()} />
      ) : books.length === 0 ? (
        <p className="py-10 text-center text-stone-600">No books yet.</p>
      ) : (
        <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
          {books.map((book, i) => (
            <li key={book._id}>
              <BookCard book={book} variant="category" eager={i < FIRST_ROW} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
