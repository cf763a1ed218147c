// Query keys of the dashboard's customers (issue 17), under the admin's key (queryKeys.admin.all): what refreshes the
// admin's queries (an order delivered or cancelled, log-out) refreshes the customers' figures and orders too.
import type { TextListParams } from '@bookstore/contract/api-paths'
import { queryKeys } from '@/shared/api/query-keys'

export const customerKeys = {
  all: [...queryKeys.admin.all, 'customers'] as const,
  /** One page of the list (GET /api/admin/customers). */
  page: (params: TextListParams) => [...queryKeys.admin.all, 'customers', 'page', params] as const,
  /** One customer (GET /api/admin/customers/{uid}). */
  one: (uid: string) => [...queryKeys.admin.all, 'customers', 'detail', uid] as const,
  /** A page of her orders (GET /api/admin/orders?customer={uid}). */
  orders: (uid: string, offset: number) =>
    [...queryKeys.admin.all, 'customers', 'orders', uid, offset] as const,
}
