// The store's settings (issue 39): one row per document the owner edits in the dashboard (store, shipping, taxes), as
// validated JSON. `version` moves with each write; every process reads the versions every half second and reloads a
// document that moved (modules/settings/settings-cache.ts).

import { sql } from 'drizzle-orm'
import { bigint, check, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

export const storeSettings = pgTable(
  'store_settings',
  {
    name: text('name').primaryKey(),
    document: jsonb('document').notNull(),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The admin's username; null for the migration's demo settings. */
    updatedBy: text('updated_by'),
  },
  (t) => [check('store_settings_name', sql`${t.name} IN ('store', 'shipping', 'taxes')`)],
)
