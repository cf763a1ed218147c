// Shopper sign-in screen (spec §2 "Login"): the form, the Google button and a link to /register; after signing in
// the shopper goes on to the page the guard stopped her at (state.from), else to /.
import { useLocation } from 'react-router'
import { returnPathOf } from '@/shared/auth/return-path'
import { paths } from '@/shared/paths'
import { usePageTitle } from '@/shared/use-page-title'
import { AccountCard } from './account-card'
import { GoogleSignInButton } from './google-sign-in-button'
import { LoginForm } from './login-form'

export function LoginPage() {
  usePageTitle('Login')
  const from = returnPathOf(useLocation().state)
  return (
    <AccountCard
      title="Please Login"
      google={<GoogleSignInButton screen="login" from={from} />}
      other={{ question: "Don't have an account?", text: 'Register', to: paths.register.href() }}
    >
      <LoginForm from={from} />
    </AccountCard>
  )
}
