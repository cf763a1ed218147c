// POST /api/identity/sign-out: ends the session on the server; the cached auth state becomes "signed out".
import { identityPaths } from '@bookstore/contract/api-paths'
import { SignedOut } from '@bookstore/contract/schemas/identity'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/shared/api/client'
import { queryKeys } from '@/shared/api/query-keys'

// better-auth reads a JSON body on its POSTs: an empty object, not none.
export const signOut = () => api.post(identityPaths.signOut, {}, SignedOut)

export function useSignOut() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => queryClient.setQueryData(queryKeys.identity.session(), null),
  })
}
