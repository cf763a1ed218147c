// Shopper sign-in screen (spec §2 "Login"): the form, the Google button and a link to /register; after signing in
// the shopper goes on to the page the guard stopped her at (state.from), else to /.
import { Link, useLocation } from 'react-router'
import { returnPathOf } from '@/shared/auth/return-path'
import { paths } from '@/shared/paths'
import { usePageTitle } from '@/shared/use-page-title'
import { AccountCard } from './account-card'
import { GoogleSignInButton } from './google-sign-in-button'
import { LoginForm } from './login-form'

export function LoginPage() {
  usePageTitle('Login')
  const location = useLocation()
  const from = returnPathOf(location.state)
  return (
    <AccountCard
      title="Please Login"
      google={<GoogleSignInButton screen="login" from={from} />}
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link
            to={paths.register.href()}
            state={location.state}
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            Register
          </Link>
        </>
      }
    >
      <LoginForm from={from} />
    </AccountCard>
  )
}
