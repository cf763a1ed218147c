// Change password (issue 24): the current password, the new one and its confirmation, checked with sign-up's rules
// and messages (the contract's ChangePasswordForm); sent with revokeOtherSessions, so every other session ends. A
// wrong current password is said beside that field, a common or short new one beside the new one; on success the
// fields empty and a line says what happened.
import { COMMON_PASSWORD_MESSAGE } from '@bookstore/contract/constants'
import {
  ACCOUNT_CHANGE_MESSAGES,
  ChangePasswordForm as ChangePasswordSchema,
} from '@bookstore/contract/schemas/account'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm, type Path } from 'react-hook-form'
import { ApiError } from '@/shared/api/api-error'
import { Button } from '@/shared/components/button'
import { InputField } from '@/shared/components/input-field'
import { useChangePassword } from '@/features/profile/api/change-password'
import { profileFailureText } from '@/features/profile/failure-text'
import { PROFILE_TEXTS } from '@/features/profile/profile-texts'
import { FormOutcome } from './form-outcome'

type Fields = { currentPassword: string; newPassword: string; confirmPassword: string }

const EMPTY: Fields = { currentPassword: '', newPassword: '', confirmPassword: '' }

const FIELDS: readonly (readonly [Path<Fields>, string, 'current-password' | 'new-password'])[] = [
  ['currentPassword', 'Current password', 'current-password'],
  ['newPassword', 'New password', 'new-password'],
  ['confirmPassword', 'Confirm new password', 'new-password'],
]

/** The field a refusal of better-auth's is about, and what to say there; undefined for none. */
function fieldError(error: unknown): { field: Path<Fields>; message: string } | undefined {
  if (!(error instanceof ApiError) || error.status === 429) return undefined
  if (error.code === 'invalid_password') {
    return { field: 'currentPassword', message: ACCOUNT_CHANGE_MESSAGES.wrongCurrentPassword }
  }
  if (error.code === 'common_password') return { field: 'newPassword', message: COMMON_PASSWORD_MESSAGE }
  if (error.code.startsWith('password_too')) return { field: 'newPassword', message: error.message }
  return undefined
}

export function ChangePasswordForm() {
  const change = useChangePassword()
  const [outcome, setOutcome] = useState<{ success?: string; failure?: string }>({})
  const form = useForm({ resolver: zodResolver(ChangePasswordSchema), defaultValues: EMPTY })
  const { formState } = form

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setOutcome({})
    try {
      await change.mutateAsync({ currentPassword, newPassword })
      form.reset(EMPTY)
      setOutcome({ success: PROFILE_TEXTS.passwordChanged })
    } catch (error) {
      const onField = fieldError(error)
      if (onField)
        form.setError(onField.field, { type: 'server', message: onField.message }, { shouldFocus: true })
      else setOutcome({ failure: profileFailureText(error) })
    }
  })

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {FIELDS.map(([name, label, autoComplete]) => (
        <InputField
          key={name}
          label={label}
          type="password"
          autoComplete={autoComplete}
          registration={form.register(name)}
          error={form.getFieldState(name, formState).error?.message}
        />
      ))}
      <FormOutcome {...outcome} />
      <Button type="submit" disabled={formState.isSubmitting}>
        {PROFILE_TEXTS.passwordSubmit}
      </Button>
    </form>
  )
}
