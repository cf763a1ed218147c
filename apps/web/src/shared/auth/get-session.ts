// GET /api/identity/get-session (spec §4 "Auth state"): the signed-in user, or null for a visitor; the header,
// the guard and the account screens all read this one query, and sign-in, sign-up and sign-out write it.
import { identityPaths } from '@bookstore/contract/api-paths'
import { IdentitySession } from '@bookstore/contract/schemas/identity'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/shared/api/client'
import { queryKeys } from '@/shared/api/query-keys'
import { toAuthUser, type AuthUser } from './auth-user'

export const getSession = async (signal?: AbortSignal): Promise<AuthUser | null> => {
  const session = await api.get(identityPaths.session, IdentitySession, { signal })
  return session ? toAuthUser(session.user) : null
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.identity.session(),
    queryFn: ({ signal }) => getSession(signal),
    // Every guarded page mounts an observer: within 30 s the answer we have is good enough (the server checks
    // the session on every call anyway); focusing the window after that asks again.
    staleTime: 30_000,
  })

export const useSession = () => useQuery(sessionQueryOptions())
