// POST /api/identity/change-password (better-auth; issue 24): the current password and the new one, with
// revokeOtherSessions, so that every other session of the account ends; this browser gets a new session cookie.
import { identityPaths } from '@bookstore/contract/api-paths'
import { PasswordChanged } from '@bookstore/contract/schemas/account'
import { useMutation } from '@tanstack/react-query'
import { api } from '@/shared/api/client'

export interface ChangePasswordInput {
  currentPassword: string
  newPassword: string
}

export const changePassword = ({ currentPassword, newPassword }: ChangePasswordInput) =>
  api.post(
    identityPaths.changePassword,
    { currentPassword, newPassword, revokeOtherSessions: true },
    PasswordChanged,
  )

export const useChangePassword = () => useMutation({ mutationFn: changePassword })
