// Orders and their lines. Sales counts derived from them (sales_by_day, book_sales_by_month, book_pairs,
// books.units_sold) are in derived.ts and catalogue.ts, kept by triggers.

import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { books } from './catalogue'
import { createdAt } from './columns'

/**
 * Orders' short numbers (issue 27 item 5: '#10042'), one store-wide sequence from 10001 (migration 0017). An integer
 * sequence, as the column: it runs out at 2,147,483,647.
 */
export const orderNumbers = pgSequence('orders_number_seq', {
  startWith: 10001,
  minValue: 1,
  maxValue: 2147483647,
  increment: 1,
  cache: 1,
})

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The order's number for people (issue 27 item 5), sequential per store in the order orders were placed: the
     * database gives each new order the next one (orders_number_seq); the id stays the order's name on the wire.
     */
    number: integer('number')
      .notNull()
      .default(sql`nextval('orders_number_seq')`),
    userUid: text('user_uid').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** The checkout's street line; '' for orders sent in the spec's body, which has none. */
    street: text('street').notNull().default(''),
    city: text('city').notNull(),
    country: text('country').notNull(),
    state: text('state').notNull(),
    zipcode: text('zipcode').notNull(),
    /**
     * What she pays (issue 39): the books, shipping and, where prices do not include it, the tax. The pricing
     * function's total (packages/contract pricing.ts); orders before migration 0023 were their books only.
     */
    totalPriceCents: integer('total_price_cents').notNull(),
    /** The books' prices as shelved, and whether those included tax (the store's setting when she ordered). */
    subtotalCents: integer('subtotal_cents').notNull().default(0),
    pricesIncludeTax: boolean('prices_include_tax').notNull().default(false),
    /** The shipping method as she chose it: its id, name, delivery estimate, price and the price's tax. */
    shippingMethod: text('shipping_method').notNull().default(''),
    shippingName: text('shipping_name').notNull().default(''),
    shippingEstimate: text('shipping_estimate').notNull().default(''),
    shippingCents: integer('shipping_cents').notNull().default(0),
    /** Thousandths of a percent (8.875 % is 8875); 0 where shipping is not taxed. */
    shippingTaxRate: integer('shipping_tax_rate').notNull().default(0),
    shippingTaxCents: integer('shipping_tax_cents').notNull().default(0),
    /** The tax by name and rate, [{name, rate, amountCents}] as the pricing function gives it, and its sum. */
    taxes: jsonb('taxes')
      .$type<{ name: string; rate: number; amountCents: number }[]>()
      .notNull()
      .default([]),
    taxCents: integer('tax_cents').notNull().default(0),
    /**
     * The invoice's number, gapless per calendar year of placing (UTC): '2026-000001' (invoice_counters). Given in
     * the order's own transaction, so an order that is refused or rolled back never takes one.
     */
    invoiceNumber: text('invoice_number')
      .notNull()
      .default(sql`next_invoice_number()`),
    /** The seller as the invoice names it, as the store's details were when it was issued. */
    seller: jsonb('seller')
      .$type<{ legalName: string; address: string; email: string; taxId: string }>()
      .notNull()
      .default(sql`store_seller()`),
    /** The shipment: carrier and tracking number when an admin marked it shipped, when and by whom. */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    shippedBy: text('shipped_by'),
    delivered: boolean('delivered').notNull().default(false),
    /** Cancelled by an admin (issue 17): its books went back in stock, and it no longer counts in sales. */
    cancelled: boolean('cancelled').notNull().default(false),
    /** When an admin marked it delivered or cancelled it, and that admin's username (kept if the admin goes). */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    deliveredBy: text('delivered_by'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by'),
    createdAt: createdAt(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The dashboard's search by number ('#10042'), and what keeps numbers unique.
    uniqueIndex('orders_number_idx').on(t.number),
    uniqueIndex('orders_invoice_number_idx').on(t.invoiceNumber),
    index('orders_email_idx').on(t.email),
    index('orders_user_uid_idx').on(t.userUid, t.placedAt.desc().nullsFirst()),
    // The dashboard's orders, newest first (ties by id), and the same within one state (issue 17).
    index('orders_newest_idx').on(t.placedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_state_newest_idx').on(
      t.cancelled,
      t.delivered,
      t.placedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The dashboard's orders by total, highest or lowest first (ties by id), and the same within one state (issue 27
    // item 5, migration 0019): read forwards or backwards.
    index('orders_total_idx').on(t.totalPriceCents, t.id),
    index('orders_state_total_idx').on(t.cancelled, t.delivered, t.totalPriceCents, t.id),
    // The dashboard's order search by name or email: a trigram index of orderSearchText (migration 0008).
    index('orders_search_idx').using('gin', sql`(lower(${t.name}) || ' ' || ${t.email}) gin_trgm_ops`),
    check('orders_delivered_or_cancelled', sql`NOT (${t.delivered} AND ${t.cancelled})`),
  ],
)

/** One line per book bought; title and unit price are copied so a deleted book leaves orders readable. */
export const orderItems = pgTable(
  'order_items',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    bookId: uuid('book_id').references(() => books.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    coverImage: text('cover_image').notNull().default(''),
    unitPriceCents: integer('unit_price_cents').notNull(),
    /** The line's tax: its rate in thousandths of a percent and the amount (within the price when it included tax). */
    taxRate: integer('tax_rate').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.position] }), index('order_items_book_idx').on(t.bookId)],
)

/**
 * The last invoice number given in each calendar year (UTC): the order's transaction takes the next one with an
 * upsert, whose row lock holds other orders of that year until it commits or rolls back, so the numbers have no gaps.
 */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
})
