// Restores a backup (backup-format.ts) into an empty DATA_DIR or PostgreSQL database: reads the whole file once first
// (a damaged one changes nothing), refuses a target that holds a store unless forced (then empties it), migrates the
// target to the backup's migration level, loads every row in one transaction with triggers off (the derived tables
// come from the backup, nothing is recounted), stores the files where the target keeps them (DATA_DIR/covers or
// stored_files), sets the sequences, gives the catalogue a new epoch (no ETag of the old store matches), and
// finally applies this code's later migrations.

import { mkdir, rm, utimes, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { AppConfig } from '@/config'
import { openDatabase, type Database, type DatabaseHandle } from '@/db/client'
import { directoryFileStore } from '@/db/files/directory-files'
import { rowsOf } from '@/db/rows'
import { removeGroupAndOtherAccess } from '@/process/data-dir'
import { textFormSettings, type BackupRow, type StoredFileRecord } from './backup-format'
import { checkBackup, readBackup } from './backup-file'
import { knownLevel, migrateToLevel } from './migration-level'
import {
  FILES_TABLE,
  ownedSequences,
  publicTables,
  readMigrationLevel,
  storeTables,
  tableColumns,
  tableExists,
  type StoredColumn,
} from './store-catalog'

/** Where to restore: the store's configuration (DATA_DIR or DATABASE_URL, and where its files live). */
export type RestoreTarget = Pick<AppConfig, 'database' | 'files' | 'coversDir'>

/** The target holds a store (or other tables) and --force was not given. */
export class RestoreRefused extends Error {}

export interface RestoreSummary {
  target: DatabaseHandle['kind']
  migrationsOfBackup: number
  tables: number
  rows: number
  files: number
  /** Whether a store was there and was emptied first (--force). */
  replaced: boolean
  ms: number
}

/** Tables whose rows are there in a database just migrated: they do not make it a store. */
const MIGRATION_ROWS = new Set(['catalogue_state'])

/** Rows sent in one INSERT: at most this many, and about this much JSON. */
const BATCH_ROWS = 1000
const BATCH_CHARS = 8_000_000

/** What the target already holds: the store's tables with rows, other tables, stored files. */
async function targetContents(handle: DatabaseHandle, target: RestoreTarget) {
  const level = await readMigrationLevel(handle.db)
  const known = new Set(storeTables())
  const withRows: string[] = []
  const foreign: string[] = []
  for (const table of await publicTables(handle.db)) {
    if (!known.has(table)) {
      foreign.push(table)
      continue
    }
    if (MIGRATION_ROWS.has(table)) continue
    const [row] = await rowsOf<{ any: boolean }>(
      handle.db,
      sql`SELECT EXISTS (SELECT 1 FROM ${sql.identifier(table)}) AS any`,
    )
    if (row?.any) withRows.push(table)
  }
  const files = target.files === 'data-dir' ? (await directoryFileStore(target.coversDir).names()).length : 0
  return { level, withRows, foreign, files }
}

/** Where the target is, for messages. */
const describeTarget = (target: RestoreTarget): string =>
  target.database.kind === 'pglite'
    ? `DATA_DIR (${path.dirname(target.database.dataDir ?? '.')})`
    : 'the database of DATABASE_URL'

/** Empties the target: the embedded store's directory and files, or a server database's two schemas. */
async function wipe(handle: DatabaseHandle, target: RestoreTarget): Promise<DatabaseHandle> {
  if (target.files === 'data-dir') {
    const covers = directoryFileStore(target.coversDir)
    for (const name of await covers.names()) await rm(path.join(target.coversDir, name), { force: true })
  }
  if (handle.kind === 'pglite' && target.database.kind === 'pglite' && target.database.dataDir) {
    await handle.close()
    await rm(target.database.dataDir, { recursive: true, force: true })
    return openDatabase(target.database)
  }
  await handle.db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`)
  await handle.db.execute(sql`DROP SCHEMA IF EXISTS public CASCADE`)
  await handle.db.execute(sql`CREATE SCHEMA public`)
  await handle.db.execute(sql`GRANT USAGE ON SCHEMA public TO PUBLIC`)
  return handle
}

/** The INSERT of a batch of rows: each text value cast to its column's type. */
function insertRows(table: string, columns: readonly StoredColumn[], rows: readonly BackupRow[]) {
  const names = sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  )
  const values = sql.join(
    columns.map((column, i) => sql.raw(`(r->>${i})::${column.type}`)),
    sql`, `,
  )
  return sql`INSERT INTO ${sql.identifier(table)} (${names}) OVERRIDING SYSTEM VALUE
    SELECT ${values} FROM json_array_elements(${JSON.stringify(rows)}::json) AS r`
}

/** The target's columns of a table of the backup, in the backup's order; throws when they differ. */
async function matchingColumns(
  tx: Database,
  table: string,
  names: readonly string[],
): Promise<StoredColumn[]> {
  const columns = await tableColumns(tx, table)
  const byName = new Map(columns.map((column) => [column.name, column]))
  const missing = names.filter((name) => !byName.has(name))
  if (columns.length === 0 || missing.length > 0 || columns.length !== names.length)
    throw new Error(
      `The backup's table ${table} (${names.join(', ')}) does not match this database's ` +
        `(${columns.map((column) => column.name).join(', ') || 'no such table'})`,
    )
  return names.map((name) => byName.get(name) as StoredColumn)
}

/** Writes the backup's files where the target keeps them. */
function fileSink(tx: Database, target: RestoreTarget) {
  const pending: StoredFileRecord[] = []
  let chars = 0
  const flushRows = async () => {
    if (pending.length === 0) return
    const rows = pending.map((file) => [file.name, file.contentType, file.data, file.storedAt])
    await tx.execute(sql`INSERT INTO ${sql.identifier(FILES_TABLE)} (name, content_type, content, created_at)
      SELECT r->>0, r->>1, decode(r->>2, 'base64'), (r->>3)::timestamptz
      FROM json_array_elements(${JSON.stringify(rows)}::json) AS r`)
    pending.length = 0
    chars = 0
  }
  return {
    async add(file: StoredFileRecord) {
      if (target.files === 'database') {
        pending.push(file)
        chars += file.data.length
        if (chars >= BATCH_CHARS) await flushRows()
        return
      }
      const where = path.join(target.coversDir, file.name)
      await writeFile(where, Buffer.from(file.data, 'base64'), { flag: 'wx', mode: 0o600 })
      const storedAt = new Date(file.storedAt)
      await utimes(where, storedAt, storedAt)
    },
    flush: flushRows,
  }
}

/** Loads every row, sequence and file of the backup in one transaction of the target, triggers off. */
async function load(handle: DatabaseHandle, target: RestoreTarget, file: string): Promise<number> {
  if (target.files === 'data-dir') await mkdir(target.coversDir, { recursive: true, mode: 0o700 })
  return handle.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`)
    for (const setting of textFormSettings) await tx.execute(sql.raw(setting))
    const present = []
    for (const table of storeTables()) if (await tableExists(tx, table)) present.push(table)
    await tx.execute(
      sql`TRUNCATE ${sql.join(
        present.map((table) => sql.identifier(table)),
        sql`, `,
      )}`,
    )
    const files = fileSink(tx, target)
    let table: { name: string; columns: StoredColumn[]; rows: BackupRow[]; chars: number } | undefined
    const flush = async () => {
      if (!table || table.rows.length === 0) return
      await tx.execute(insertRows(table.name, table.columns, table.rows))
      table.rows = []
      table.chars = 0
    }
    let rows = 0
    for await (const entry of readBackup(file)) {
      switch (entry.type) {
        case 'table':
          table = {
            name: entry.name,
            columns: await matchingColumns(tx, entry.name, entry.columns),
            rows: [],
            chars: 0,
          }
          break
        case 'row':
          if (!table) break
          table.rows.push(entry.values)
          table.chars += entry.values.reduce((sum, value) => sum + (value?.length ?? 4), 0)
          rows += 1
          if (table.rows.length >= BATCH_ROWS || table.chars >= BATCH_CHARS) await flush()
          break
        case 'table-end':
          await flush()
          table = undefined
          break
        case 'sequence':
          if (await tableExists(tx, entry.name))
            await tx.execute(sql`SELECT setval(${`public."${entry.name}"`}::regclass, ${entry.lastValue}::bigint,
              ${entry.isCalled})`)
          break
        case 'file':
          await files.add(entry)
          break
        default:
          break
      }
    }
    await files.flush()
    // A sequence never hands out a number its column already holds.
    for (const owned of await ownedSequences(tx)) {
      await tx.execute(sql`SELECT setval(${`public."${owned.sequence}"`}::regclass, m) FROM
        (SELECT max(${sql.identifier(owned.column)}) AS m FROM ${sql.identifier(owned.table)}) AS t
        WHERE m IS NOT NULL AND m > (SELECT last_value FROM ${sql.identifier(owned.sequence)})`)
    }
    if (await tableExists(tx, 'catalogue_state'))
      await tx.execute(sql`UPDATE catalogue_state SET epoch = gen_random_uuid()::text`)
    return rows
  })
}

