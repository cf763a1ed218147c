// Tracking service (issue 24 item 3): one order as its emailed link shows it, to anyone holding the link. The token is
// checked before the database is read; the answer holds the state, dates, lines and total, never who ordered it.

import { asc, eq } from 'drizzle-orm'
import { trackingUrlOf } from '@bookstore/contract/carriers'
import { fromCents } from '@bookstore/contract/money'
import type { OrderTracking, TrackingState } from '@bookstore/contract/schemas/order-tracking'
import type { Database } from '@/db/client'
import { orderItems, orders } from '@/db/schema'
import { DomainError } from '@/plugins/errors'
import type { TrackingLinks } from './tracking-links'

/** A forged, changed or malformed token, and one whose order is gone, answer alike: they name no order. */
const unknownLink = () =>
  new DomainError('not_found', 'This tracking link is not valid. Check that it was copied whole.', 404)

const expiredLink = () =>
  new DomainError(
    'expired',
    'This tracking link has expired. Sign in to see your order in your order history.',
    410,
  )

const stateOf = (row: { delivered: boolean; cancelled: boolean; shippedAt: Date | null }): TrackingState =>
  row.cancelled ? 'cancelled' : row.delivered ? 'delivered' : row.shippedAt ? 'shipped' : 'placed'

/** The order `token` names, as the tracking page shows it; 404 for a token that is not ours, 410 once it expired. */
export async function trackOrder(
  db: Database,
  links: TrackingLinks,
  token: string,
  now: Date = new Date(),
): Promise<OrderTracking> {
  const check = links.read(token, now)
  if (!check.ok) throw check.reason === 'expired' ? expiredLink() : unknownLink()
  const [row] = await db
    .select({
      delivered: orders.delivered,
      cancelled: orders.cancelled,
      placedAt: orders.placedAt,
      deliveredAt: orders.deliveredAt,
      cancelledAt: orders.cancelledAt,
      totalPriceCents: orders.totalPriceCents,
      carrier: orders.carrier,
      trackingNumber: orders.trackingNumber,
      shippedAt: orders.shippedAt,
    })
    .from(orders)
    .where(eq(orders.id, check.orderId))
  if (!row) throw unknownLink()
  const lines = await db
    .select({
      title: orderItems.title,
      coverImage: orderItems.coverImage,
      unitPriceCents: orderItems.unitPriceCents,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, check.orderId))
    .orderBy(asc(orderItems.position))
  return {
    state: stateOf(row),
    placedAt: row.placedAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    lines: lines.map((line) => ({
      title: line.title,
      coverImage: line.coverImage,
      price: fromCents(line.unitPriceCents),
    })),
    totalPrice: fromCents(row.totalPriceCents),
    shipment:
      row.shippedAt === null
        ? null
        : {
            carrier: row.carrier ?? '',
            trackingNumber: row.trackingNumber ?? '',
            trackingUrl: trackingUrlOf(row.carrier ?? '', row.trackingNumber ?? ''),
            shippedAt: row.shippedAt.toISOString(),
          },
  }
}
