// Shopper registration screen (spec §2 "Register"): the form, the Google option and a link to /login.
import { Link, useLocation } from 'react-router'
import { returnPathOf } from '@/shared/auth/return-path'
import { paths } from '@/shared/paths'
import { usePageTitle } from '@/shared/use-page-title'
import { AccountCard } from './account-card'
import { GoogleSignInButton } from './google-sign-in-button'
import { RegisterForm } from './register-form'

export function RegisterPage() {
  usePageTitle('Register')
  const location = useLocation()
  const from = returnPathOf(location.state)
  return (
    <AccountCard
      title="Please Register"
      google={<GoogleSignInButton screen="register" from={from} />}
      footer={
        <>
          Have an account?{' '}
          <Link
            to={paths.login.href()}
            state={location.state}
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            Login
          </Link>
        </>
      }
    >
      <RegisterForm from={from} />
    </AccountCard>
  )
}
