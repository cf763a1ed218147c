// The dashboard's orders (issue 17): newest first (or as a column head sorts them, issue 27 item 5), a page at a time, filtered by state, days and a search by order
// id, email or name; where the admin is (filters and page) kept in the URL; each row opens its order; the filtered
// list downloads as CSV. A search whose count the API stopped at 10,000 says '10,000+ orders match'.
import { DEFAULT_ADMIN_ORDER_SORT } from '@bookstore/contract/schemas/admin-orders'
import { useDashboardScreen } from '@/shared/dashboard-screen'
import { PagedList, type PagedListKind } from '@/shared/components/dashboard/paged-list'
import { DashboardSection } from '@/shared/components/dashboard/dashboard-section'
import { ADMIN_ORDERS_TEXTS, atLeastMatch } from '@/features/admin-orders/admin-orders-texts'
import { ADMIN_ORDERS_PAGE_SIZE, useAdminOrders } from '@/features/admin-orders/api/get-admin-orders'
import { useAdminOrdersSearch } from '@/features/admin-orders/hooks/use-admin-orders-search'
import { DownloadOrdersButton } from './download-orders-button'
import { OrdersFilters } from './orders-filters'
import { OrdersTable } from './orders-table'

const ORDERS_LIST: PagedListKind = {
  pageSize: ADMIN_ORDERS_PAGE_SIZE,
  pagerLabel: 'Pages of orders',
  failed: ADMIN_ORDERS_TEXTS.listFailed,
}

export function AdminOrdersPage() {
  useDashboardScreen('Orders')
  const search = useAdminOrdersSearch()
  const { filters, page } = search
  // The API refuses a range that ends before it starts: say so instead of asking.
  const badRange = filters.from !== undefined && filters.to !== undefined && filters.from > filters.to
  const orders = useAdminOrders(filters, (page - 1) * ADMIN_ORDERS_PAGE_SIZE, !badRange)
  const empty = search.filtered ? ADMIN_ORDERS_TEXTS.noMatch : ADMIN_ORDERS_TEXTS.noOrders

  return (
    <DashboardSection title="Orders">
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <OrdersFilters
          filters={filters}
          q={search.q}
          onStatus={search.setStatus}
          onFrom={search.setFrom}
          onTo={search.setTo}
          onQ={search.setQ}
        />
        <DownloadOrdersButton filters={filters} />
      </div>
      {badRange ? (
        <p role="alert" className="mt-6 font-medium text-red-700">
          {ADMIN_ORDERS_TEXTS.badRange}
        </p>
      ) : (
        <PagedList kind={ORDERS_LIST} query={orders} place={search} empty={empty}>
          {({ items, atLeast }, stale) => (
            <>
              {/* A search matching more than the API counts (10,000): the pager shows no total, this says how many. */}
              {atLeast !== undefined && (
                <p role="status" className="mt-2 text-sm text-stone-600">
                  {atLeastMatch(atLeast)}
                </p>
              )}
              <OrdersTable
                orders={items}
                stale={stale}
                sort={{ value: search.sort, defaultValue: DEFAULT_ADMIN_ORDER_SORT, onSort: search.setSort }}
              />
            </>
          )}
        </PagedList>
      )}
    </DashboardSection>
  )
}
