// Accounts: the admins and their ended tokens, and the shoppers' tables of better-auth (users, sessions, accounts,
// verifications), written by hand (its 1.7 CLI fails on Node 20); their property names are the field names
// better-auth's drizzle adapter addresses (modules/identity/auth.ts).

import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from './columns'

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
    /**
     * Our additional field: kept as she typed it (trimmed), unique without regard to case (users_username_lower_idx;
     * migration 0021: before it usernames were stored lowercase, and those stay so).
     */
    username: text('username').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One username to one shopper whatever its case: the real-users rule looks a wanted one up here (usernames.ts).
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    // The dashboard's customers (issue 17): newest first, and found by any part of the name or username (any case)
    // or the email (stored lowercase) through trigram indexes (bench:scale, 50k users: a page 30-50 ms -> 0.3 ms,
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
