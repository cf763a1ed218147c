// Dashboard index (spec §2 "Dashboard index"): the four real figures, the real monthly revenue chart (issue 6), the
// day's overview (issue 17: a query of its own, so either part can fail alone), the spec's sample cards filled from
// the store (issue 27) and its chart placeholder.
import { useDashboardScreen } from '@/shared/dashboard-screen'
import { useAdminStats } from '@/features/admin/api/get-admin-stats'
import { DashboardOverview } from './dashboard-overview'
import { StudentsByTypeOfStudying } from './dashboard-placeholders'
import { FigureCards, UsersByAverageOrder } from './store-figure-cards'
import { MonthlySalesChart } from './monthly-sales-chart'
import { StatCards } from './stat-cards'

export function DashboardPage() {
  useDashboardScreen('Dashboard')
  const { data: stats } = useAdminStats()
  return (
    <div className="space-y-6">
      <StatCards stats={stats} />
      <DashboardOverview />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <MonthlySalesChart months={stats?.monthlySales} />
        </div>
        <FigureCards />
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <StudentsByTypeOfStudying />
        <UsersByAverageOrder />
      </div>
    </div>
  )
}
