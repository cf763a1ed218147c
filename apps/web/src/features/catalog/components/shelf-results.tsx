// A shelf's books as the shelf query brings them (category page, all-books page, search page): Loading..., the error
// with Try again, what to say when nothing matches, or the paged grid (book-shelf.tsx).
import type { Book } from '@bookstore/contract/schemas/book'
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { ShelfPage } from '@/features/catalog/api/get-book-shelf'
import type { ListPage } from '@/shared/api/list-page'
import { QueryError, QueryLoading } from '@/shared/components/query-state'
import { BookShelf } from './book-shelf'

export type ShelfQueryResult = UseInfiniteQueryResult<InfiniteData<ShelfPage>>

// A book added while the shopper reads shifts later pages by one: it would come twice, and React keys must be unique.
const booksOf = (pages: ListPage<Book>[]): Book[] => [
  ...new Map(pages.flatMap((page) => page.items).map((book) => [book._id, book])).values(),
]

/** How many books the shelf holds, as its latest page says; undefined until a page has come. */
export const shelfTotal = (shelf: ShelfQueryResult): number | null | undefined =>
  shelf.data?.pages.at(-1)?.total

export function ShelfResults({ shelf, empty }: { shelf: ShelfQueryResult; empty: ReactNode }) {
  const pages = shelf.data?.pages ?? []
  const lastPage = pages.at(-1)
  if (!lastPage) {
    return shelf.isPending ? (
      <QueryLoading />
    ) : (
      <QueryError message="The books could not be loaded." onRetry={() => void shelf.refetch()} />
    )
  }
  const books = booksOf(pages)
  if (books.length === 0) return empty
  return (
    <BookShelf
      books={books}
      total={lastPage.total}
      lastPageSize={lastPage.items.length}
      hasMore={shelf.hasNextPage}
      busy={shelf.isFetching}
      failed={shelf.isFetchNextPageError}
      loadMore={async () => !(await shelf.fetchNextPage({ cancelRefetch: false })).isError}
    />
  )
}
