// The dashboard's customers (issue 17): the shop's real users newest first (or as a column head sorts them: issue 27
// item 5), a page at a time, searched by name, email or username (the search, the order and the page kept in the URL:
// shared/use-list-search), each opening her page.
import {
  CUSTOMER_SORTS,
  DEFAULT_CUSTOMER_SORT,
  type CustomerSort,
} from '@bookstore/contract/schemas/customer'
import { INDEXED_QUERY_MIN_LENGTH } from '@bookstore/contract/schemas/paging'
import { DashboardSection } from '@/shared/components/dashboard/dashboard-section'
import { PagedList, type PagedListKind } from '@/shared/components/dashboard/paged-list'
import { TextFilter } from '@/shared/components/dashboard/text-filter'
import { useDashboardScreen } from '@/shared/dashboard-screen'
import { sortOf, useListSearch } from '@/shared/use-list-search'
import { CUSTOMERS_PAGE_SIZE, useCustomers } from '@/features/customers/api/get-customers'
import { CUSTOMERS_TEXTS } from '@/features/customers/customers-texts'
import { CustomersTable } from './customers-table'

const CUSTOMERS_LIST: PagedListKind = {
  pageSize: CUSTOMERS_PAGE_SIZE,
  pagerLabel: 'Pages of customers',
  failed: CUSTOMERS_TEXTS.listFailed,
}

/** ?q=<text>&sort=<order>: the search and the order. */
const readCustomers = (params: URLSearchParams) => ({
  q: params.get('q') ?? '',
  sort: sortOf(params.get('sort'), CUSTOMER_SORTS),
})

export function CustomersPage() {
  useDashboardScreen('Customers')
  const place = useListSearch(readCustomers)
  const { filters, setFilters } = place
  const search = filters.q.trim()
  const sort = filters.sort ?? DEFAULT_CUSTOMER_SORT
  const customers = useCustomers(search, (place.page - 1) * CUSTOMERS_PAGE_SIZE, sort)
  const setSort = (value: CustomerSort) =>
    setFilters({ sort: value === DEFAULT_CUSTOMER_SORT ? undefined : value })

  return (
    <DashboardSection title="Customers">
      <div className="mt-4">
        <TextFilter
          label={CUSTOMERS_TEXTS.searchLabel}
          minLength={INDEXED_QUERY_MIN_LENGTH}
          value={filters.q}
          onChange={(q) => setFilters({ q }, { replace: true })}
        />
      </div>
      <PagedList
        kind={CUSTOMERS_LIST}
        query={customers}
        place={place}
        empty={search === '' ? CUSTOMERS_TEXTS.noCustomers : CUSTOMERS_TEXTS.noMatch(search)}
      >
        {({ items }, stale) => (
          <CustomersTable
            customers={items}
            stale={stale}
            sort={{ value: sort, defaultValue: DEFAULT_CUSTOMER_SORT, onSort: setSort }}
          />
        )}
      </PagedList>
    </DashboardSection>
  )
}
