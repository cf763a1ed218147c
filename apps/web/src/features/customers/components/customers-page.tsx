// The dashboard's customers (issue 17): the shop's real users newest first, a page at a time, searched by name,
// email or username (the search and the page kept in the URL), each opening her page.
import { Navigate } from 'react-router'
import { QueryError } from '@/shared/components/query-state'
import { usePageTitle } from '@/shared/use-page-title'
import { ListPager } from '@/shared/components/dashboard/list-pager'
import { DashboardSection } from '@/shared/components/dashboard/dashboard-section'
import { INDEXED_QUERY_MIN_LENGTH } from '@bookstore/contract/schemas/paging'
import { TextFilter } from '@/shared/components/dashboard/text-filter'
import { CUSTOMERS_PAGE_SIZE, useCustomers } from '@/features/customers/api/get-customers'
import { CUSTOMERS_TEXTS } from '@/features/customers/customers-texts'
import { useCustomersSearch } from '@/features/customers/hooks/use-customers-search'
import { CustomersTable } from './customers-table'

const message = 'mt-6 text-stone-600'

export function CustomersPage() {
  usePageTitle('Customers')
  const { q, page, pageSearch, setQ } = useCustomersSearch()
  const search = q.trim()
  const customers = useCustomers(search, (page - 1) * CUSTOMERS_PAGE_SIZE)

  // A page past the end (an old link, a search that matches fewer): the last page that has customers.
  const total = customers.data && !customers.isPlaceholderData ? customers.data.total : null
  const lastPage = total === null ? page : Math.max(1, Math.ceil(total / CUSTOMERS_PAGE_SIZE))
  if (page > lastPage) return <Navigate to={{ search: pageSearch(lastPage) }} replace />

  return (
    <DashboardSection title="Customers">
      <div className="mt-4">
        <TextFilter
          label={CUSTOMERS_TEXTS.searchLabel}
          minLength={INDEXED_QUERY_MIN_LENGTH}
          value={q}
          onChange={setQ}
        />
      </div>
      {customers.isPending ? (
        <p role="status" className={message}>
          Loading...
        </p>
      ) : customers.isError ? (
        <div className="mt-6">
          <QueryError message={CUSTOMERS_TEXTS.listFailed} onRetry={() => void customers.refetch()} />
        </div>
      ) : customers.data.items.length === 0 ? (
        <p role="status" className={message}>
          {search === '' ? CUSTOMERS_TEXTS.noCustomers : CUSTOMERS_TEXTS.noMatch(search)}
        </p>
      ) : (
        <>
          <div className="mt-6">
            <ListPager
              label="Pages of customers"
              first={customers.data.offset + 1}
              count={customers.data.items.length}
              total={customers.data.total}
              previous={page > 1 ? pageSearch(page - 1) : null}
              next={customers.data.hasNext ? pageSearch(page + 1) : null}
            />
          </div>
          <CustomersTable customers={customers.data.items} stale={customers.isPlaceholderData} />
        </>
      )}
    </DashboardSection>
  )
}
