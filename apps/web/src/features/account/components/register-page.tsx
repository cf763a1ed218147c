// Shopper registration screen (spec §2 "Register"); the form comes with the sign-in issue.
import { PageHeading } from '../../../shared/components/page-heading'

export function RegisterPage() {
  return (
    <section>
      <PageHeading>Register</PageHeading>
    </section>
  )
}
