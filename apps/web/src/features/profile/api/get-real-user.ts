// GET /api/real-users/{uid} (spec §7): the signed-in shopper's record, for the profile's name and username.
import { apiPaths } from '@bookstore/contract/api-paths'
import { RealUser } from '@bookstore/contract/schemas/real-user'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/shared/api/client'
import { queryKeys } from '@/shared/api/query-keys'

export const getRealUser = (uid: string, signal?: AbortSignal): Promise<RealUser> =>
  api.get(apiPaths.realUser.href(uid), RealUser, { signal })

export const realUserQueryOptions = (uid: string) =>
  queryOptions({ queryKey: queryKeys.realUsers.one(uid), queryFn: ({ signal }) => getRealUser(uid, signal) })

export const useRealUser = (uid: string) => useQuery(realUserQueryOptions(uid))
