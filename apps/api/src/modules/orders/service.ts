// Orders service: pricing, stock and persistence of orders (spec §3 "Order", §4, §7; ARCHITECTURE §5). The server
// is the authority on money and stock: it prices from the database and takes stock in the order's transaction.

import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import { trackingUrlOf } from '@bookstore/contract/carriers'
import { formatPrice, fromCents, hasAtMostTwoDecimals, toCents } from '@bookstore/contract/money'
import type { OrderPrice } from '@bookstore/contract/pricing'
import { fromRate } from '@bookstore/contract/pricing-rules'
import type { CreateOrderBody, Order } from '@bookstore/contract/schemas/order'
import type { Database } from '@/db/client'
import { orderItems, orders } from '@/db/schema'
import type { Actor, Shopper } from '@/plugins/access'
import { DomainError } from '@/plugins/errors'
import { takeStock } from '@/modules/stock/service'
import { destinationOf, priceCart, toQuoteJson } from '@/modules/checkout'
import type { CurrentSettings } from '@/modules/settings'
import { orderMail, type TrackingLinks } from '@/modules/tracking'
import { insertOrder } from './insert-order'

type OrderRow = typeof orders.$inferSelect
type OrderItemRow = typeof orderItems.$inferSelect

const sameEmail = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase()

/** An order's shipment on the wire: null until shipped. */
const shipmentOf = (row: OrderRow): Order['shipment'] =>
  row.shippedAt === null
    ? null
    : {
        carrier: row.carrier ?? '',
        trackingNumber: row.trackingNumber ?? '',
        trackingUrl: trackingUrlOf(row.carrier ?? '', row.trackingNumber ?? ''),
        shippedAt: row.shippedAt.toISOString(),
      }

export const toOrderJson = (row: OrderRow, items: readonly OrderItemRow[]): Order => ({
  _id: row.id,
  number: row.number,
  userUid: row.userUid,
  name: row.name,
  email: row.email,
  address: {
    street: row.street,
    city: row.city,
    country: row.country,
    state: row.state,
    zipcode: row.zipcode,
  },
  phone: row.phone,
  productIds: items.map((item) => ({
    _id: item.bookId,
    title: item.title,
    coverImage: item.coverImage,
    newPrice: fromCents(item.unitPriceCents),
    tax: fromCents(item.taxCents),
    taxRate: fromRate(item.taxRate),
  })),
  totalPrice: fromCents(row.totalPriceCents),
  subtotal: fromCents(row.subtotalCents),
  shipping: {
    method: row.shippingMethod,
    name: row.shippingName,
    estimate: row.shippingEstimate,
    price: fromCents(row.shippingCents),
    tax: fromCents(row.shippingTaxCents),
    taxRate: fromRate(row.shippingTaxRate),
  },
  taxes: row.taxes.map((t) => ({ name: t.name, rate: fromRate(t.rate), amount: fromCents(t.amountCents) })),
  tax: fromCents(row.taxCents),
  pricesIncludeTax: row.pricesIncludeTax,
  invoiceNumber: row.invoiceNumber,
  seller: row.seller,
  shipment: shipmentOf(row),
  delivered: row.delivered,
  status: row.delivered,
  cancelled: row.cancelled,
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
  cancelledAt: row.cancelledAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  placedAt: row.placedAt.toISOString(),
})

/** The orders with their lines in position order, keeping the order of `rows`. */
export async function withItems(db: Database, rows: readonly OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return []
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(orderItems.orderId), asc(orderItems.position))
  const byOrder = new Map<string, OrderItemRow[]>()
  for (const item of items) byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item])
  return rows.map((row) => toOrderJson(row, byOrder.get(row.id) ?? []))
}

/** A placed order, and whether it sold a book's last copy (which moves the catalogue's version: migration 0007). */
export interface PlacedOrder {
  order: Order
  soldOut: boolean
}

/**
 * Whether the total the shopper saw is what she is charged: the priced total or, from a client that names no shipping
 * method (the spec's and the tutorial's), the books' subtotal as well (the answer and the mail then say the full
 * amount due).
 */
const sawTheTotal = (body: CreateOrderBody['content'], price: OrderPrice): boolean => {
  if (!hasAtMostTwoDecimals(body.totalPrice)) return false
  const seen = toCents(body.totalPrice)
  return seen === price.totalCents || (body.shippingMethod === undefined && seen === price.subtotalCents)
}

/**
 * Places an order for the signed-in shopper, priced by the one pricing function under the store's rules `settings`
 * (issue 39): the books, the shipping method she chose (or her destination's cheapest) and the tax. Refuses (nothing
 * changes): another shopper's uid or email (403); a country not shipped to, a missing region or another zone's
 * method (422, the field named); an unknown book (409 conflict); a total that is not the server's (409, with the fresh
 * quote); a book out of stock (409 out_of_stock); a book named twice never gets here (CreateOrderBody: copies of one
 * title, 400). Stock is taken in the same short transaction by the stock module (rows locked in id order), so the
 * last copy is sold once; the invoice number is the year's next, given in the same transaction (migration 0023). The
 * confirmation mail, with the order's tracking link from `links`, is written with the order (insert-order.ts): it
 * exists exactly when the order does, and the outbox sends it later. Four round trips: begin, take, insert, commit.
 */
