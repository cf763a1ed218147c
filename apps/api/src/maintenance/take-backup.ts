// Takes a backup (backup-format.ts) of a store's database and stored files into one file. Every row is read in one
// REPEATABLE READ READ ONLY transaction, one snapshot, while the store goes on serving (on PGlite, whose one
// connection runs one transaction at a time, requests wait for it). The embedded store's files (DATA_DIR/covers) are
// listed after that snapshot: files are only ever added, never replaced or removed, so every file a row names is there.

import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Database, DatabaseHandle } from '@/db/client'
import { directoryFileStore } from '@/db/files/directory-files'
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, textFormSettings, type MigrationLevel } from './backup-format'
import { openBackupWriter, type BackupWriter } from './backup-file'
import {
  cursorRows,
  FILES_TABLE,
  readMigrationLevel,
  readSequences,
  storeTables,
  tableColumns,
  tableExists,
} from './store-catalog'

export interface BackupSource {
  db: Database
  kind: DatabaseHandle['kind']
  /** DATA_DIR/covers of the embedded store; undefined on PostgreSQL, whose files are rows of stored_files. */
  coversDir: string | undefined
}

export interface BackupSummary {
  file: string
  source: DatabaseHandle['kind']
  migrations: MigrationLevel
  /** Rows per table. */
  tables: Record<string, number>
  rows: number
  files: number
  /** Size of the file written. */
  bytes: number
  /** How long the snapshot's transaction lasted, and the whole backup. */
  transactionMs: number
  totalMs: number
}

/** Stored files per FETCH: a cover can weigh megabytes. */
const FILES_PER_FETCH = 16

/** A stored file's record: its bytes as base64 with their SHA-256. */
const fileRecord = (name: string, contentType: string, storedAt: string, bytes: Buffer) => ({
  type: 'file' as const,
  name,
  contentType,
  storedAt,
  sha256: createHash('sha256').update(bytes).digest('hex'),
  data: bytes.toString('base64'),
})

/** Writes every table's rows, the sequences and stored_files of one snapshot; answers what it wrote. */
async function writeSnapshot(tx: Database, source: BackupSource, writer: BackupWriter) {
  for (const setting of textFormSettings) await tx.execute(sql.raw(setting))
  const migrations = await readMigrationLevel(tx)
  if (migrations.applied === 0) throw new Error('There is no store to back up here: its database is empty')
  await writer.write({
    type: 'header',
    format: BACKUP_FORMAT,
    version: BACKUP_FORMAT_VERSION,
    createdAt: new Date().toISOString(),
    source: source.kind,
    migrations,
  })
  const tables: Record<string, number> = {}
  for (const table of storeTables()) {
    if (table === FILES_TABLE) continue
    const columns = await tableColumns(tx, table)
    if (columns.length === 0) continue
    await writer.write({ type: 'table', name: table, columns: columns.map((column) => column.name) })
    const selected = columns.map(
      (column, i) => sql`${sql.identifier(column.name)}::text AS ${sql.raw(`c${i}`)}`,
    )
    let count = 0
    const query = sql`SELECT ${sql.join(selected, sql`, `)} FROM ${sql.identifier(table)}`
    for await (const rows of cursorRows<Record<string, string | null>>(tx, query)) {
      await writer.write(...rows.map((row) => columns.map((_, i) => row[`c${i}`] ?? null)))
      count += rows.length
    }
    await writer.write({ type: 'table-end', name: table, rows: count })
    tables[table] = count
  }
  const sequences = await readSequences(tx)
  for (const sequence of sequences) await writer.write({ type: 'sequence', ...sequence })
  const files = new Set<string>()
  if (await tableExists(tx, FILES_TABLE)) {
    const query = sql`SELECT name, content_type, content,
        to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS stored_at
      FROM ${sql.identifier(FILES_TABLE)} ORDER BY name`
    type Row = { name: string; contentType: string; content: Uint8Array; storedAt: string }
    for await (const rows of cursorRows<Row>(tx, query, FILES_PER_FETCH)) {
      for (const row of rows) {
        await writer.write(fileRecord(row.name, row.contentType, row.storedAt, Buffer.from(row.content)))
        files.add(row.name)
      }
    }
  }
  return { migrations, tables, sequences: sequences.length, files }
}

/** Writes the backup of `source` to `file` (nothing is left there if it fails). */
export async function takeBackup(source: BackupSource, file: string): Promise<BackupSummary> {
  const started = performance.now()
  const writer = await openBackupWriter(file)
  try {
    let transactionMs = 0
    const snapshot = await source.db.transaction(
      async (tx) => {
        const began = performance.now()
        const written = await writeSnapshot(tx, source, writer)
        transactionMs = performance.now() - began
        return written
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    )
    const files = snapshot.files
    if (source.coversDir) {
      const store = directoryFileStore(source.coversDir)
      for (const name of (await store.names()).sort()) {
        if (files.has(name)) continue
        const stored = await store.get(name)
        if (!stored) continue
        await writer.write(fileRecord(name, stored.contentType, stored.storedAt.toISOString(), stored.bytes))
        files.add(name)
      }
    }
    const rows = Object.values(snapshot.tables).reduce((sum, count) => sum + count, 0)
    await writer.write({
      type: 'end',
      tables: Object.keys(snapshot.tables).length,
      rows,
      sequences: snapshot.sequences,
      files: files.size,
    })
    const bytes = await writer.finish()
    return {
      file,
      source: source.kind,
      migrations: snapshot.migrations,
      tables: snapshot.tables,
      rows,
      files: files.size,
      bytes,
      transactionMs: Math.round(transactionMs),
      totalMs: Math.round(performance.now() - started),
    }
  } catch (error) {
    await writer.abort()
    throw error
  }
}
