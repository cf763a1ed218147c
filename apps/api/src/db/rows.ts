// The rows of a raw SQL statement, on either driver.

import type { SQL } from 'drizzle-orm'
import type { Database } from './client'

/**
 * The rows of a raw statement. Both drivers (PGlite, node-postgres) answer `{ rows }`; the services' database type
 * covers both, so its execute() is typed unknown.
 */
export async function rowsOf<T>(db: Database, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as { rows: T[] }
  return result.rows
}
