// Query keys of the dashboard's orders (issue 17), under the admin's key (queryKeys.admin.all): invalidating the
// admin's queries after a delivery or a cancellation refreshes the figures, the overview and these lists together.
import type { AdminOrdersParams } from '@bookstore/contract/api-paths'
import { queryKeys } from '@/shared/api/query-keys'

export const adminOrderKeys = {
  all: [...queryKeys.admin.all, 'orders'] as const,
  /** One page of the filtered list (GET /api/admin/orders). */
  page: (params: AdminOrdersParams) => [...queryKeys.admin.all, 'orders', 'page', params] as const,
  /** One order as the admin sees it (GET /api/admin/orders/{id}). */
  one: (id: string) => [...queryKeys.admin.all, 'orders', 'detail', id] as const,
}
