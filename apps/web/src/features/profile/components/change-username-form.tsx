// Change username (issue 24): the current one prefilled, checked by the real-users rule (the contract's schema)
// before it is sent; a taken one shows 'That username is taken' beside the field, success a line under the form, and
// the header shows the new name (api/change-username.ts marks the session stale). What was typed stays.
import {
  ACCOUNT_CHANGE_MESSAGES,
  ChangeUsernameForm as ChangeUsernameSchema,
} from '@bookstore/contract/schemas/account'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { ApiError } from '@/shared/api/api-error'
import { showServerFieldErrors } from '@/shared/api/server-field-errors'
import { Button } from '@/shared/components/button'
import { InputField } from '@/shared/components/input-field'
import { useChangeUsername } from '@/features/profile/api/change-username'
import { profileFailureText } from '@/features/profile/failure-text'
import { PROFILE_TEXTS } from '@/features/profile/profile-texts'
import { FormOutcome } from './form-outcome'

export function ChangeUsernameForm({ uid, username }: { uid: string; username: string }) {
  const change = useChangeUsername(uid)
  const [outcome, setOutcome] = useState<{ success?: string; failure?: string }>({})
  const form = useForm({ resolver: zodResolver(ChangeUsernameSchema), defaultValues: { username } })
  const { setError, formState } = form

  const submit = form.handleSubmit(async (values) => {
    setOutcome({})
    if (values.username === username) {
      setOutcome({ success: PROFILE_TEXTS.usernameUnchanged })
      return
    }
    try {
      const saved = await change.mutateAsync(values.username)
      form.reset({ username: saved.username })
      setOutcome({ success: PROFILE_TEXTS.usernameChanged(saved.username) })
    } catch (error) {
      if (error instanceof ApiError && error.code === 'conflict') {
        setError(
          'username',
          { type: 'server', message: ACCOUNT_CHANGE_MESSAGES.usernameTaken },
          { shouldFocus: true },
        )
      } else if (showServerFieldErrors(error, setError, { username: 'username' }).shown === 0) {
        setOutcome({ failure: profileFailureText(error) })
      }
    }
  })

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <InputField
        label="Username"
        autoComplete="username"
        registration={form.register('username')}
        error={form.getFieldState('username', formState).error?.message}
      />
      <FormOutcome {...outcome} />
      <Button type="submit" disabled={formState.isSubmitting}>
        {PROFILE_TEXTS.usernameSubmit}
      </Button>
    </form>
  )
}
