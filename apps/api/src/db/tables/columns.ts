// Columns that many tables share, declared once for the area files of ../schema.ts. Not re-exported by schema.ts:
// drizzle-kit reads tables from it, and these are column builders, not tables.

import { timestamp } from 'drizzle-orm/pg-core'

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
