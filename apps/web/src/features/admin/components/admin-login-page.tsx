// Admin login screen (spec §2 "Admin login"); the form comes with the admin issue.
import { PageHeading } from '../../../shared/components/page-heading'

export function AdminLoginPage() {
  return (
    <section>
      <PageHeading>Admin Dashboard Login</PageHeading>
    </section>
  )
}
