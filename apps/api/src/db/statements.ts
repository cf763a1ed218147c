// The hot statements (every search, every book page's "also bought"), run by name: a PostgreSQL server parses and
// plans each once per connection. One helper, namedStatement, for a drizzle query or raw SQL; rows in camelCase.

import { fillPlaceholders, is, sql, SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type pg from 'pg'
import type { Database } from './client'
import { camelRows } from './rows'

/** The server pool behind a database handle's `db` (client.ts registers it); none for PGlite or a transaction. */
const pools = new WeakMap<Database, pg.Pool>()

export function registerPool(db: Database, pool: pg.Pool): void {
  pools.set(db, pool)
}

const dialect = new PgDialect()

/** Values of a statement's placeholders (`sql.placeholder('ids')`), by name. */
export type StatementParams = Record<string, unknown>

/** A named statement: its rows for these values on this database (the statement made once per database). */
export type NamedStatement<Row> = (db: Database, params?: StatementParams) => Promise<Row[]>

/** A drizzle query that can be prepared under a name: its prepared form's execute() gives the rows. */
interface Preparable {
  prepare(name: string): { execute(params?: StatementParams): Promise<unknown[]> }
}

type RowOf<Q extends Preparable> = Awaited<ReturnType<ReturnType<Q['prepare']>['execute']>>[number]

/**
 * A statement run on every search or book page, by `name`: on a PostgreSQL server it is a named statement, which each
 * connection parses and plans once and then reuses (typed words: 0.75 ms a call instead of 1.8 on the scale seed,
 * most of it planning). `build` makes it once per database, the values it changes by being `sql.placeholder`s:
 * either a drizzle query (`db.select()…`, its rows as its fields say) or raw SQL (`T` says its row, read in
 * camelCase). `name` always goes with the same SQL text. A raw statement's columns must not be timestamps: drizzle's
 * own statements read those through its type parsers, a raw one on a server through pg's defaults.
 */
export function namedStatement<T>(name: string, build: (db: Database) => SQL): NamedStatement<T>
export function namedStatement<Q extends Preparable>(
  name: string,
  build: (db: Database) => Q,
): NamedStatement<RowOf<Q>>
export function namedStatement(
  name: string,
  build: (db: Database) => SQL | Preparable,
): NamedStatement<unknown> {
  const prepared = new WeakMap<Database, (params: StatementParams) => Promise<unknown[]>>()
  return async (db, params = {}) => {
    let run = prepared.get(db)
    if (!run) {
      run = prepare(db, name, build(db))
      prepared.set(db, run)
    }
    return run(params)
  }
}

function prepare(
  db: Database,
  name: string,
  statement: SQL | Preparable,
): (params: StatementParams) => Promise<unknown[]> {
  if (!is(statement, SQL)) {
    const query = statement.prepare(name)
    return (params) => query.execute(params)
  }
  const query = dialect.sqlToQuery(statement)
  const pool = pools.get(db)
  if (pool) {
    return async (params) =>
      camelRows(await pool.query({ name, text: query.sql, values: fillPlaceholders(query.params, params) }))
  }
  // PGlite (or a transaction): as db.execute() runs a statement, with the values filled in.
  const unnamed = db._.session.prepareQuery(query, undefined, undefined, false)
  return async (params) => camelRows(await unnamed.execute(params))
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
