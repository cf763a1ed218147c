// Database tables (Drizzle, snake_case columns) for every entity of spec §3 (ARCHITECTURE §4).
// Money is integer cents; wire names (_id, coverImage, oldPrice …) are mapped in each module's toXxxJson.

import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
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
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('books_created_at_idx').on(t.createdAt.desc(), t.id),
    index('books_category_created_at_idx').on(t.category, t.createdAt.desc()),
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
    city: text('city').notNull(),
    country: text('country').notNull(),
    state: text('state').notNull(),
    zipcode: text('zipcode').notNull(),
    totalPriceCents: integer('total_price_cents').notNull(),
    delivered: boolean('delivered').notNull().default(false),
    createdAt: createdAt(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('orders_email_idx').on(t.email), index('orders_user_uid_idx').on(t.userUid)],
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
  createdAt: createdAt(),
})
