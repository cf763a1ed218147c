// A category's books (spec §2 "Category page", "All-books page"): the genre from the route, the other genres, a
// 3-column grid paged as the shopper scrolls (book-shelf.tsx), how many books the shelf holds, and /404 when the
// genre has no books. 'none' is the whole collection.
import { ALL_BOOKS_SLUG, DEFAULT_CATEGORY } from '@bookstore/contract/categories'
import { categoryHeading } from '@bookstore/contract/category-heading'
import type { Book } from '@bookstore/contract/schemas/book'
import { Link, Navigate, useParams } from 'react-router'
import { ApiError } from '@/shared/api/api-error'
import type { ListPage } from '@/shared/api/list-page'
import { QueryError, QueryLoading } from '@/shared/components/query-state'
import { paths } from '@/shared/paths'
import { usePageTitle } from '@/shared/use-page-title'
import { useBookShelf } from '@/features/catalog/api/get-book-shelf'
import { BookShelf } from './book-shelf'
import { CategorySelect } from './category-select'

const linkClass =
  'inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline'

// A book added while the shopper reads shifts later pages by one: it would come twice, and React keys must be unique.
const booksOf = (pages: ListPage<Book>[]): Book[] => [
  ...new Map(pages.flatMap((page) => page.items).map((book) => [book._id, book])).values(),
]

const shelfSize = (total: number) => `${total} ${total === 1 ? 'book' : 'books'} on this shelf`

export function CategoryPage() {
  const { genre = ALL_BOOKS_SLUG } = useParams()
  const slug = genre.toLowerCase()
  const isAll = slug === ALL_BOOKS_SLUG
  const shelf = useBookShelf(slug)
  const heading = isAll ? 'Our Entire Collection' : categoryHeading(genre)
  usePageTitle(heading)

  const pages = shelf.data?.pages ?? []
  const lastPage = pages.at(-1)
  // The latest page knows best how many books the shelf holds now.
  const total = lastPage ? lastPage.total : undefined
  // The API answers 400 for a slug it cannot be (e.g. 'Sci Fi!') and no books for a genre nobody stocks.
  const noSuchGenre =
    (!isAll && pages[0]?.total === 0) || (shelf.error instanceof ApiError && shelf.error.status === 400)
  if (noSuchGenre) return <Navigate to={paths.notFound.href()} replace />

  const books = booksOf(pages)
  return (
    <section>
      <header className="mb-8 flex flex-col gap-6 border-b border-stone-200 pb-8 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-3xl font-bold tracking-tight text-brand-800 sm:text-4xl">
            {heading}
          </h1>
          <p className="mt-2 text-stone-600">{typeof total === 'number' ? shelfSize(total) : '\u00a0'}</p>
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
      {!lastPage ? (
        shelf.isPending ? (
          <QueryLoading />
        ) : (
          <QueryError message="The books could not be loaded." onRetry={() => void shelf.refetch()} />
        )
      ) : books.length === 0 ? (
        <p className="py-10 text-center text-stone-600">No books yet.</p>
      ) : (
        <BookShelf
          books={books}
          total={lastPage.total}
          lastPageSize={lastPage.items.length}
          hasMore={shelf.hasNextPage}
          busy={shelf.isFetching}
          failed={shelf.isFetchNextPageError}
          loadMore={async () => !(await shelf.fetchNextPage({ cancelRefetch: false })).isError}
        />
      )}
    </section>
  )
}
