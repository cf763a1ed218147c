// Writing a placed order (issue 26 item 7): the order, its lines and its confirmation mail in one statement, one
// round trip inside the order's transaction instead of three. The order's id is made here, so the mail (which
// carries the order's tracking link) is rendered before the statement; the lines and the mail rows are inserted
// from the order row the statement inserts, and every trigger of orders and order_items fires as for separate
// inserts, at the end of the statement. The order's number comes from the database (issue 27): the mail is written
// with a placeholder of this order's own, which the statement replaces with '#' and the number it gave.

import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Database } from '@/db/client'
import { rowsOf } from '@/db/rows'
import type { orderItems, orders } from '@/db/schema'
import { outboxRow, type OutgoingMail } from '@/modules/mail'

type OrderRow = typeof orders.$inferSelect
type OrderItemRow = typeof orderItems.$inferSelect

/** What the order's row holds when it is placed: everything but what the database sets. */
export type NewOrder = Pick<
  OrderRow,
  | 'userUid'
  | 'name'
  | 'email'
  | 'phone'
  | 'street'
  | 'city'
  | 'country'
  | 'state'
  | 'zipcode'
  | 'totalPriceCents'
  | 'subtotalCents'
  | 'pricesIncludeTax'
  | 'shippingMethod'
  | 'shippingName'
  | 'shippingEstimate'
  | 'shippingCents'
  | 'shippingTaxRate'
  | 'shippingTaxCents'
  | 'taxes'
  | 'taxCents'
>

/** The order before the database numbers it: what the confirmation mail is written from. */
export type DraftOrder = Omit<OrderRow, 'number' | 'invoiceNumber' | 'seller'>

/** A line of the new order, in position order. */
export type NewOrderLine = Omit<OrderItemRow, 'orderId' | 'position'>

/**
 * The order as inserted (never delivered nor cancelled) and its lines; `placedAt` is the database's now(), `number`
 * the next of orders_number_seq, which the column's default takes (migration 0017), and the invoice's number and
 * seller the defaults of migration 0023 (the year's next number, the store's details now).
 */
export interface InsertedOrder {
  row: OrderRow
  items: OrderItemRow[]
}

/**
 * Inserts the order `order` with its `lines` (positions 0, 1, … in that order) and the mail that `mailOf` makes of
 * the order (its id is known before the statement, its times are `now`'s; its number is a placeholder the statement
 * replaces, as the database gives the number), in `tx`, as one statement.
 */
export async function insertOrder(
  tx: Database,
  order: NewOrder,
  lines: readonly NewOrderLine[],
  mailOf: (row: DraftOrder & { number: string }, items: readonly OrderItemRow[]) => OutgoingMail,
  now: Date = new Date(),
): Promise<InsertedOrder> {
  const id = randomUUID()
  const items: OrderItemRow[] = lines.map((line, position) => ({ ...line, orderId: id, position }))
  const draft: DraftOrder = {
    ...order,
    id,
    delivered: false,
    cancelled: false,
    deliveredAt: null,
    deliveredBy: null,
    cancelledAt: null,
    cancelledBy: null,
    carrier: null,
    trackingNumber: null,
    shippedAt: null,
    shippedBy: null,
    createdAt: now,
    placedAt: now,
  }
  // Letters, digits and hyphens: the same in the mail's text and its escaped HTML, and no one else's text holds it.
  const numberPlaceholder = `order-number-${randomUUID()}`
  const mail = outboxRow(mailOf({ ...draft, number: numberPlaceholder }, items))
  const numbered = (text: string) => sql`replace(${text}, ${numberPlaceholder}, '#' || o.number)`
  const column = <T>(pick: (item: OrderItemRow) => T) => sql.param(items.map(pick))
  const [inserted] = await rowsOf<{
    number: number
    invoiceNumber: string
    seller: OrderRow['seller']
    createdAt: Date | string
    placedAt: Date | string
  }>(
    tx,
    sql`with o as (
          insert into orders (id, user_uid, name, email, phone, street, city, country, state, zipcode,
            total_price_cents, subtotal_cents, prices_include_tax, shipping_method, shipping_name, shipping_estimate,
            shipping_cents, shipping_tax_rate, shipping_tax_cents, taxes, tax_cents)
          values (${id}, ${order.userUid}, ${order.name}, ${order.email}, ${order.phone}, ${order.street},
            ${order.city}, ${order.country}, ${order.state}, ${order.zipcode}, ${order.totalPriceCents},
            ${order.subtotalCents}, ${order.pricesIncludeTax}, ${order.shippingMethod}, ${order.shippingName},
            ${order.shippingEstimate}, ${order.shippingCents}, ${order.shippingTaxRate}, ${order.shippingTaxCents},
            ${JSON.stringify(order.taxes)}::jsonb, ${order.taxCents})
          returning id, number, invoice_number, seller, created_at, placed_at
        ),
        lines as (
          insert into order_items (order_id, position, book_id, title, cover_image, unit_price_cents, tax_rate,
            tax_cents)
          select o.id, l.position, l.book_id, l.title, l.cover_image, l.unit_price_cents, l.tax_rate, l.tax_cents
          from o cross join unnest(${column((i) => i.position)}::int[], ${column((i) => i.bookId)}::uuid[],
            ${column((i) => i.title)}::text[], ${column((i) => i.coverImage)}::text[],
            ${column((i) => i.unitPriceCents)}::int[], ${column((i) => i.taxRate)}::int[],
            ${column((i) => i.taxCents)}::int[])
            as l(position, book_id, title, cover_image, unit_price_cents, tax_rate, tax_cents)
        ),
        mail as (
          insert into mail_outbox (kind, to_address, subject, text_body, html_body)
          select ${mail.kind}, ${mail.toAddress}, ${numbered(mail.subject)}, ${numbered(mail.textBody)},
            ${numbered(mail.htmlBody)} from o
        )
        select number, invoice_number, seller, created_at, placed_at from o`,
  )
  if (!inserted) throw new Error('insert returned no order')
  return {
    row: {
      ...draft,
      number: inserted.number,
      invoiceNumber: inserted.invoiceNumber,
      seller: inserted.seller,
      createdAt: new Date(inserted.createdAt),
      placedAt: new Date(inserted.placedAt),
    },
    items,
  }
}
