// GET /api/identity-config: whether Google sign-in is configured on this server (its buttons say so when not).
import { apiPaths } from '@bookstore/contract/api-paths'
import { IdentityConfig } from '@bookstore/contract/schemas/identity'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/shared/api/client'
import { queryKeys } from '@/shared/api/query-keys'

export const getIdentityConfig = (signal?: AbortSignal): Promise<IdentityConfig> =>
  api.get(apiPaths.identityConfig.href(), IdentityConfig, { signal })

export const identityConfigQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.identity.config(),
    queryFn: ({ signal }) => getIdentityConfig(signal),
    // It changes only when the server restarts with other settings.
    staleTime: Infinity,
  })

export const useIdentityConfig = () => useQuery(identityConfigQueryOptions())
