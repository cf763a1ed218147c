// Shopper sign-in screen (spec §2 "Login"): the form, the Google button and a link to /register; after signing in
// the shopper goes on to the page the guard stopped her at (state.from), else to /.
import { paths } from '@/shared/paths'
import { usePageTitle } from '@/shared/use-page-title'
import { AccountCard } from './account-card'
import { LoginForm } from './login-form'

const REGISTER = { question: "Don't have an account?", text: 'Register', to: paths.register.href() }

export function LoginPage() {
  usePageTitle('Login')
  return (
    <AccountCard screen="login" title="Please Login" other={REGISTER}>
      {(from) => <LoginForm from={from} />}
    </AccountCard>
  )
}
