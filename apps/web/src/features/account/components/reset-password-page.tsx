// The reset-password screen (issue 24, item 2), opened from the mailed link /reset-password?token=…: the new password
// twice. A link without a token, or one the server refuses (expired, already used, never issued), says so and leads
// to /forgot-password for a new one.
import { PASSWORD_RESET_MESSAGES } from '@bookstore/contract/schemas/password-reset'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { paths } from '@/shared/paths'
import { PAGE_TITLES } from '@/shared/page-titles'
import { usePageTitle } from '@/shared/use-page-title'
import { PasswordCard } from './password-card'
import { ResetPasswordForm } from './reset-password-form'

function InvalidLink() {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      <p className="font-medium">{PASSWORD_RESET_MESSAGES.invalidLink}</p>
      <p className="mt-2">
        <Link
          to={paths.forgotPassword.href()}
          className="font-semibold text-red-900 underline underline-offset-2 hover:text-red-950"
        >
          Request a new link
        </Link>
      </p>
    </div>
  )
}

export function ResetPasswordPage() {
  usePageTitle(PAGE_TITLES.resetPassword)
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const [refused, setRefused] = useState(false)
  return (
    <PasswordCard title="Choose a new password" intro="Your new password signs you in from now on.">
      {token === '' || refused ? (
        <InvalidLink />
      ) : (
        <ResetPasswordForm token={token} onInvalidLink={() => setRefused(true)} />
      )}
    </PasswordCard>
  )
}
