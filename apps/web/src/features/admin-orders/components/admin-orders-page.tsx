// The dashboard's orders (issue 17): newest first, a page at a time, filtered by state, days and a search by order
// id, email or name; where the admin is (filters and page) kept in the URL; each row opens its order; the filtered
// list downloads as CSV.
import { Navigate } from 'react-router'
import { QueryError } from '@/shared/components/query-state'
import { usePageTitle } from '@/shared/use-page-title'
import { ListPager } from '@/shared/components/dashboard/list-pager'
import { DashboardSection } from '@/shared/components/dashboard/dashboard-section'
import { ADMIN_ORDERS_TEXTS } from '@/features/admin-orders/admin-orders-texts'
import { ADMIN_ORDERS_PAGE_SIZE, useAdminOrders } from '@/features/admin-orders/api/get-admin-orders'
import { useAdminOrdersSearch } from '@/features/admin-orders/hooks/use-admin-orders-search'
import { DownloadOrdersButton } from './download-orders-button'
import { OrdersFilters } from './orders-filters'
import { OrdersTable } from './orders-table'

const message = 'mt-6 text-stone-600'

export function AdminOrdersPage() {
  usePageTitle('Orders')
  const search = useAdminOrdersSearch()
  const { filters, page, pageSearch } = search
  // The API refuses a range that ends before it starts: say so instead of asking.
  const badRange = filters.from !== undefined && filters.to !== undefined && filters.from > filters.to
  const orders = useAdminOrders(filters, (page - 1) * ADMIN_ORDERS_PAGE_SIZE, !badRange)

  // A page past the end (an old link, orders filtered away): the last page that has orders.
  const total = orders.data && !orders.isPlaceholderData ? orders.data.total : null
  const lastPage = total === null ? page : Math.max(1, Math.ceil(total / ADMIN_ORDERS_PAGE_SIZE))
  if (page > lastPage) return <Navigate to={{ search: pageSearch(lastPage) }} replace />

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
      ) : orders.isPending ? (
        <p role="status" className={message}>
          Loading...
        </p>
      ) : orders.isError ? (
        <div className="mt-6">
          <QueryError message={ADMIN_ORDERS_TEXTS.listFailed} onRetry={() => void orders.refetch()} />
        </div>
      ) : orders.data.items.length === 0 ? (
        <p role="status" className={message}>
          {search.filtered ? ADMIN_ORDERS_TEXTS.noMatch : ADMIN_ORDERS_TEXTS.noOrders}
        </p>
      ) : (
        <>
          <div className="mt-6">
            <ListPager
              label="Pages of orders"
              first={orders.data.offset + 1}
              count={orders.data.items.length}
              total={orders.data.total}
              previous={page > 1 ? pageSearch(page - 1) : null}
              next={orders.data.hasNext ? pageSearch(page + 1) : null}
            />
          </div>
          <OrdersTable orders={orders.data.items} stale={orders.isPlaceholderData} />
        </>
      )}
    </DashboardSection>
  )
}
