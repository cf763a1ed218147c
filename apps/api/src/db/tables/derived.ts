// Derived state: tables (and the books columns marked so in catalogue.ts) that only triggers write, in the writing
// transaction whoever writes (the API, the admin command, a seed, plain SQL), so every process reads the same
// (ARCHITECTURE §10, ADR 003). The app reads them and never writes them; seed:scale recounts them. The search
// tables (search.ts) are derived too. docs/data-model.md lists each one with its triggers and functions, the
// migration that made it and the test that compares it with a recount.

import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { books } from './catalogue'

/**
 * Derived, one row: the catalogue's version, bumped by every write to books, authors, their links and quotes. Each process's
 * catalogue cache serves stored answers under it and checks it every 250 ms. `epoch` is random per database, so an
 * ETag from another database never matches.
 */
export const catalogueState = pgTable(
  'catalogue_state',
  {
    id: integer('id').primaryKey().default(1),
    epoch: text('epoch').notNull(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalogue_state_one_row', sql`${t.id} = 1`)],
)

/**
 * Derived: the books whose shown details alone changed (description, cover, old price, page count: nothing that
 * decides which lists hold a book or in what order), one row per edited row, newest seq last; the catalogue's version
 * does not move for them (migration 0016). Each process reads the new rows with the version and drops only the stored
 * answers that hold those books (and every search's). The last 1,000 are kept.
 */
export const catalogueEdits = pgTable('catalogue_edits', {
  seq: bigserial('seq', { mode: 'number' }).primaryKey(),
  bookId: uuid('book_id').notNull(),
})

/** Derived: books and trending books per category: shelf totals and dashboard figures without counting the catalogue. */
export const bookCounts = pgTable('book_counts', {
  category: text('category').primaryKey(),
  books: integer('books').notNull().default(0),
  trending: integer('trending').notNull().default(0),
})

/** Derived: orders not cancelled and their revenue per UTC day: the dashboard's totals and monthly series without reading every order. */
export const salesByDay = pgTable(
  'sales_by_day',
  {
    day: date('day', { mode: 'string' }).notNull(),
    /** Orders of one day spread over 32 rows (by database session), so concurrent orders do not queue on one row. */
    shard: smallint('shard').notNull().default(0),
    orders: integer('orders').notNull().default(0),
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'sales_by_day_day_shard_pk', columns: [t.day, t.shard] })],
)

/**
 * Derived: copies and revenue of each book per UTC month (first day of the month), counting orders not cancelled: the
 * dashboard's best sellers of the month without reading the month's orders. Kept by triggers on order_items and
 * orders (migration 0008).
 */
export const bookSalesByMonth = pgTable(
  'book_sales_by_month',
  {
    month: date('month', { mode: 'string' }).notNull(),
    bookId: uuid('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    units: integer('units').notNull().default(0),
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.month, t.bookId] }),
    index('book_sales_by_month_best_idx').on(t.month, t.units.desc().nullsFirst(), t.bookId),
  ],
)

/**
 * Derived: "Readers also bought" (issue 16): for each book, every other book bought with it in one order and in how many
 * order lines' pairs (an order holds a book once, so: in how many orders), both ways round. Kept by statement
 * triggers on order_items (migration 0006), so a book page reads its best few from an index at any order count.
 */
export const bookPairs = pgTable(
  'book_pairs',
  {
    bookId: uuid('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    otherBookId: uuid('other_book_id').notNull(),
    times: integer('times').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bookId, t.otherBookId] }),
    // A book's pairs best first, ties by id: the top few are the index's first entries, read without the table.
    index('book_pairs_best_idx').on(t.bookId, t.times.desc(), t.otherBookId),
  ],
)

/**
 * Derived: each customer's orders not cancelled and what they came to (a user's uid, as orders.user_uid), and when she
 * last placed an order (cancelled or not, as the customer's figures say), kept by a row trigger on orders (migration
 * 0018; last_order_at 0019). Every user has a row from sign-up on (zeros, no last order: a trigger on users, 0019), so
 * the dashboard's customers sort by spent or last order along an index joined to users. Its partial index orders
 * customers by average order in whole cents: the dashboard's 'Users by average order' is its head.
 */
export const customerOrderTotals = pgTable(
  'customer_order_totals',
  {
    userUid: text('user_uid').primaryKey(),
    orders: integer('orders').notNull().default(0),
    spentCents: bigint('spent_cents', { mode: 'number' }).notNull().default(0),
    lastOrderAt: timestamp('last_order_at', { withTimezone: true }),
  },
  (t) => [
    index('customer_order_totals_average_idx')
      .on(sql`(${t.spentCents} / ${t.orders}) DESC NULLS FIRST`, t.userUid)
      .where(sql`${t.orders} > 0`),
    // The dashboard's customers by spent and by last order, ties by uid (issue 27 item 5, migration 0019).
    index('customer_order_totals_spent_idx').on(
      t.spentCents.desc().nullsFirst(),
      t.userUid.desc().nullsFirst(),
    ),
    index('customer_order_totals_last_order_idx').on(
      t.lastOrderAt.desc().nullsLast(),
      t.userUid.desc().nullsFirst(),
    ),
  ],
)
