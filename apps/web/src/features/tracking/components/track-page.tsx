// The emailed tracking link's page (/track/{token}, issue 24 item 3), open without signing in: the order through its
// states — loading, the order itself, an expired link (410) or one that names no order (404), each with the way to
// the shopper's orders, and any other failure with a retry.
import { useParams } from 'react-router'
import { ApiError } from '@/shared/api/api-error'
import { ButtonLink } from '@/shared/components/button'
import { QueryError, QueryLoading } from '@/shared/components/query-state'
import { paths } from '@/shared/paths'
import { PAGE_TITLES } from '@/shared/page-titles'
import { usePageTitle } from '@/shared/use-page-title'
import { useOrderTracking } from '@/features/tracking/api/get-order-tracking'
import { TrackedOrder } from './tracked-order'

/** What an expired link and one that names no order say; both lead to the orders, behind sign-in. */
const REFUSALS = {
  expired: {
    title: 'This tracking link has expired',
    text: 'Tracking links work for a limited time. Sign in to see this order in your order history.',
  },
  invalid: {
    title: 'This tracking link is not valid',
    text: 'Check that you opened the whole link from the email, or sign in to see your orders.',
  },
} as const

function RefusedLink({ reason }: { reason: keyof typeof REFUSALS }) {
  const { title, text } = REFUSALS[reason]
  return (
    <div role="alert" className="mx-auto max-w-lg py-16 text-center">
      <h1 className="font-display text-2xl font-bold text-brand-800">{title}</h1>
      <p className="mt-2 text-stone-600">{text}</p>
      <ButtonLink to={paths.orders.href()} className="mt-6">
        Sign in to see your orders
      </ButtonLink>
    </div>
  )
}

export function TrackPage() {
  usePageTitle(PAGE_TITLES.track)
  const { token = '' } = useParams()
  const { data, isPending, error, refetch } = useOrderTracking(token)
  if (isPending) return <QueryLoading size="page">Loading your order...</QueryLoading>
  if (error) {
    if (error instanceof ApiError && error.code === 'expired') return <RefusedLink reason="expired" />
    if (error instanceof ApiError && error.code === 'not_found') return <RefusedLink reason="invalid" />
    return <QueryError size="page" message="Your order could not be loaded." onRetry={() => void refetch()} />
  }
  return <TrackedOrder order={data} />
}
