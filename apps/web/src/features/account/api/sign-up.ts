// POST /api/identity/sign-up/email (spec §7 identity calls): creates the account and signs it in (the session
// cookie comes back); the username is sent as the name too. The cached auth state becomes the new user.
import { identityPaths } from '@bookstore/contract/api-paths'
import { IdentitySignedIn } from '@bookstore/contract/schemas/identity'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/shared/api/client'
import { queryKeys } from '@/shared/api/query-keys'
import { toAuthUser } from '@/shared/auth/auth-user'

export interface SignUpInput {
  username: string
  email: string
  password: string
}

export const signUp = async ({ username, email, password }: SignUpInput) => {
  const answer = await api.post(
    identityPaths.signUp,
    { email, password, name: username, username },
    IdentitySignedIn,
  )
  return toAuthUser(answer.user)
}

export function useSignUp() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signUp,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.identity.session(), user),
  })
}
