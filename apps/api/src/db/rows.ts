// The rows of a raw SQL statement, on either driver; hot statements as named (prepared) statements on a server.

import { sql, type SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type pg from 'pg'
import type { Database } from './client'

/**
 * The rows of a raw statement. Both drivers (PGlite, node-postgres) answer `{ rows }`; the services' database type
 * covers both, so its execute() is typed unknown.
 */
export async function rowsOf<T>(db: Database, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as { rows: T[] }
  return result.rows
}

/** The server pool behind a database handle's `db` (client.ts registers it); none for PGlite or a transaction. */
const pools = new WeakMap<Database, pg.Pool>()

export function registerPool(db: Database, pool: pg.Pool): void {
  pools.set(db, pool)
}

const dialect = new PgDialect()

/**
 * As rowsOf, for a statement run on every search: on a PostgreSQL server it is sent as a named statement, which each
 * connection parses and plans once and then reuses (typed words: 0.75 ms a call instead of 1.8 on the scale seed,
 * most of it planning). `name` must always go with the same SQL text; the values may change. Its columns must not
 * be timestamps: drizzle's own statements read those through its type parsers, these through pg's defaults.
 */
export async function preparedRowsOf<T>(db: Database, name: string, statement: SQL): Promise<T[]> {
  const pool = pools.get(db)
  if (!pool) return rowsOf<T>(db, statement)
  const { sql: text, params } = dialect.sqlToQuery(statement)
  const result = await pool.query({ name, text, values: params })
  return result.rows as T[]
}

/**
 * A whole number written into a statement's text rather than sent as a parameter: a server plans a named statement
 * once (its generic plan) only when that plan looks as cheap as one made for the values, and a LIMIT it cannot see
 * looks dear. Only for numbers the code chooses, never for input.
 */
export function inlined(n: number): SQL {
  if (!Number.isSafeInteger(n)) throw new TypeError(`not a whole number: ${n}`)
  return sql.raw(String(n))
}
