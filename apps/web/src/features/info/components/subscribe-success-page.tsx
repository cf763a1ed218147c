// Shown after a banner subscription (spec §2 "Subscription success"); nothing is sent anywhere.
import { ButtonLink } from '@/shared/components/button'
import { Panel } from '@/shared/components/panel'
import { paths } from '@/shared/paths'
import { PAGE_TITLES } from '@/shared/page-titles'
import { usePageTitle } from '@/shared/use-page-title'

export function SubscribeSuccessPage() {
  usePageTitle(PAGE_TITLES.subscribeSuccess)
  return (
    <Panel
      as="section"
      rounded="large"
      className="mx-auto max-w-xl px-6 py-12 text-center sm:my-8 sm:px-12 sm:py-16"
    >
      <span
        aria-hidden="true"
        className="mx-auto flex size-16 items-center justify-center rounded-full bg-brand-100 text-brand-700"
      >
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.2} className="size-8">
          <path d="M4 12.5 9.5 18 20 6.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <h1 className="mt-6 font-display text-3xl font-bold text-brand-800 sm:text-4xl">
        Subscription Successful!
      </h1>
      <p className="mt-4 text-stone-600">
        You will receive an email verifying your enrollment within 1 business day.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to={paths.home.href()}>Continue Shopping</ButtonLink>
        <ButtonLink to={paths.category.href()} variant="secondary">
          View Catalogue
        </ButtonLink>
      </div>
    </Panel>
  )
}
