// The rows of a raw SQL statement, on either driver, in camelCase as drizzle's own queries name their fields. The
// statements run by name (planned once per connection on a server) are statements.ts; it reads its rows here too.

import type { SQL } from 'drizzle-orm'
import type { Database } from './client'

/** A raw row's keys in camelCase (`cover_image` -> `coverImage`). */
function camelKeys(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(row)) {
    out[key.includes('_') ? key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()) : key] = value
  }
  return out
}

/** A raw result's rows in camelCase, `T` saying what the statement selects. Both drivers answer `{ rows }`. */
export const camelRows = <T>(result: unknown): T[] =>
  (result as { rows: Record<string, unknown>[] }).rows.map((row) => camelKeys(row) as T)

/**
 * The rows of a raw statement run once (not by name), in camelCase. The services' database type covers both drivers
 * (PGlite, node-postgres), so its execute() is typed unknown: `T` says what the statement selects.
 */
export async function rowsOf<T>(db: Database, statement: SQL): Promise<T[]> {
  return camelRows<T>(await db.execute(statement))
}
