// Manage Books (spec §2, §4, §8; issues 15, 17): the catalogue a page at a time in the spec's table with each book's
// stock, a title filter and a stock filter, and where the admin is (filters and page) kept in the URL. 'See all' does
// nothing (spec §2).
import type { BookStockFilter } from '@bookstore/contract/schemas/book'
import { useDashboardScreen } from '@/shared/dashboard-screen'
import { MANAGE_PAGE_SIZE, useManageBooks } from '@/features/admin/api/get-books'
import {
  DEFAULT_MANAGE_BOOK_SORT,
  useManageBooksSearch,
} from '@/features/admin/hooks/use-manage-books-search'
import { BookTable } from './book-table'
import { DashboardSection } from '@/shared/components/dashboard/dashboard-section'
import { PagedList, type PagedListKind } from '@/shared/components/dashboard/paged-list'
import { TextFilter } from '@/shared/components/dashboard/text-filter'
import { StockFilter } from './stock-filter'

const STOCK_NONE: Record<BookStockFilter, string> = {
  low: 'No books are low on stock.',
  out: 'No books are out of stock.',
}

/** What an empty table says for its filters. */
const noBooksText = (filter: string, stock: BookStockFilter | null): string => {
  if (stock === null) return filter === '' ? 'No books yet.' : `No books match “${filter}”.`
  return filter === '' ? STOCK_NONE[stock] : `No books match “${filter}” with that stock.`
}

const BOOKS_LIST: PagedListKind = {
  pageSize: MANAGE_PAGE_SIZE,
  pagerLabel: 'Pages of books',
  failed: 'The books could not be loaded.',
  retry: false,
}

export function ManageBooksPage() {
  useDashboardScreen('Manage Books')
  const place = useManageBooksSearch()
  const { q, stock, sort, page, setQ, setStock, setSort } = place
  const filter = q.trim()
  const books = useManageBooks({ q: filter, stock, sort, offset: (page - 1) * MANAGE_PAGE_SIZE })

  return (
    <DashboardSection title="Manage Books">
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-wrap items-end gap-4">
          <TextFilter value={q} onChange={setQ} />
          <StockFilter value={stock} onChange={setStock} />
        </div>
        {/* Spec §2: the button is there and does nothing. */}
        <button
          type="button"
          className="rounded-full bg-brand-100 px-4 py-1.5 text-sm font-semibold text-brand-800"
        >
          See all
        </button>
      </div>
      <PagedList kind={BOOKS_LIST} query={books} place={place} empty={noBooksText(filter, stock)}>
        {({ items, offset }, stale) => (
          <BookTable
            books={items}
            firstNumber={offset + 1}
            stale={stale}
            sort={{ value: sort, defaultValue: DEFAULT_MANAGE_BOOK_SORT, onSort: setSort }}
          />
        )}
      </PagedList>
    </DashboardSection>
  )
}
