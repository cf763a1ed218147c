// The forgot-password screen (issue 24, item 2), reached from 'Forgot password?' on /login: asks for the email the
// reset link is sent to.
import { PAGE_TITLES } from '@/shared/page-titles'
import { usePageTitle } from '@/shared/use-page-title'
import { ForgotPasswordForm } from './forgot-password-form'
import { PasswordCard } from './password-card'

export function ForgotPasswordPage() {
  usePageTitle(PAGE_TITLES.forgotPassword)
  return (
    <PasswordCard
      title="Forgot your password?"
      intro="Enter the email of your account and we will send you a link to choose a new password."
    >
      <ForgotPasswordForm />
    </PasswordCard>
  )
}
