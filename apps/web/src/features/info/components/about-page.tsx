// About screen (spec §2 "About"); the intro, contact details and FAQ come with their issue.
import { PageHeading } from '../../../shared/components/page-heading'

export function AboutPage() {
  return (
    <section>
      <PageHeading>About Us</PageHeading>
    </section>
  )
}
