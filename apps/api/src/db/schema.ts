// Database tables (Drizzle, snake_case columns) for every entity of spec §3 (ARCHITECTURE §4).
// Money is integer cents; wire names (_id, coverImage, oldPrice …) are mapped in each module's toXxxJson.
// users, sessions, accounts and verifications are better-auth's tables (written by hand: its 1.7 CLI fails on
// Node 20); their property names are the field names better-auth's drizzle adapter addresses.

import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  customType,
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

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

export const authors = pgTable('authors', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  fullName: text('full_name').notNull(),
  about: text('about').notNull().default(''),
  image: text('image').notNull().default(''),
  createdAt: createdAt(),
})

export const books = pgTable(
  'books',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    coverImage: text('cover_image').notNull(),
    category: text('category').notNull(),
    author: text('author').notNull().default(''),
    oldPriceCents: integer('old_price_cents').notNull(),
    newPriceCents: integer('new_price_cents').notNull(),
    stock: integer('stock').notNull().default(0),
    trending: boolean('trending').notNull().default(false),
    hardcoverPageCount: integer('hardcover_page_count'),
    publisher: text('publisher').notNull().default(''),
    publishedAt: date('published_at', { mode: 'string' }),
    /** Copies sold in real orders (order lines), kept by triggers on order_items (migration 0005): sort=bestselling. */
    unitsSold: integer('units_sold').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Search (issue 16): the stored tsvector search_doc, its GIN index and the trigram indexes are written by hand in
    // migration 0005 and read through SQL in modules/books/search.ts; left out here so rows never carry the tsvector.
  },
  (t) => [
    // Newest first, ties by id: the order of every shelf, so a page is an index range at any depth.
    // DESC is NULLS FIRST in PostgreSQL, as the queries' desc() orders: a NULLS LAST index would not serve them.
    index('books_newest_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('books_category_newest_idx').on(
      t.category,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The other orders of a list (sort=price-asc|price-desc|title|bestselling), each an index range too.
    index('books_price_idx').on(t.newPriceCents, t.id),
    index('books_title_idx').on(t.title, t.id),
    index('books_bestselling_idx').on(t.unitsSold.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Low and out of stock (issue 17): the manage table's filter, the dashboard's list and count.
    index('books_stock_idx').on(t.stock, t.id),
    check('books_stock_non_negative', sql`${t.stock} >= 0`),
    check('books_prices_non_negative', sql`${t.oldPriceCents} >= 0 AND ${t.newPriceCents} >= 0`),
  ],
)

export const bookAuthors = pgTable(
  'book_authors',
  {
    bookId: uuid('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => authors.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bookId, t.authorId] }), index('book_authors_author_idx').on(t.authorId)],
)

export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    content: text('content').notNull(),
    personOrOrganization: text('person_or_organization').notNull(),
    bookId: uuid('book_id').references(() => books.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('quotes_book_idx').on(t.bookId)],
)

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
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
    totalPriceCents: integer('total_price_cents').notNull(),
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
  },
  (t) => [primaryKey({ columns: [t.orderId, t.position] }), index('order_items_book_idx').on(t.bookId)],
)

export const admins = pgTable('admins', {
  id: uuid('id').primaryKey().defaultRandom(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  /** Carried in each admin token (claim gen); set-password bumps it, which ends every token issued before. */
  tokenGeneration: integer('token_generation').notNull().default(0),
  createdAt: createdAt(),
})

/** Admin tokens ended by a logout (claim jti); a row is useless once its token has expired, and is then pruned. */
export const revokedAdminTokens = pgTable(
  'revoked_admin_tokens',
  {
    jti: text('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_admin_tokens_expires_at_idx').on(t.expiresAt)],
)

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()

/** A shopper (better-auth's "user"): the spec's uid is its id; her real-user record is read from it. */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    // better-auth lowercases every email it stores.
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    /** Our additional field: unique, stored lowercase (users type any case). */
    username: text('username').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('users_username_lowercase', sql`${t.username} = lower(${t.username})`),
    // The dashboard's customers (issue 17): newest first, and found by any part of the name (any case), email or
    // username (both stored lowercase) through trigram indexes (bench:scale, 50k users: a page 30-50 ms -> 0.3 ms,
    // a search 60-170 ms -> 1-8 ms).
    index('users_newest_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('users_username_trgm_idx').using('gin', t.username.op('gin_trgm_ops')),
  ],
)

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
)

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    /** The scrypt hash of an email + password account; never leaves the server. */
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
)

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
)

// Derived state kept in the database, so that every process reads the same (ARCHITECTURE §10, ADR 003). Triggers of
// migration 0004 keep these three tables up to date in the writing transaction, whoever writes (the API, the admin
// command, a seed, plain SQL).

/**
 * One row: the catalogue's version, bumped by every write to books, authors, their links and quotes. Each process's
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

/** Books and trending books per category: shelf totals and dashboard figures without counting the catalogue. */
export const bookCounts = pgTable('book_counts', {
  category: text('category').primaryKey(),
  books: integer('books').notNull().default(0),
  trending: integer('trending').notNull().default(0),
})

/** Orders and revenue per UTC day: the dashboard's totals and monthly series without reading every order. */
export const salesByDay = pgTable(
  'sales_by_day',
  {
    day: date('day', { mode: 'string' }).notNull(),
    /** Orders of one day spread over 8 rows (by database session), so concurrent orders do not queue on one row. */
    shard: smallint('shard').notNull().default(0),
    orders: integer('orders').notNull().default(0),
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'sales_by_day_day_shard_pk', columns: [t.day, t.shard] })],
)

/**
 * Copies and revenue of each book per UTC month (first day of the month), counting orders not cancelled: the
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

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
})

/**
 * Stored images (uploaded covers, their thumbnails, the demo's artwork) when the store runs on a PostgreSQL server:
 * every process serves every file. The embedded default keeps them in DATA_DIR/covers instead.
 */
export const storedFiles = pgTable('stored_files', {
  name: text('name').primaryKey(),
  contentType: text('content_type').notNull(),
  content: bytea('content').notNull(),
  createdAt: createdAt(),
})

/**
 * "Readers also bought" (issue 16): for each book, every other book bought with it in one order and in how many
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
