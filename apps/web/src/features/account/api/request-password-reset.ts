// POST /api/identity/request-password-reset (issue 24, item 2): asks for a reset link by email. The answer is the same
// whether or not an account has that email ("If an account exists for that email, we sent a link").
import { identityPaths } from '@bookstore/contract/api-paths'
import { PasswordResetRequested, type ForgotPasswordForm } from '@bookstore/contract/schemas/password-reset'
import { useMutation } from '@tanstack/react-query'
import { api } from '@/shared/api/client'

export const requestPasswordReset = ({ email }: ForgotPasswordForm) =>
  api.post(identityPaths.requestPasswordReset, { email }, PasswordResetRequested)

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset })
}
