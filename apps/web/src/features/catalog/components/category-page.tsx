// A category's books (spec §2 "Category page", "All-books page"): the genre from the route, the other genres, the
// shelf's filters and order kept in the URL (issue 16, filter-bar.tsx), a 3-column grid paged as the shopper scrolls
// (book-shelf.tsx), how many books the shelf holds, and /404 when the genre has no books. 'none' is the whole
// collection.
import { ALL_BOOKS_SLUG, DEFAULT_CATEGORY } from '@bookstore/contract/categories'
import { Link, Navigate, useParams } from 'react-router'
import { ApiError } from '@/shared/api/api-error'
import { paths } from '@/shared/paths'
import { usePageTitle } from '@/shared/use-page-title'
import { useBookShelf } from '@/features/catalog/api/get-book-shelf'
import { useShelfFilters } from '@/features/catalog/hooks/use-shelf-filters'
import { categoryShelf } from '@/features/catalog/category-shelf'
import { isFiltered, SHELF_SORTS } from '@/features/catalog/shelf-filters'
import { CategorySelect } from './category-select'
import { FilterBar } from './filter-bar'
import { ShelfResults, shelfTotal } from './shelf-results'

const linkClass =
  'inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline'

const books = (count: number) => `${count} ${count === 1 ? 'book' : 'books'}`

export function CategoryPage() {
  const { genre = ALL_BOOKS_SLUG } = useParams()
  const { filters, setFilters } = useShelfFilters(SHELF_SORTS)
  const { slug, isAll, heading, query } = categoryShelf(genre, filters)
  const filtered = isFiltered(filters)
  const shelf = useBookShelf(query)
  usePageTitle(heading)

  const total = shelfTotal(shelf)
  // The API answers 400 for a slug it cannot be (e.g. 'Sci Fi!') and no books for a genre nobody stocks (filters
  // aside: they may leave a stocked genre empty; the URL's filters are read as the API takes them).
  const noSuchGenre =
    (!isAll && !filtered && shelf.data?.pages[0]?.total === 0) ||
    (shelf.error instanceof ApiError && shelf.error.status === 400)
  if (noSuchGenre) return <Navigate to={paths.notFound.href()} replace />

  return (
    <section>
      <header className="mb-8 flex flex-col gap-6 border-b border-stone-200 pb-8 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-3xl font-bold tracking-tight text-brand-800 sm:text-4xl">
            {heading}
          </h1>
          <p className="mt-2 text-stone-600">
            {typeof total !== 'number'
              ? '\u00a0'
              : filtered
                ? `${books(total)} on this shelf match the filters`
                : `${books(total)} on this shelf`}
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
      <FilterBar filters={filters} sorts={SHELF_SORTS} onChange={setFilters} />
      <ShelfResults
        shelf={shelf}
        empty={
          <p className="py-10 text-center text-stone-600">
            {filtered ? 'No books on this shelf match the filters.' : 'No books yet.'}
          </p>
        }
      />
    </section>
  )
}
