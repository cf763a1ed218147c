// POST /api/identity/reset-password (issue 24, item 2): the mailed token and the new password. The account's
// sessions all end, this browser's too: the cached auth state becomes signed out at once.
import { identityPaths } from '@bookstore/contract/api-paths'
import { PasswordResetDone } from '@bookstore/contract/schemas/password-reset'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/shared/api/client'
import { queryKeys } from '@/shared/api/query-keys'

export interface ResetPasswordInput {
  token: string
  newPassword: string
}

export const resetPassword = ({ token, newPassword }: ResetPasswordInput) =>
  api.post(identityPaths.resetPassword, { token, newPassword }, PasswordResetDone)

export function useResetPassword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => queryClient.setQueryData(queryKeys.identity.session(), null),
  })
}
