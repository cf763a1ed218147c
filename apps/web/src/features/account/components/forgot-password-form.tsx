// The forgot-password form (issue 24, item 2): the email checked with the contract's schema, its message inline; once
// sent, the one answer ("If an account exists for that email, we sent a link") in a status region, whatever the
// email. Too many requests, an unreachable server or a failure show next to the form; the typed email stays.
import { zodResolver } from '@hookform/resolvers/zod'
import {
  ForgotPasswordForm as ForgotPasswordSchema,
  PASSWORD_RESET_MESSAGES,
} from '@bookstore/contract/schemas/password-reset'
import { useForm } from 'react-hook-form'
import { ApiError } from '@/shared/api/api-error'
import { tooManyAttemptsText } from '@/shared/api/retry-text'
import { showServerFieldErrors } from '@/shared/api/server-field-errors'
import { CredentialsForm } from '@/shared/components/credentials-form'
import { useRequestPasswordReset } from '@/features/account/api/request-password-reset'
import { FormError } from './form-error'

const FIELDS = [['email', 'email']] as const

/** What a failed request shows next to the form. */
const failureText = (error: unknown): string => {
  if (!(error instanceof ApiError)) return 'The request failed. Please try again.'
  if (error.status === 429) return tooManyAttemptsText(error)
  return error.message
}

export function ForgotPasswordForm() {
  const request = useRequestPasswordReset()
  const form = useForm({ resolver: zodResolver(ForgotPasswordSchema), defaultValues: { email: '' } })
  const { setError } = form

  const submit = form.handleSubmit(async (values) => {
    request.reset()
    try {
      await request.mutateAsync(values)
    } catch (error) {
      if (showServerFieldErrors(error, setError, { email: 'email' }).shown > 0) return
      setError('root.server', { message: failureText(error) })
    }
  })

  return (
    <>
      <CredentialsForm form={form} fields={FIELDS} onSubmit={submit} submitText="Send reset link">
        <FormError message={form.formState.errors.root?.server?.message} />
      </CredentialsForm>
      {/* Always in the page, so that a screen reader announces the answer when it appears. */}
      <p role="status" className="mt-4 text-sm font-medium text-emerald-800">
        {request.isSuccess ? PASSWORD_RESET_MESSAGES.linkSent : ''}
      </p>
    </>
  )
}
