// A category's books (spec §2 "Category page", "All-books page"): the genre from the route, a 3-column grid, and
// /404 when the genre has no books. 'none' is the whole collection.
import { ALL_BOOKS_SLUG, type BookCategorySlug } from '@bookstore/contract/categories'
import { categoryHeading } from '@bookstore/contract/category-heading'
import { Link, Navigate, useParams } from 'react-router'
import { ApiError } from '../../../shared/api/api-error'
import { PageHeading } from '../../../shared/components/page-heading'
import { paths } from '../../../shared/paths'
import { useBooks } from '../api/get-books'
import { CategoryBookCard } from './category-book-card'
import { LoadError, LoadingText } from './query-feedback'

// Spec §2 "All-books page": the collection links to the fantasy shelf.
const FANTASY: BookCategorySlug = 'fantasy'

const linkClass = 'font-semibold text-brand-700 underline-offset-4 hover:underline'

export function CategoryPage() {
  const { genre = ALL_BOOKS_SLUG } = useParams()
  const slug = genre.toLowerCase()
  const isAll = slug === ALL_BOOKS_SLUG
  const { data: books, isPending, error, refetch } = useBooks({ category: slug })

  // The API answers 400 for a slug it cannot be (e.g. 'Sci Fi!') and [] for a genre nobody stocks.
  const noSuchGenre = books?.length === 0 || (error instanceof ApiError && error.status === 400)
  if (noSuchGenre) return <Navigate to={paths.notFound.href()} replace />

  return (
    <section>
      <PageHeading
        subtitle={
          isAll ? (
            <Link to={paths.category.href(FANTASY)} className={linkClass}>
              Browse the fantasy shelf
            </Link>
          ) : null
        }
      >
        {isAll ? 'Our Entire Collection' : categoryHeading(genre)}
      </PageHeading>
      <p className="-mt-4 mb-8">
        <Link to={paths.category.href(ALL_BOOKS_SLUG)} className={linkClass}>
          View All Books
        </Link>
      </p>
      {isPending ? (
        <LoadingText />
      ) : error ? (
        <LoadError message="The books could not be loaded." onRetry={() => void refetch()} />
      ) : (
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {books.map((book) => (
            <li key={book._id}>
              <CategoryBookCard book={book} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
