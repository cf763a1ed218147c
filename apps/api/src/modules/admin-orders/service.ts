// The dashboard's orders (issue 17): a filtered page, one order, and fulfilment (deliver, cancel with restock), each
// recorded with its time and the admin's username and told to the shopper by a mail with the order's tracking link
// (issue 24). Orders are mapped by the orders module's own toOrderJson.

import { asc, eq, inArray, sql } from 'drizzle-orm'
import type { AdminOrder, AdminOrdersQuery, ShipOrderBody } from '@bookstore/contract/schemas/admin-orders'
import type { Database } from '@/db/client'
import { orderItems, orders } from '@/db/schema'
import { DomainError } from '@/plugins/errors'
import { pageWindow, type Page } from '@/http/paging'
import { withItems } from '@/modules/orders/service'
import { restock } from '@/modules/stock/service'
import { queueOrderMail, type TrackingLinks } from '@/modules/tracking'
import { countOrders, NEWEST_FIRST, orderFilterWhere, sortedOrder } from './filters'
import { searchByWord, searchedWord } from './search-words'

type OrderRow = typeof orders.$inferSelect

/** The orders as the dashboard sees them (the shopper's order and who delivered or cancelled it), in `rows` order. */
export async function toAdminOrders(db: Database, rows: readonly OrderRow[]): Promise<AdminOrder[]> {
  const withLines = await withItems(db, rows)
  return withLines.map((order, i) => ({
    ...order,
    shippedBy: rows[i]?.shippedBy ?? null,
    deliveredBy: rows[i]?.deliveredBy ?? null,
    cancelledBy: rows[i]?.cancelledBy ?? null,
  }))
}

/**
 * A page of the orders the query's filters keep, in the order asked (newest first by default), and how many they
 * keep in all; `capped`: at least that many (a text or customer filter counts up to ORDER_COUNT_CAP). A one-word
 * search newest first reads order_search_words; in another order, the LIKE of filters.ts.
 */
export async function listAdminOrders(
  db: Database,
  query: AdminOrdersQuery,
): Promise<Page<AdminOrder> & { capped: boolean }> {
  const { limit, offset } = pageWindow(query)
  const word = searchedWord(query)
  if (word !== null) {
    const { rows, count } = await searchByWord(db, word, query, limit, offset)
    return { items: await toAdminOrders(db, rows), ...count }
  }
  // The page's ids first, from the order's index alone (an index-only range, however deep the offset), then their
  // rows: read through orders_total_idx, whose order is not the table's, the skipped entries' rows cost a random read
  // each (offset 10,000 by total: 370 ms with the rows, 13 ms so; 300k orders, PostgreSQL 15).
  const order = sortedOrder(query)
  const pageIds = db
    .select({ id: orders.id })
    .from(orders)
    .where(orderFilterWhere(query))
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
  const [rows, { total, capped }] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(inArray(orders.id, pageIds))
      .orderBy(...order),
    countOrders(db, query),
  ])
  return { items: await toAdminOrders(db, rows), total, capped }
}

/** How many orders are neither delivered nor cancelled (the overview's 'Orders left'): an index count. */
export async function countOrdersInTransit(db: Database): Promise<number> {
  return (await countOrders(db, { status: 'in-transit' })).total
}

/** The `n` newest orders (the overview's latest orders): the first entries of orders_newest_idx. */
export async function latestAdminOrders(db: Database, n: number): Promise<AdminOrder[]> {
  return toAdminOrders(
    db,
    await db
      .select()
      .from(orders)
      .orderBy(...NEWEST_FIRST)
      .limit(n),
  )
}

const notFound = () => new DomainError('not_found', 'Order not found', 404)

async function oneAdminOrder(db: Database, row: OrderRow): Promise<AdminOrder> {
  const [order] = await toAdminOrders(db, [row])
  if (!order) throw new Error('order lost its row')
  return order
}

/** One order; an unknown id answers 404. */
export async function getAdminOrder(db: Database, id: string): Promise<AdminOrder> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id))
  if (!row) throw notFound()
  return oneAdminOrder(db, row)
}