/**
 * Restores `file` into the target. Refuses (RestoreRefused) a target holding a store or other tables unless `force`;
 * throws BackupFileError for a damaged file and UnknownMigrationLevel for one this code cannot read, before any change.
 */
export async function restoreBackup(
  file: string,
  target: RestoreTarget,
  { force = false }: { force?: boolean } = {},
): Promise<RestoreSummary> {
  const started = performance.now()
  const { header, end } = await checkBackup(file)
  const level = await knownLevel(header.migrations)
  const embeddedDir = target.database.kind === 'pglite' ? target.database.dataDir : undefined
  let handle = await openDatabase(target.database)
  try {
    const contents = await targetContents(handle, target)
    const occupied = contents.withRows.length > 0 || contents.foreign.length > 0 || contents.files > 0
    if (occupied && !force) {
      const shown = contents.withRows.slice(0, 5)
      const what = [
        ...(shown.length > 0
          ? [`rows in ${shown.join(', ')}${contents.withRows.length > shown.length ? ', …' : ''}`]
          : []),
        ...(contents.foreign.length > 0 ? [`other tables (${contents.foreign.join(', ')})`] : []),
        ...(contents.files > 0 ? [`${contents.files} stored files`] : []),
      ]
      throw new RestoreRefused(
        `${describeTarget(target)} is not empty: it holds ${what.join('; ')}. ` +
          'Restore into an empty one, or add --force to empty it first ' +
          '(everything there is lost).',
      )
    }
    // A store there (forced), other tables, or migrations past the backup's: start from nothing.
    if (occupied || contents.level.applied > level) handle = await wipe(handle, target)
    await migrateToLevel(handle, level)
    const rows = await load(handle, target, file)
    await handle.migrate()
    return {
      target: handle.kind,
      migrationsOfBackup: level,
      tables: end.tables,
      rows,
      files: end.files,
      replaced: occupied,
      ms: Math.round(performance.now() - started),
    }
  } finally {
    await handle.close()
    if (embeddedDir) await removeGroupAndOtherAccess(embeddedDir).catch(() => undefined)
  }
}
