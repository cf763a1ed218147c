// GET /api/account (issue 24): the signed-in shopper's account as the profile's settings read it; hasPassword says
// whether she can change a password (a Google-only account has none).
import { apiPaths } from '@bookstore/contract/api-paths'
import { AccountSummary } from '@bookstore/contract/schemas/account'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/shared/api/client'
import { queryKeys } from '@/shared/api/query-keys'

export const getAccount = (signal?: AbortSignal): Promise<AccountSummary> =>
  api.get(apiPaths.account.href(), AccountSummary, { signal })

export const accountQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.account.summary(), queryFn: ({ signal }) => getAccount(signal) })

export const useAccount = () => useQuery(accountQueryOptions())
