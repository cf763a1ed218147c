// The mails about an order (issue 24 item 3), in one place: the confirmation when it is placed (its books, total and
// ship-to address) and the word when the shop delivers or cancels it, each with the order's tracking link. The caller
// queues one in the transaction that changes the order, so the mail exists exactly when the change does; sending is
// the outbox's job and never delays or fails the order.

import { trackingUrlOf } from '@bookstore/contract/carriers'
import { countryLabel } from '@bookstore/contract/countries'
import { formatPrice, fromCents } from '@bookstore/contract/money'
import { breakdownLines } from '@bookstore/contract/order-breakdown'
import { formatOrderNumber } from '@bookstore/contract/order-number'
import { longDate } from '@bookstore/contract/long-date'
import { STORE_NAME } from '@bookstore/contract/constants'
import type { Database } from '@/db/client'
import type { orderItems, orders } from '@/db/schema'
import { queueMail, type MailContent, type MailKind, type OutgoingMail } from '@/modules/mail'
import type { TrackingLinks } from './tracking-links'
import { TRACKING_LINK_LIFETIME_MS } from './tracking-token'

/**
 * The order a mail is about. Its number is the database's, or, for a placed order's confirmation (written before the
 * database numbers the order), a placeholder text that the statement inserting the order replaces with it
 * (orders/insert-order.ts).
 */
type OrderRow = Omit<typeof orders.$inferSelect, 'number' | 'invoiceNumber' | 'seller'> & {
  number: number | string
}
type OrderItemRow = typeof orderItems.$inferSelect

/** The mails an order's life sends. */
export type OrderMailKind = Extract<
  MailKind,
  'order-placed' | 'order-shipped' | 'order-delivered' | 'order-cancelled'
>

const LIFETIME_DAYS = Math.round(TRACKING_LINK_LIFETIME_MS / (24 * 60 * 60 * 1000))

/** A day as the mail writes it: 'March 5, 2026', read in UTC (the server does not know the shopper's zone). */
const day = (date: Date): string => longDate(date, 'utc')

/** Each book with its price as bought, then the subtotal, shipping, each tax and the total (issue 39). */
const bookLines = (order: OrderRow, items: readonly OrderItemRow[]): MailContent['lines'] => [
  ...items.map((item) => ({ label: item.title, value: formatPrice(fromCents(item.unitPriceCents)) })),
  ...breakdownLines({ ...order, totalCents: order.totalPriceCents }).map((line) => ({
    label: line.label,
    value: formatPrice(fromCents(line.cents)),
  })),
]

/** 'Ann Lee, 12 Elm St, Springfield, IL 62704, United States' (the street only when given). */
const shipTo = (order: OrderRow): string =>
  [order.name, order.street, order.city, `${order.state} ${order.zipcode}`, countryLabel(order.country)]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ')

const footer = (order: OrderRow): string[] => [
  `The link shows your order's status without signing in and works for ${LIFETIME_DAYS} days; anyone you forward this mail to can follow it.`,
  `You get this mail because an order was placed with ${order.email} at ${STORE_NAME}.`,
]

/** What the mail of `kind` says about `order`, with `link` (its tracking link) as the action. */
export function orderMailContent(
  kind: OrderMailKind,
  order: OrderRow,
  items: readonly OrderItemRow[],
  link: string,
): MailContent {
  const greeting = `Hello ${order.name},`
  const number = typeof order.number === 'number' ? formatOrderNumber(order.number) : order.number
  const lines = bookLines(order, items)
  const placed = day(order.placedAt)
  if (kind === 'order-placed') {
    return {
      subject: `Your order ${number} is confirmed`,
      greeting,
      paragraphs: [
        `Thank you for your order ${number}, placed on ${placed}. We will write again when it is delivered.`,
        `It ships to: ${shipTo(order)}.`,
        `Your books (${items.length}):`,
      ],
      lines,
      action: { label: 'Track your order', url: link },
      footer: footer(order),
    }
  }
  if (kind === 'order-shipped') {
    const carrier = order.carrier ?? ''
    const trackingNumber = order.trackingNumber ?? ''
    const carrierLink = trackingUrlOf(carrier, trackingNumber)
    return {
      subject: `Your order ${number} has shipped`,
      greeting,
      paragraphs: [
        `Your order ${number}, placed on ${placed}, is on its way with ${carrier}: tracking number ${trackingNumber}.`,
        carrierLink
          ? `Follow the parcel on ${carrier}'s site: ${carrierLink}`
          : `Ask ${carrier} about tracking number ${trackingNumber} to follow the parcel.`,
        `It ships to: ${shipTo(order)}.`,
        `Your books (${items.length}):`,
      ],
      lines,
      action: carrierLink
        ? { label: `Track the parcel with ${carrier}`, url: carrierLink }
        : { label: 'See your order', url: link },
      footer: [`Your order's page: ${link}`, ...footer(order)],
    }
  }
  if (kind === 'order-delivered') {
    return {
      subject: `Your order ${number} was delivered`,
      greeting,
      paragraphs: [
        `Your order ${number}, placed on ${placed}, was delivered on ${day(order.deliveredAt ?? new Date())}. Happy reading!`,
        `Your books (${items.length}):`,
      ],
      lines,
      action: { label: 'See your order', url: link },
      footer: footer(order),
    }
  }
  return {
    subject: `Your order ${number} was cancelled`,
    greeting,
    paragraphs: [
      `We are sorry: your order ${number}, placed on ${placed}, was cancelled by the shop on ${day(order.cancelledAt ?? new Date())}, and will not be sent.`,
      `The books it held (${items.length}):`,
    ],
    lines,
    action: { label: 'See your order', url: link },
    footer: footer(order),
  }
}

/** The mail of `kind` about `order` (its lines `items`, in position order), with its tracking link working from `now`. */
export const orderMail = (
  links: TrackingLinks,
  kind: OrderMailKind,
  order: OrderRow,
  items: readonly OrderItemRow[],
  now: Date = new Date(),
): OutgoingMail => ({
  kind,
  to: order.email,
  content: orderMailContent(kind, order, items, links.link(order.id, now)),
})

/**
 * Queues the mail of `kind` about `order` (its lines `items`, in position order) to the order's email, in `tx`: the
 * transaction that delivered or cancelled it (placing one writes its mail in the statement that writes the order: orders/insert-order.ts).
 * Its tracking link works from `now`.
 */
export async function queueOrderMail(
  tx: Database,
  links: TrackingLinks,
  kind: OrderMailKind,
  order: OrderRow,
  items: readonly OrderItemRow[],
  now: Date = new Date(),
): Promise<void> {
  await queueMail(tx, orderMail(links, kind, order, items, now))
}
