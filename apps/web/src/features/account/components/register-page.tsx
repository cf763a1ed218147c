// Shopper registration screen (spec §2 "Register"): the form, the Google option and a link to /login.
import { useLocation } from 'react-router'
import { returnPathOf } from '@/shared/auth/return-path'
import { paths } from '@/shared/paths'
import { usePageTitle } from '@/shared/use-page-title'
import { AccountCard } from './account-card'
import { GoogleSignInButton } from './google-sign-in-button'
import { RegisterForm } from './register-form'

export function RegisterPage() {
  usePageTitle('Register')
  const from = returnPathOf(useLocation().state)
  return (
    <AccountCard
      title="Please Register"
      google={<GoogleSignInButton screen="register" from={from} />}
      other={{ question: 'Have an account?', text: 'Login', to: paths.login.href() }}
    >
      <RegisterForm from={from} />
    </AccountCard>
  )
}
