// Contact screen (spec §2 "Contact"); the form comes with its issue.
import { PageHeading } from '../../../shared/components/page-heading'

export function ContactPage() {
  return (
    <section>
      <PageHeading>Contact Us</PageHeading>
    </section>
  )
}
