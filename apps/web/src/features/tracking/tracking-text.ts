// How a tracked order reads on its page (issue 24 item 3): its state in a word and in a line with its date.
import { longDate } from '@bookstore/contract/long-date'
import type { OrderTracking, TrackingState } from '@bookstore/contract/schemas/order-tracking'

/** An API timestamp as the shopper's calendar date: 'March 5, 2025'. */
export const trackingDate = (iso: string): string => longDate(new Date(iso), 'local')

/** The state in a word, for the badge. */
export const STATE_WORDS: Record<TrackingState, string> = {
  placed: 'Placed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
}

/**
 * 'Placed', 'Shipped on {date}', 'Delivered on {date}' or 'Cancelled on {date}': the page's headline. An order
 * delivered before the shop recorded when (issue 17) says 'Delivered' alone.
 */
export function stateLine(
  order: Pick<OrderTracking, 'state' | 'deliveredAt' | 'cancelledAt' | 'shipment'>,
): string {
  const at =
    order.state === 'delivered'
      ? order.deliveredAt
      : order.state === 'cancelled'
        ? order.cancelledAt
        : order.state === 'shipped'
          ? (order.shipment?.shippedAt ?? null)
          : null
  const word = STATE_WORDS[order.state]
  return at === null ? word : `${word} on ${trackingDate(at)}`
}
