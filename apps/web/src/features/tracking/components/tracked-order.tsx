// One order as its tracking link shows it (issue 24 item 3): the state as a badge with its date, when it was placed,
// every book with its cover and price, and the total. Never who ordered it or where it goes: the API does not send
// them, and signing in shows the rest.
import type { OrderTracking, TrackingState } from '@bookstore/contract/schemas/order-tracking'
import { ButtonLink } from '@/shared/components/button'
import { OrderLines } from '@/shared/components/order-lines'
import { PageHeading } from '@/shared/components/page-heading'
import { Panel } from '@/shared/components/panel'
import { ShipmentLine } from '@/shared/components/shipment-line'
import { paths } from '@/shared/paths'
import { stateLine, trackingDate } from '@/features/tracking/tracking-text'

const badgeLooks: Record<TrackingState, string> = {
  placed: 'bg-amber-100 text-amber-900 ring-amber-300',
  shipped: 'bg-sky-100 text-sky-900 ring-sky-300',
  delivered: 'bg-green-100 text-green-900 ring-green-300',
  cancelled: 'bg-red-100 text-red-900 ring-red-300',
}

const NEXT_STEP: Record<TrackingState, string> = {
  placed: 'Your order is being prepared. We will email you when it ships.',
  shipped: 'Your order is on its way. We will email you when it is delivered.',
  delivered: 'Your order was delivered. Happy reading!',
  cancelled: 'The shop cancelled this order: it will not be sent.',
}

export function TrackedOrder({ order }: { order: OrderTracking }) {
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
        {order.shipment && <ShipmentLine shipment={order.shipment} />}
        <OrderLines lines={order.lines} totalPrice={order.totalPrice} />
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
