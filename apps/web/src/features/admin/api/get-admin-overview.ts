// GET /api/admin/overview (issue 17): the dashboard's day (sales and orders today and this month, the month's best
// sellers, the latest orders, the books out of or low on stock). Its own query, apart from the spec's figures, so
// either can fail alone; a book write refreshes it with the rest of queryKeys.admin.
import { apiPaths } from '@bookstore/contract/api-paths'
import { AdminOverview } from '@bookstore/contract/schemas/admin-overview'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/shared/api/client'
import { queryKeys } from '@/shared/api/query-keys'

export const getAdminOverview = (signal?: AbortSignal): Promise<AdminOverview> =>
  api.get(apiPaths.adminOverview.href(), AdminOverview, { signal })

export const adminOverviewQueryOptions = () =>
  queryOptions({
    // Under queryKeys.admin.all, so what invalidates the dashboard's figures (a book write, log-out) reaches it too.
    queryKey: queryKeys.admin.overview(),
    queryFn: ({ signal }) => getAdminOverview(signal),
  })

export const useAdminOverview = () => useQuery(adminOverviewQueryOptions())
