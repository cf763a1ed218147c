// Shopper sign-in screen (spec §2 "Login"); the form comes with the sign-in issue.
import { PageHeading } from '../../../shared/components/page-heading'

export function LoginPage() {
  return (
    <section>
      <PageHeading>Login</PageHeading>
    </section>
  )
}
