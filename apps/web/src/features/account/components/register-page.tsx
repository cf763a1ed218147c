// Shopper registration screen (spec §2 "Register"): the form, the Google option and a link to /login.
import { paths } from '@/shared/paths'
import { PAGE_TITLES } from '@/shared/page-titles'
import { usePageTitle } from '@/shared/use-page-title'
import { AccountCard } from './account-card'
import { RegisterForm } from './register-form'

const LOGIN = { question: 'Have an account?', text: 'Login', to: paths.login.href() }

export function RegisterPage() {
  usePageTitle(PAGE_TITLES.register)
  return (
    <AccountCard screen="register" title="Please Register" other={LOGIN}>
      {(from) => <RegisterForm from={from} />}
    </AccountCard>
  )
}
