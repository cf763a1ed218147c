// Mail and what a shopper keeps: the outbox every message goes through (issue 24; modules/mail) and the wishlist.
// A message is written to mail_outbox in the transaction of what caused it (an order, a fulfilment, a reset request)
// and delivered later by the sender (modules/mail/sender.ts), which leases due rows with FOR UPDATE SKIP LOCKED, so
// that with several processes exactly one sends each; a restart loses nothing queued.

import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { books } from './catalogue'
import { createdAt } from './columns'
import { users } from './accounts'

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the message is about (MailKind in modules/mail/outbox.ts): 'password-reset', 'order-placed', … */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /**
     * queued (waiting or being retried), sent, failed (every try failed), expired (it outlived expires_at unsent:
     * never sent); the admin sees queued ones that failed a try, failed and expired ones.
     */
    state: text('state').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** When the sender may next try it (now at first; later after a failure, by the backoff). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A sender holds the row until then while it sends (no transaction is held open during SMTP). */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** A message worth nothing after this instant (a reset link's token expiry); null: it never expires. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} = 'queued'`),
    index('mail_outbox_state_idx').on(t.state, t.createdAt.desc().nullsFirst()),
    check('mail_outbox_state', sql`${t.state} IN ('queued', 'sent', 'failed', 'expired')`),
  ],
)

/** A shopper's wishlist: one row per book; a withdrawn book, or a deleted account, takes its rows with it. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookId: uuid('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.bookId] }),
    index('wishlist_items_user_added_idx').on(t.userId, t.addedAt.desc().nullsFirst()),
    index('wishlist_items_book_idx').on(t.bookId),
  ],
)
