// The reset-password form (issue 24, item 2): the new password and its confirmation, by the register form's rules and
// messages (the contract's schema); a password the server refuses (too short, too common) shows under its field. A
// token missing, expired or already used is answered by `onInvalidLink` (the page offers a new link); success → the
// success dialog on /login. What was typed stays in the fields.
import { COMMON_PASSWORD_MESSAGE } from '@bookstore/contract/constants'
import { zodResolver } from '@hookform/resolvers/zod'
import { ResetPasswordForm as ResetPasswordSchema } from '@bookstore/contract/schemas/password-reset'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { ApiError } from '@/shared/api/api-error'
import { tooManyAttemptsText } from '@/shared/api/retry-text'
import { CredentialsForm } from '@/shared/components/credentials-form'
import { paths } from '@/shared/paths'
import { showPasswordResetSuccess } from '@/features/account/account-dialogs'
import { useResetPassword } from '@/features/account/api/reset-password'
import { FormError } from './form-error'

const FIELDS = [
  ['password', 'new-password'],
  ['confirmPassword', 'confirm-password'],
] as const

interface ResetPasswordFormProps {
  token: string
  onInvalidLink: () => void
}

export function ResetPasswordForm({ token, onInvalidLink }: ResetPasswordFormProps) {
  const navigate = useNavigate()
  const reset = useResetPassword()
  const form = useForm({
    resolver: zodResolver(ResetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  })
  const { setError } = form

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await reset.mutateAsync({ token, newPassword: password })
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setError('root.server', { message: 'The request failed. Please try again.' })
      } else if (error.code === 'invalid_token') {
        onInvalidLink()
      } else if (error.code === 'common_password') {
        // The contract's sentence, not the server's: the web branches on the code (STYLE §4).
        setError('password', { message: COMMON_PASSWORD_MESSAGE }, { shouldFocus: true })
      } else if (error.status === 400 && error.code.startsWith('password_')) {
        setError('password', { type: 'server', message: error.message }, { shouldFocus: true })
      } else {
        setError('root.server', {
          message: error.status === 429 ? tooManyAttemptsText(error) : error.message,
        })
      }
      return
    }
    void showPasswordResetSuccess()
    await navigate(paths.login.href(), { replace: true })
  })

  return (
    <CredentialsForm form={form} fields={FIELDS} onSubmit={submit} submitText="Reset password">
      <FormError message={form.formState.errors.root?.server?.message} />
    </CredentialsForm>
  )
}
