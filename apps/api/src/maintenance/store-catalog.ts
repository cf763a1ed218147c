// What a backup reads and a restore writes, asked of the code and of the database: the store's tables (from the
// drizzle schema, parents before children), each table's stored columns and their types (from the database's
// catalogue: generated columns are left out), the migration level, the sequences, and rows read through a cursor.

import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import { is, sql, type SQL } from 'drizzle-orm'
import type { Database } from '@/db/client'
import { rowsOf } from '@/db/rows'
import * as schema from '@/db/schema'
import type { MigrationLevel } from './backup-format'

/** The table of stored files: a backup carries its rows as file records (the embedded store keeps files on disk). */
export const FILES_TABLE = 'stored_files'

/** Every table of the drizzle schema (books once, though two objects name it), each after those it references. */
export function storeTables(): string[] {
  const references = new Map<string, Set<string>>()
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue
    const config = getTableConfig(value)
    const parents = references.get(config.name) ?? new Set<string>()
    for (const key of config.foreignKeys) parents.add(getTableConfig(key.reference().foreignTable).name)
    references.set(config.name, parents)
  }
  const ordered: string[] = []
  const visit = (name: string, path: readonly string[]) => {
    if (ordered.includes(name) || path.includes(name)) return
    for (const parent of references.get(name) ?? []) if (parent !== name) visit(parent, [...path, name])
    ordered.push(name)
  }
  for (const name of [...references.keys()].sort()) visit(name, [])
  return ordered
}

export interface StoredColumn {
  name: string
  /** As format_type writes it: what a text value is cast to on the way in. */
  type: string
}

/** The table's columns that hold data (not generated), in their order; [] when the table does not exist. */
export async function tableColumns(db: Database, table: string): Promise<StoredColumn[]> {
  return rowsOf<StoredColumn>(
    db,
    sql`SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type
        FROM pg_attribute a
        WHERE a.attrelid = to_regclass(${`public."${table}"`}) AND a.attnum > 0 AND NOT a.attisdropped
          AND a.attgenerated = ''
        ORDER BY a.attnum`,
  )
}

/** Whether the table exists in the public schema. */
export async function tableExists(db: Database, table: string): Promise<boolean> {
  const [row] = await rowsOf<{ found: boolean }>(
    db,
    sql`SELECT to_regclass(${`public."${table}"`}) IS NOT NULL AS found`,
  )
  return row?.found === true
}

/** Every table in the public schema (whoever made it). */
export async function publicTables(db: Database): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`SELECT c.relname AS name FROM pg_class c
        WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p') ORDER BY 1`,
  )
  return rows.map((row) => row.name)
}

/** How many of drizzle's migrations the database has applied, and the last one's time and hash. */
export async function readMigrationLevel(db: Database): Promise<MigrationLevel> {
  const [present] = await rowsOf<{ found: boolean }>(
    db,
    sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS found`,
  )
  if (!present?.found) return { applied: 0, lastCreatedAt: null, lastHash: null }
  const [row] = await rowsOf<{ applied: number; lastCreatedAt: string | null; lastHash: string | null }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM drizzle.__drizzle_migrations) AS applied,
          (SELECT created_at::text FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1) AS last_created_at,
          (SELECT hash FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1) AS last_hash`,
  )
  return row ?? { applied: 0, lastCreatedAt: null, lastHash: null }
}

export interface SequenceState {
  name: string
  lastValue: string
  isCalled: boolean
}

/** Every sequence of the public schema and where it stands. */
export async function readSequences(db: Database): Promise<SequenceState[]> {
  const names = await rowsOf<{ name: string }>(
    db,
    sql`SELECT c.relname AS name FROM pg_class c WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'S'
        ORDER BY 1`,
  )
  const states: SequenceState[] = []
  for (const { name } of names) {
    const [row] = await rowsOf<{ lastValue: string; isCalled: boolean }>(
      db,
      sql`SELECT last_value::text AS last_value, is_called FROM ${sql.identifier(name)}`,
    )
    if (row) states.push({ name, ...row })
  }
  return states
}

/** The sequences that number a column of a public table (serial, identity), with that column. */
export async function ownedSequences(
  db: Database,
): Promise<Array<{ sequence: string; table: string; column: string }>> {
  return rowsOf(
    db,
    sql`SELECT s.relname AS sequence, t.relname AS table, a.attname AS column
        FROM pg_depend d
        JOIN pg_class s ON s.oid = d.objid AND s.relkind = 'S'
        JOIN pg_class t ON t.oid = d.refobjid AND t.relnamespace = 'public'::regnamespace
        JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
        WHERE d.classid = 'pg_class'::regclass AND d.refclassid = 'pg_class'::regclass AND d.deptype IN ('a', 'i')`,
  )
}

/** Rows per FETCH: a few MB at most, so a table of millions never sits in memory whole. */
export const FETCH_ROWS = 1000

/**
 * The rows of `query`, `batch` at a time, through a cursor of the transaction `tx` (one snapshot from the first
 * batch to the last). The cursor ends with the transaction when a caller stops early or a statement fails.
 */
export async function* cursorRows<T>(tx: Database, query: SQL, batch = FETCH_ROWS): AsyncGenerator<T[]> {
  await tx.execute(sql`DECLARE backup_rows NO SCROLL CURSOR FOR ${query}`)
  for (;;) {
    const rows = await rowsOf<T>(tx, sql.raw(`FETCH ${Math.max(1, Math.floor(batch))} FROM backup_rows`))
    if (rows.length === 0) break
    yield rows
  }
  await tx.execute(sql.raw('CLOSE backup_rows'))
}
