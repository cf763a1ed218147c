// The store's terms (issue 27 item 7), the page the checkout's 'Terms & Conditions' link opens in a new tab.
import { Link } from 'react-router'
import { PageHeading } from '@/shared/components/page-heading'
import { Panel } from '@/shared/components/panel'
import { paths } from '@/shared/paths'
import { PAGE_TITLES } from '@/shared/page-titles'
import { usePageTitle } from '@/shared/use-page-title'
import { TERMS_OF_SERVICE, TERMS_OF_SERVICE_TITLE } from '@/features/info/terms-of-service'

export function TermsPage() {
  usePageTitle(PAGE_TITLES.terms)
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeading>{PAGE_TITLES.terms}</PageHeading>
      <Panel className="p-6 sm:p-8">
        <section aria-labelledby="terms-of-service-title">
          <h2 id="terms-of-service-title" className="font-display text-xl font-bold text-brand-800">
            {TERMS_OF_SERVICE_TITLE}
          </h2>
          <p className="mt-3 leading-relaxed text-stone-700">{TERMS_OF_SERVICE}</p>
        </section>
        <p className="mt-6 text-sm text-stone-600">
          Questions about these terms?{' '}
          <Link
            to={paths.contact.href()}
            className="font-semibold text-brand-700 underline underline-offset-4"
          >
            Contact us
          </Link>
          .
        </p>
      </Panel>
    </div>
  )
}
