// Contact screen (spec §2 "Contact"): the contact form beside the ways to reach the team directly.
import { Link } from 'react-router'
import { Panel } from '@/shared/components/panel'
import { paths } from '@/shared/paths'
import { PAGE_TITLES } from '@/shared/page-titles'
import { usePageTitle } from '@/shared/use-page-title'
import { STORE_CONTACT } from '@/features/info/store-contact'
import { ContactForm } from './contact-form'
import { MailIcon, PhoneIcon } from './info-icons'

const linkClass =
  'inline-flex items-center gap-3 font-medium text-ink underline-offset-4 hover:text-brand-700 hover:underline'

export function ContactPage() {
  usePageTitle(PAGE_TITLES.contact)
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16">
      <section aria-labelledby="contact-title">
        <p className="text-sm font-semibold tracking-widest text-brand-600 uppercase">
          We read every message
        </p>
        <h1
          id="contact-title"
          className="mt-2 font-display text-3xl font-bold tracking-tight text-brand-800 sm:text-5xl"
        >
          Contact Us
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-stone-700">
          A question about an order, a book you cannot find, or an idea for the store? Write to us and one of
          the team will answer.
        </p>
        <ul className="mt-8 space-y-3">
          <li>
            <a href={`mailto:${STORE_CONTACT.email}`} className={linkClass}>
              <MailIcon />
              {STORE_CONTACT.email}
            </a>
          </li>
          <li>
            <a href={STORE_CONTACT.phoneHref} className={linkClass}>
              <PhoneIcon />
              {STORE_CONTACT.phone}
            </a>
          </li>
        </ul>
        <p className="mt-8 rounded-2xl bg-brand-50 p-5 text-sm leading-relaxed text-stone-700 ring-1 ring-brand-100">
          Returns, order tracking, shipping or payment? The answer may already be in the{' '}
          <Link to={paths.about.href()} className="font-semibold text-brand-700 underline underline-offset-4">
            FAQ on our About page
          </Link>
          .
        </p>
      </section>
      <Panel as="section" rounded="large" aria-label="Contact form" className="p-6 sm:p-10">
        <ContactForm />
      </Panel>
    </div>
  )
}
