// One order as its tracking link shows it (issue 24 item 3): the state as a badge with its date, when it was placed,
// every book with its cover and price, and the total. Never who ordered it or where it goes: the API does not send
// them, and signing in shows the rest.
import { formatPrice } from '@bookstore/contract/money'
import type { OrderTracking, TrackingState } from '@bookstore/contract/schemas/order-tracking'
import { ButtonLink } from '@/shared/components/button'
import { CoverImage } from '@/shared/components/cover-image'
import { PageHeading } from '@/shared/components/page-heading'
import { Panel } from '@/shared/components/panel'
import { paths } from '@/shared/paths'
import { stateLine, trackingDate } from '@/features/tracking/tracking-text'

const badgeLooks: Record<TrackingState, string> = {
  placed: 'bg-amber-100 text-amber-900 ring-amber-300',
  delivered: 'bg-green-100 text-green-900 ring-green-300',
  cancelled: 'bg-red-100 text-red-900 ring-red-300',
}

const NEXT_STEP: Record<TrackingState, string> = {
  placed: 'Your order is on its way. We will email you when it is delivered.',
  delivered: 'Your order was delivered. Happy reading!',
  cancelled: 'The shop cancelled this order: it will not be sent.',
}

export function TrackedOrder({ order }: { order: OrderTracking }) {
  const count = order.lines.length
  return (
    <section>
      <PageHeading subtitle={`Placed on ${trackingDate(order.placedAt)}`}>Your Order</PageHeading>
      <Panel className="max-w-3xl p-5">
        <h2
          className={`inline-block rounded-full px-4 py-1 text-lg font-bold ring-1 ${badgeLooks[order.state]}`}
        >
          {stateLine(order)}
        </h2>
        <p className="mt-3 text-stone-700">{NEXT_STEP[order.state]}</p>
        <h3 className="mt-6 text-sm font-semibold tracking-wide text-stone-600 uppercase">Items ({count})</h3>
        <ul className="divide-y divide-stone-200">
          {order.lines.map((line, index) => (
            <li key={index} className="flex items-center gap-4 py-4">
              <CoverImage
                book={line}
                alt={`Cover of ${line.title}`}
                sizes="4rem"
                className="w-16 shrink-0 rounded-md shadow-sm"
              />
              <p className="min-w-0 flex-1 font-semibold">{line.title}</p>
              <p className="font-semibold text-brand-700">{formatPrice(line.price)}</p>
            </li>
          ))}
        </ul>
        <p className="flex justify-between border-t border-stone-300 pt-4 text-lg font-bold">
          <span>Order total</span>
          <span>{formatPrice(order.totalPrice)}</span>
        </p>
      </Panel>
      <p className="mt-6 text-stone-700">
        The shipping details are in your account.{' '}
        <ButtonLink to={paths.orders.href()} variant="secondary" className="ml-2">
          See your orders
        </ButtonLink>
      </p>
    </section>
  )
}
