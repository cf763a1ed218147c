// The dashboard's day (issue 17) from GET /api/admin/overview, beside the spec's figures: loading, a failure with
// Try again, or the day's figures, the best sellers, the latest orders and the books low on stock.
import { QueryError, QueryLoading } from '@/shared/components/query-state'
import { useAdminOverview } from '@/features/admin/api/get-admin-overview'
import { DayFigures } from './day-figures'
import { LatestOrders } from './latest-orders'
import { LowStockList } from './low-stock-list'
import { TopBooks } from './top-books'

export function DashboardOverview() {
  const overview = useAdminOverview()
  if (overview.isPending) return <QueryLoading>Loading the day's figures...</QueryLoading>
  if (overview.isError) {
    return (
      <QueryError message="The day's figures could not be loaded." onRetry={() => void overview.refetch()} />
    )
  }
  const { data } = overview
  return (
    <div className="space-y-6">
      <DayFigures overview={data} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <LatestOrders orders={data.latestOrders} />
        </div>
        <div className="grid content-start gap-6">
          <TopBooks books={data.topBooks} />
          <LowStockList books={data.lowStock} count={data.lowStockCount} />
        </div>
      </div>
    </div>
  )
}
