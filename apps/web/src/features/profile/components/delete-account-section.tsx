// Delete account (issue 24), the profile's danger zone: 'Delete account…' opens a confirmation in place, where the
// shopper types her email; the red button stays disabled until it matches (contract: confirmsAccountEmail). Once the
// server deleted the account she is sent home, signed out, and a dialog says so; a refusal is said beside the field.
import { confirmsAccountEmail, DeleteAccountBody } from '@bookstore/contract/schemas/account'
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { showServerFieldErrors } from '@/shared/api/server-field-errors'
import { Button } from '@/shared/components/button'
import { InputField } from '@/shared/components/input-field'
import { showDialog } from '@/shared/dialogs'
import { paths } from '@/shared/paths'
import { useDeleteAccount } from '@/features/profile/api/delete-account'
import { profileFailureText } from '@/features/profile/failure-text'
import { PROFILE_TEXTS } from '@/features/profile/profile-texts'
import { FormOutcome } from './form-outcome'

const DANGER =
  'bg-red-700 text-white hover:bg-red-800 disabled:hover:bg-red-700 focus-visible:outline-red-700'

/**
 * Sends the shopper home and resolves once this screen is gone. The router renders the new page in a transition,
 * after its navigate() has resolved: signing her out before then would let the profile's guard send her to /login.
 */
function useLeaveForHome(): () => Promise<void> {
  const navigate = useNavigate()
  const left = useRef<() => void>(undefined)
  useEffect(() => () => left.current?.(), [])
  return () =>
    new Promise<void>((resolve) => {
      left.current = resolve
      void navigate(paths.home.href(), { replace: true })
    })
}

function ConfirmDeletion({ email, onCancel }: { email: string; onCancel: () => void }) {
  const remove = useDeleteAccount(useLeaveForHome())
  const [failure, setFailure] = useState<string>()
  const form = useForm({ resolver: zodResolver(DeleteAccountBody), defaultValues: { email: '' } })
  const typed = useWatch({ control: form.control, name: 'email' })
  const { formState } = form
  // Opened by its button: the keyboard goes on in the field to type in.
  useEffect(() => form.setFocus('email'), [form])

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined)
    try {
      await remove.mutateAsync(values.email)
    } catch (error) {
      if (showServerFieldErrors(error, form.setError, { email: 'email' }).shown === 0) {
        setFailure(profileFailureText(error))
      }
      return
    }
    void showDialog({ title: PROFILE_TEXTS.deleted, text: PROFILE_TEXTS.deletedText, icon: 'success' })
  })

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <InputField
        label={PROFILE_TEXTS.deleteConfirmLabel}
        type="email"
        autoComplete="off"
        placeholder={email}
        registration={form.register('email')}
        error={form.getFieldState('email', formState).error?.message}
      />
      <FormOutcome failure={failure} />
      <div className="flex flex-wrap gap-3">
        <Button
          type="submit"
          className={DANGER}
          disabled={!confirmsAccountEmail(typed, email) || formState.isSubmitting}
        >
          {PROFILE_TEXTS.deleteConfirm}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={formState.isSubmitting}>
          {PROFILE_TEXTS.deleteCancel}
        </Button>
      </div>
    </form>
  )
}

export function DeleteAccountSection({ email }: { email: string }) {
  const [confirming, setConfirming] = useState(false)
  const startId = useId()
  const cancelled = useRef(false)
  // Cancelled: the keyboard is back on the button that opened the confirmation, not lost at the page's top.
  useEffect(() => {
    if (!confirming && cancelled.current) document.getElementById(startId)?.focus()
  }, [confirming, startId])
  const cancel = () => {
    cancelled.current = true
    setConfirming(false)
  }
  return confirming ? (
    <ConfirmDeletion email={email} onCancel={cancel} />
  ) : (
    <Button id={startId} className={DANGER} onClick={() => setConfirming(true)}>
      {PROFILE_TEXTS.deleteStart}
    </Button>
  )
}
