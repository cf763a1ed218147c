// Shopper sign-in screen (spec §2 "Login"): the form, 'Forgot password?' (issue 24), the Google button and a link to
// /register; after signing in the shopper goes on to the page the guard stopped her at (state.from), else to /.
import { Link } from 'react-router'
import { paths } from '@/shared/paths'
import { PAGE_TITLES } from '@/shared/page-titles'
import { usePageTitle } from '@/shared/use-page-title'
import { AccountCard } from './account-card'
import { LoginForm } from './login-form'

const REGISTER = { question: "Don't have an account?", text: 'Register', to: paths.register.href() }

export function LoginPage() {
  usePageTitle(PAGE_TITLES.login)
  return (
    <AccountCard screen="login" title="Please Login" other={REGISTER}>
      {(from) => (
        <>
          <LoginForm from={from} />
          <p className="mt-4 text-center text-sm">
            <Link
              to={paths.forgotPassword.href()}
              className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              Forgot password?
            </Link>
          </p>
        </>
      )}
    </AccountCard>
  )
}
