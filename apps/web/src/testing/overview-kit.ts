// The dashboard overview (GET /api/admin/overview) of a shop with nothing to show: no sales today or this month, no
// top books, no orders, nothing low on or out of stock. The overview's and the dashboard page's tests start from it.
import type { AdminOverview } from '@bookstore/contract/schemas/admin-overview'

export const QUIET_OVERVIEW: AdminOverview = {
  today: { revenue: 0, orders: 0 },
  month: { revenue: 0, orders: 0 },
  topBooks: [],
  latestOrders: [],
  outOfStock: 0,
  lowStockCount: 0,
  lowStock: [],
  ordersInTransit: 0,
  visitsLastDay: 0,
  customersByAverageOrder: [],
}