export async function createOrder(
  db: Database,
  shopper: Shopper | null,
  body: CreateOrderBody,
  links: TrackingLinks,
  settings: CurrentSettings,
): Promise<PlacedOrder> {
  if (!shopper) throw new DomainError('unauthorized', 'Sign in first', 401)
  // A body without userUid (the MERN tutorial's, issue 25) is the signed-in shopper's; another user's is refused.
  const { userUid = shopper.uid, content } = body
  if (userUid !== shopper.uid || !sameEmail(content.email, shopper.email)) {
    throw new DomainError('forbidden', 'The userUid and email must be those of the signed-in user', 403)
  }
  const { address } = content
  // A destination the store cannot price is refused before any stock is looked at.
  destinationOf(address, 'content.address.')

  const { placed, soldOut } = await db.transaction(async (tx) => {
    // Refuses an unknown or sold-out book before the total is looked at; a refusal below undoes the take.
    const lines = await takeStock(tx, content.productIds)
    const { price, destination } = priceCart(
      settings.rules,
      lines.map((b) => ({ bookId: b.id, unitCents: b.newPriceCents })),
      address,
      content.shippingMethod,
      'content.address.',
    )
    if (!sawTheTotal(content, price)) {
      const quote = toQuoteJson(price, (id) => lines.find((b) => b.id === id)?.title ?? '', destination)
      throw new DomainError(
        'conflict',
        `The total of this order is ${formatPrice(fromCents(price.totalCents))}, not ${formatPrice(content.totalPrice)}: prices, shipping or tax may have changed`,
        409,
        { quote },
      )
    }
    const placed = await insertOrder(
      tx,
      {
        userUid: shopper.uid,
        name: content.name,
        // The account's own spelling, so the orders-by-email lookup finds it.
        email: shopper.email.toLowerCase(),
        phone: content.phone,
        street: address.street ?? '',
        city: address.city,
        // The codes the price was made for: 'USA' typed is stored 'US', 'New York' 'NY'.
        country: destination.country,
        state: destination.region ?? address.state,
        zipcode: address.zipcode,
        totalPriceCents: price.totalCents,
        subtotalCents: price.subtotalCents,
        pricesIncludeTax: price.pricesIncludeTax,
        shippingMethod: price.shippingMethod.id,
        shippingName: price.shippingMethod.name,
        shippingEstimate: price.shippingMethod.estimate,
        shippingCents: price.shippingCents,
        shippingTaxRate: price.shippingRate,
        shippingTaxCents: price.shippingTaxCents,
        taxes: price.taxes,
        taxCents: price.taxCents,
      },
      lines.map((b, i) => ({
        bookId: b.id,
        title: b.title,
        coverImage: b.coverImage,
        unitPriceCents: b.newPriceCents,
        taxRate: price.lines[i]?.rate ?? 0,
        taxCents: price.lines[i]?.taxCents ?? 0,
      })),
      (row, items) => orderMail(links, 'order-placed', row, items),
    )
    // A line names a book once per copy: the book is sold out when its copies were all it had.
    const copies = (id: string) => content.productIds.filter((other) => other === id).length
    return { placed, soldOut: lines.some((b) => b.stock === copies(b.id)) }
  })
  return { order: toOrderJson(placed.row, placed.items), soldOut }
}

/** The orders of one email, newest placedAt first: a shopper's own only (403 otherwise), any for an admin. */
export async function listOrdersByEmail(db: Database, actor: Actor, email: string): Promise<Order[]> {
  const { shopper, isAdmin } = actor
  if (!isAdmin && (!shopper || !sameEmail(email, shopper.email))) {
    throw new DomainError('forbidden', 'You may only see your own orders', 403)
  }
  const byEmail = eq(orders.email, email.trim().toLowerCase())
  // A shopper sees the orders she placed herself, even if an earlier, deleted account had her email.
  const where = isAdmin || !shopper ? byEmail : and(byEmail, eq(orders.userUid, shopper.uid))
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.placedAt), desc(orders.createdAt), desc(orders.id))
  return withItems(db, rows)
}

/** One order: the shopper's own or, for an admin, any; another shopper's answers 404 like an unknown id. */
export async function getOrder(db: Database, actor: Actor, id: string): Promise<Order> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id))
  if (!row || (!actor.isAdmin && row.userUid !== actor.shopper?.uid)) {
    throw new DomainError('not_found', 'Order not found', 404)
  }
  const [order] = await withItems(db, [row])
  if (!order) throw new Error('order lost its row')
  return order
}
