// The backup file's records (issue 26): one portable, logical format for both databases, so a backup taken on PGlite
// restores on PostgreSQL and back. A gzip'd file of JSON lines: a header (format version, migration level, time,
// source), then each table (a 'table' line naming its columns, one JSON array of text values or null per row, a
// 'table-end' line with its row count), the sequences, the stored files (base64, with their SHA-256), and an 'end'
// line with the totals. Every value is PostgreSQL's own text form (read under textFormSettings), so numbers, dates,
// bytea and jsonb come back exactly.

import { z } from 'zod'
import { isStoredFileName } from '@/db/files/file-store'

export const BACKUP_FORMAT = 'bookstore-backup'
export const BACKUP_FORMAT_VERSION = 1

/** A damaged or foreign file: the message says what is wrong and where. */
export class BackupFileError extends Error {}

/** Which of drizzle's migrations a database has applied (drizzle.__drizzle_migrations). */
const MigrationLevel = z.object({
  applied: z.number().int().min(0),
  /** The `when` (folderMillis) of the last one, as text; null when none is applied. */
  lastCreatedAt: z.string().nullable(),
  lastHash: z.string().nullable(),
})
export type MigrationLevel = z.infer<typeof MigrationLevel>

const Header = z.object({
  type: z.literal('header'),
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int(),
  createdAt: z.string(),
  source: z.enum(['pglite', 'postgres']),
  migrations: MigrationLevel,
})
export type BackupHeader = z.infer<typeof Header>

const identifier = z.string().regex(/^[a-z_][a-z0-9_]*$/, 'not a table or column name')

const TableStart = z.object({
  type: z.literal('table'),
  name: identifier,
  columns: z.array(identifier).min(1),
})
const TableEnd = z.object({ type: z.literal('table-end'), name: identifier, rows: z.number().int().min(0) })
const SequenceValue = z.object({
  type: z.literal('sequence'),
  name: identifier,
  lastValue: z.string().regex(/^-?\d+$/),
  isCalled: z.boolean(),
})
const StoredFileRecord = z.object({
  type: z.literal('file'),
  name: z.string().refine(isStoredFileName, 'not a stored file name'),
  contentType: z.string().min(1).max(200),
  /** ISO 8601, UTC, to the microsecond on PostgreSQL. */
  storedAt: z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'not a time'),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  data: z.string(),
})
export type StoredFileRecord = z.infer<typeof StoredFileRecord>
const BackupEnd = z.object({
  type: z.literal('end'),
  tables: z.number().int().min(0),
  rows: z.number().int().min(0),
  sequences: z.number().int().min(0),
  files: z.number().int().min(0),
})
export type BackupEnd = z.infer<typeof BackupEnd>

/** Every line but a row's. */
export const BackupRecord = z.discriminatedUnion('type', [
  Header,
  TableStart,
  TableEnd,
  SequenceValue,
  StoredFileRecord,
  BackupEnd,
])
export type BackupRecord = z.infer<typeof BackupRecord>

/** A row: each column's text form, or null. */
export type BackupRow = Array<string | null>

/** One line read back: a record, or a row of the table being read (its name and columns with it). */
export type BackupEntry =
  | Exclude<BackupRecord, { type: 'header' }>
  | { type: 'row'; table: string; columns: readonly string[]; values: BackupRow }

/**
 * The settings under which values are read and written as text: UTC times in ISO form, bytea as hex, floats to
 * their last digit. Both ends set them (SET LOCAL, one statement each: PGlite takes one per query).
 */
export const textFormSettings = [
  "SET LOCAL TimeZone = 'UTC'",
  "SET LOCAL DateStyle = 'ISO, YMD'",
  "SET LOCAL IntervalStyle = 'postgres'",
  "SET LOCAL bytea_output = 'hex'",
  'SET LOCAL extra_float_digits = 3',
]

/** What reading the whole file found: its header and totals. */
export interface CheckedBackup {
  header: BackupHeader
  end: BackupEnd
}

const describeIssues = (error: z.ZodError): string =>
  error.issues.map((issue) => `${issue.path.join('.') || 'line'}: ${issue.message}`).join('; ')

/** Parses one line that is not a row; throws BackupFileError naming the line. */
export function parseRecord(line: string, lineNumber: number): BackupRecord | BackupRow {
  let value: unknown
  try {
    value = JSON.parse(line)
  } catch {
    throw new BackupFileError(`line ${lineNumber} is not JSON`)
  }
  if (Array.isArray(value)) {
    if (!value.every((item) => item === null || typeof item === 'string'))
      throw new BackupFileError(`line ${lineNumber}: a row holds only text values and nulls`)
    return value as BackupRow
  }
  const parsed = BackupRecord.safeParse(value)
  if (!parsed.success) throw new BackupFileError(`line ${lineNumber}: ${describeIssues(parsed.error)}`)
  return parsed.data
}
