// Profile screen (spec §2 "Profile"); its details and carousel come with the profile issue.
import { PageHeading } from '../../../shared/components/page-heading'

export function ProfilePage() {
  return (
    <section>
      <PageHeading>My Profile</PageHeading>
    </section>
  )
}
