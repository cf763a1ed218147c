// GET /api/admin (spec §7): the dashboard's figures. A failure is only logged (spec §8); the cards stay empty.
import { apiPaths } from '@bookstore/contract/api-paths'
import { AdminStats } from '@bookstore/contract/schemas/admin'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/shared/api/client'
import { queryKeys } from '@/shared/api/query-keys'

export const getAdminStats = (signal?: AbortSignal): Promise<AdminStats> =>
  api.get(apiPaths.adminStats.href(), AdminStats, { signal })

export const adminStatsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.admin.stats(),
    queryFn: ({ signal }) =>
      getAdminStats(signal).catch((error: unknown) => {
        if (!signal.aborted) console.error('Failed to load the dashboard figures', error)
        throw error
      }),
  })

export const useAdminStats = () => useQuery(adminStatsQueryOptions())
