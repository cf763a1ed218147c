// Shown after a banner subscription (spec §2 "Subscription success"); nothing is sent anywhere.
import { ButtonLink } from '../../../shared/components/button'
import { paths } from '../../../shared/paths'

export function SubscribeSuccessPage() {
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <h1 className="font-display text-3xl font-bold text-brand-800 sm:text-4xl">Subscription Successful!</h1>
      <p className="mt-4 text-stone-600">
        You will receive an email verifying your enrollment within 1 business day.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to={paths.home.href()}>Continue Shopping</ButtonLink>
        <ButtonLink to={paths.category.href()} variant="secondary">
          View Catalogue
        </ButtonLink>
      </div>
    </section>
  )
}