/** An order's lines in position order, read in `tx` (for its mail, and a cancel's restock). */
const linesOf = (tx: Database, id: string) =>
  tx.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.position))

/**
 * Marks an order shipped now by `admin` with the parcel's carrier and tracking number, and queues the shopper's
 * 'order-shipped' mail (the carrier's tracking link where it has a known one) in the same transaction (issue 39 item
 * 5). Shipping it again corrects the carrier or number, and mails the new one; the same parcel again changes nothing
 * and mails nothing. A delivered or cancelled order cannot be shipped (409).
 */
export async function shipOrder(
  db: Database,
  id: string,
  parcel: ShipOrderBody,
  admin: string,
  links: TrackingLinks,
): Promise<AdminOrder> {
  const row = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, id)).for('update')
    if (!current) throw notFound()
    if (current.cancelled)
      throw new DomainError('conflict', 'This order was cancelled: it cannot be shipped', 409)
    if (current.delivered) throw new DomainError('conflict', 'This order was delivered already', 409)
    if (current.carrier === parcel.carrier && current.trackingNumber === parcel.trackingNumber) return current
    const [updated] = await tx
      .update(orders)
      .set({
        carrier: parcel.carrier,
        trackingNumber: parcel.trackingNumber,
        shippedAt: sql`now()`,
        shippedBy: admin,
      })
      .where(eq(orders.id, id))
      .returning()
    if (!updated) throw new Error('update lost the locked order')
    await queueOrderMail(tx, links, 'order-shipped', updated, await linesOf(tx, id))
    return updated
  })
  return oneAdminOrder(db, row)
}

/**
 * Marks an order delivered now by `admin`, and queues the shopper's 'order-delivered' mail in the same transaction.
 * Idempotent: a delivered order answers as it is (its first time kept), and no second mail goes. A cancelled order
 * cannot be delivered (409).
 */
export async function deliverOrder(
  db: Database,
  id: string,
  admin: string,
  links: TrackingLinks,
): Promise<AdminOrder> {
  const row = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, id)).for('update')
    if (!current) throw notFound()
    if (current.delivered) return current
    if (current.cancelled) {
      throw new DomainError('conflict', 'This order was cancelled: it cannot be delivered', 409)
    }
    const [updated] = await tx
      .update(orders)
      .set({ delivered: true, deliveredAt: sql`now()`, deliveredBy: admin })
      .where(eq(orders.id, id))
      .returning()
    if (!updated) throw new Error('update lost the locked order')
    await queueOrderMail(tx, links, 'order-delivered', updated, await linesOf(tx, id))
    return updated
  })
  return oneAdminOrder(db, row)
}

/**
 * Cancels an order now by `admin` and puts one copy of each line's book back in stock (lines whose book was deleted
 * skip), in one transaction: the order row is locked first, then its books in id order by the stock module, which
 * takes an order's copies in that order too, so a cancel and an order sharing books wait for each other instead of
 * deadlocking, and a restocked last copy is sold once. The shopper's 'order-cancelled' mail is queued in that
 * transaction too. Idempotent: a cancelled order answers as it is, and no second mail goes. A delivered order
 * cannot be cancelled (409). Triggers take the order out of sales_by_day, units_sold and book_sales_by_month
 * (migration 0008).
 */
export async function cancelOrder(
  db: Database,
  id: string,
  admin: string,
  links: TrackingLinks,
): Promise<AdminOrder> {
  const row = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, id)).for('update')
    if (!current) throw notFound()
    if (current.cancelled) return current
    if (current.delivered) {
      throw new DomainError('conflict', 'This order was delivered: it cannot be cancelled', 409)
    }
    const lines = await linesOf(tx, id)
    await restock(
      tx,
      lines.flatMap(({ bookId }) => (bookId ? [bookId] : [])),
    )
    const [updated] = await tx
      .update(orders)
      .set({ cancelled: true, cancelledAt: sql`now()`, cancelledBy: admin })
      .where(eq(orders.id, id))
      .returning()
    if (!updated) throw new Error('update lost the locked order')
    await queueOrderMail(tx, links, 'order-cancelled', updated, lines)
    return updated
  })
  return oneAdminOrder(db, row)
}
