// POST /api/identity/sign-in/email (spec §7 identity calls): on success the session cookie is set and the cached
// auth state becomes the signed-in user at once, so the header changes before the next screen shows.
import { identityPaths } from '@bookstore/contract/api-paths'
import type { LoginForm } from '@bookstore/contract/schemas/account-forms'
import { IdentitySignedIn } from '@bookstore/contract/schemas/identity'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/shared/api/client'
import { queryKeys } from '@/shared/api/query-keys'
import { toAuthUser } from '@/shared/auth/auth-user'

export const signIn = async (credentials: LoginForm) => {
  const answer = await api.post(identityPaths.signIn, credentials, IdentitySignedIn)
  return toAuthUser(answer.user)
}

export function useSignIn() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signIn,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.identity.session(), user),
  })
}
