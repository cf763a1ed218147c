// The dashboard's customers (issue 17): the shop's real users newest first, a page at a time, searched by name,
// email or username (the search and the page kept in the URL: shared/use-list-search), each opening her page.
import { INDEXED_QUERY_MIN_LENGTH } from '@bookstore/contract/schemas/paging'
import { DashboardSection } from '@/shared/components/dashboard/dashboard-section'
import { PagedList, type PagedListKind } from '@/shared/components/dashboard/paged-list'
import { TextFilter } from '@/shared/components/dashboard/text-filter'
import { useDashboardScreen } from '@/shared/dashboard-screen'
import { readTextSearch, useListSearch } from '@/shared/use-list-search'
import { CUSTOMERS_PAGE_SIZE, useCustomers } from '@/features/customers/api/get-customers'
import { CUSTOMERS_TEXTS } from '@/features/customers/customers-texts'
import { CustomersTable } from './customers-table'

const CUSTOMERS_LIST: PagedListKind = {
  pageSize: CUSTOMERS_PAGE_SIZE,
  pagerLabel: 'Pages of customers',
  failed: CUSTOMERS_TEXTS.listFailed,
}

export function CustomersPage() {
  useDashboardScreen('Customers')
  const place = useListSearch(readTextSearch)
  const { filters, setFilters } = place
  const search = filters.q.trim()
  const customers = useCustomers(search, (place.page - 1) * CUSTOMERS_PAGE_SIZE)

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
        {({ items }, stale) => <CustomersTable customers={items} stale={stale} />}
      </PagedList>
    </DashboardSection>
  )
}
