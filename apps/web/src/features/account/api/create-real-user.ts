// POST /api/real-users/create-real-user {email, uid, username} (spec §7): sent after email registration and after
// Google sign-in; idempotent on the server, and its answer is not read.
import { apiPaths } from '@bookstore/contract/api-paths'
import { RealUser, type RealUserCreate } from '@bookstore/contract/schemas/real-user'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/shared/api/client'
import { markStale, staleQueries } from '@/shared/api/stale-queries'
import type { AuthUser } from '@/shared/auth/auth-user'

export const createRealUser = (body: RealUserCreate) =>
  api.post(apiPaths.createRealUser.href(), body, RealUser)

/** The signed-in user's record; `displayName` is her username (the server's, which may differ from the one typed). */
export const realUserOf = (user: AuthUser): RealUserCreate => ({
  email: user.email,
  uid: user.uid,
  username: user.displayName,
})

export function useCreateRealUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (user: AuthUser) => createRealUser(realUserOf(user)),
    onSuccess: (_answer, user) => markStale(queryClient, staleQueries.createRealUser(user.uid)),
    // Spec §7: the answer is not read; a failure changes nothing for the shopper, so it is only logged.
    onError: (error) => console.error('create-real-user failed', error),
  })
}
