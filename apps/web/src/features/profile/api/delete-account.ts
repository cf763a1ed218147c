// POST /api/account/delete (issue 24): her email, typed to confirm; the server deletes the account and expires the
// session cookie (204). Everything cached of her goes, and the auth state becomes "signed out".
import { apiPaths } from '@bookstore/contract/api-paths'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type ResponseSchema } from '@/shared/api/client'
import { queryKeys } from '@/shared/api/query-keys'

/** A 204 answer: there is no body to check. */
const NoContent: ResponseSchema<void> = { parse: () => undefined }

export const deleteAccount = (email: string): Promise<void> =>
  api.post(apiPaths.deleteAccount.href(), { email }, NoContent)

/**
 * The deletion; once it succeeded, `leave` takes the shopper off the profile (home), and only then is she signed out
 * here, so that the profile's guard does not send her to /login first.
 */
export function useDeleteAccount(leave: () => Promise<void>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      await leave()
      queryClient.setQueryData(queryKeys.identity.session(), null)
      for (const queryKey of [queryKeys.orders.all, queryKeys.realUsers.all, queryKeys.account.all]) {
        queryClient.removeQueries({ queryKey })
      }
    },
  })
}
