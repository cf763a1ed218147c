// Writing and reading a backup file (backup-format.ts): the writer gzips JSON lines into a temporary file beside the
// target (0600: it holds password hashes) and renames it into place only when the last line is written, so a failed
// backup leaves no file; the reader streams the entries back and checks everything on the way (gzip's checksum, each
// line's length, each line's shape, each table's row count, each file's SHA-256, the totals of the 'end' line),
// throwing BackupFileError. The reader looks for a line's end in each new chunk only, and holds one line at most
// BACKUP_LINE_MAX_BYTES long (issue 37 item 4: a 60 MB line, looked for in the whole pending text on every chunk, took
// 148 s and 546 MB before the restore said 'damaged').

import { createHash } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { once } from 'node:events'
import { finished } from 'node:stream/promises'
import { createGunzip, createGzip } from 'node:zlib'
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupFileError,
  parseRecord,
  type BackupEntry,
  type BackupHeader,
  type BackupRecord,
  type BackupRow,
  type CheckedBackup,
} from './backup-format'

/**
 * The longest line a backup may have, in bytes: 64 MB. The longest a store writes is a stored file's record, its bytes
 * in base64 (4/3 of them) and a few hundred bytes of JSON: an uploaded cover is an image of at most 5 MB
 * (COVER_UPLOAD_MAX_BYTES) stored re-encoded as a WebP of at most 1200 x 1800 pixels, 3.6 MB at worst (random noise
 * with an alpha channel), a record of under 5 MB; a row holds what requests of at most 1 MB wrote, under 7 MB as JSON.
 * 64 MB leaves ten times that for a file the store holds from elsewhere (put in DATA_DIR/covers by hand, an earlier
 * version's rules): refusing a sound backup loses a store, while one line of 64 MB costs a restore a few hundred MB
 * at most. The writer refuses to write a longer line, so that every backup taken can be restored.
 */
export const BACKUP_LINE_MAX_BYTES = 64 * 1024 * 1024

const NEWLINE = 0x0a

/** '64 MB', '0.1 MB'. */
const megabytes = (bytes: number) => {
  const mb = bytes / (1024 * 1024)
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`
}

export interface BackupWriter {
  /** Writes records or rows, in order (waits when the disk is behind). */
  write(...lines: Array<BackupRecord | BackupRow>): Promise<void>
  /** Ends the file and puts it in place; answers its size in bytes. */
  finish(): Promise<number>
  /** Drops the temporary file. */
  abort(): Promise<void>
}

export async function openBackupWriter(file: string): Promise<BackupWriter> {
  const target = path.resolve(file)
  const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.partial`)
  const out = createWriteStream(temporary, { flags: 'wx', mode: 0o600 })
  await once(out, 'open')
  const gzip = createGzip()
  gzip.pipe(out)
  let failure: Error | undefined
  const fail = (error: Error) => (failure ??= error)
  gzip.on('error', fail)
  out.on('error', fail)
  return {
    async write(...lines) {
      if (failure) throw failure
      let text = ''
      for (const line of lines) {
        const json = JSON.stringify(line)
        // UTF-8 takes at most 3 bytes a UTF-16 unit: measured only when it could be too long.
        if (json.length * 3 > BACKUP_LINE_MAX_BYTES && Buffer.byteLength(json) > BACKUP_LINE_MAX_BYTES) {
          const what = Array.isArray(line) ? 'a row' : `a ${line.type} record`
          throw new Error(
            `${what} of ${megabytes(Buffer.byteLength(json))} is longer than a backup's line may be ` +
              `(${megabytes(BACKUP_LINE_MAX_BYTES)}): no restore would read it`,
          )
        }
        text += `${json}\n`
      }
      if (!gzip.write(text)) await once(gzip, 'drain')
    },
    async finish() {
      gzip.end()
      await finished(out)
      if (failure) throw failure
      await rename(temporary, target)
      return (await stat(target)).size
    },
    async abort() {
      gzip.destroy()
      out.destroy()
      await rm(temporary, { force: true })
    },
  }
}

/**
 * The file's lines, in order, with their numbers (from 1), each at most `maxLineBytes` long. A line's end is looked
 * for in each chunk as it comes (a newline byte is never part of a longer UTF-8 character), so reading costs the
 * file's length once, whatever its lines' lengths; a line is decoded when it is whole.
 */
async function* lines(file: string, maxLineBytes: number): AsyncGenerator<{ text: string; number: number }> {
  const input = createReadStream(file)
  const gunzip = createGunzip()
  input.on('error', (error) => gunzip.destroy(error))
  input.pipe(gunzip)
  /** The line read so far: the chunks' pieces since the last newline, and their length. */
  let pieces: Buffer[] = []
  let pending = 0
  let number = 0
  const tooLong = () =>
    new BackupFileError(
      `line ${number + 1} is longer than ${megabytes(maxLineBytes)}, longer than any line of a backup`,
    )
  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      let start = 0
      for (let end = chunk.indexOf(NEWLINE); end >= 0; end = chunk.indexOf(NEWLINE, start)) {
        if (pending + (end - start) > maxLineBytes) throw tooLong()
        const last = chunk.subarray(start, end)
        const whole = pieces.length === 0 ? last : Buffer.concat([...pieces, last], pending + last.length)
        pieces = []
        pending = 0
        start = end + 1
        number += 1
        yield { text: whole.toString('utf8'), number }
      }
      if (start < chunk.length) {
        pending += chunk.length - start
        if (pending > maxLineBytes) throw tooLong()
        pieces.push(chunk.subarray(start))
      }
    }
  } catch (error) {
    if (error instanceof BackupFileError) throw error
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT' || code === 'EACCES' || code === 'EISDIR') throw error
    if (code === 'Z_DATA_ERROR' && number === 0) throw new BackupFileError('it is not a gzip file')
    throw new BackupFileError(
      `it is damaged after line ${number}: ${(error as Error).message}` +
        (code === 'Z_BUF_ERROR' ? ' (the file was cut short)' : ''),
    )
  } finally {
    // Refused before its end: the file is closed now, not when it is collected.
    input.destroy()
    gunzip.destroy()
  }
  if (pending > 0) throw new BackupFileError(`it was cut short in line ${number + 1}`)
}

/** How a backup is read: the longest line it may have (BACKUP_LINE_MAX_BYTES unless a test says). */
export interface ReadBackupOptions {
  maxLineBytes?: number
}

/** The header, then every entry; checked as they come. Throws BackupFileError on anything out of place. */
export async function* readBackup(
  file: string,
  { maxLineBytes = BACKUP_LINE_MAX_BYTES }: ReadBackupOptions = {},
): AsyncGenerator<BackupHeader | BackupEntry> {
  let header: BackupHeader | undefined
  let table: { name: string; columns: string[]; rows: number } | undefined
  let ended = false
  const totals = { tables: 0, rows: 0, sequences: 0, files: 0 }
  for await (const line of lines(file, maxLineBytes)) {
    const at = `line ${line.number}`
    if (ended) throw new BackupFileError(`${at} follows the end`)
    const record = parseRecord(line.text, line.number)
    if (!header) {
      if (Array.isArray(record) || record.type !== 'header')
        throw new BackupFileError(`it does not start with a ${BACKUP_FORMAT} header`)
      if (record.version > BACKUP_FORMAT_VERSION)
        throw new BackupFileError(
          `it is in format version ${record.version}; this version of the store reads up to ${BACKUP_FORMAT_VERSION}`,
        )
      header = record
      yield record
      continue
    }
    if (Array.isArray(record)) {
      if (!table) throw new BackupFileError(`${at}: a row outside a table`)
      if (record.length !== table.columns.length)
        throw new BackupFileError(`${at}: ${record.length} values for ${table.columns.length} columns`)
      table.rows += 1
      totals.rows += 1
      yield { type: 'row', table: table.name, columns: table.columns, values: record }
      continue
    }
    if (table && record.type !== 'table-end')
      throw new BackupFileError(`${at}: table ${table.name} has no end`)
    switch (record.type) {
      case 'header':
        throw new BackupFileError(`${at}: a second header`)
      case 'table':
        table = { name: record.name, columns: record.columns, rows: 0 }
        totals.tables += 1
        break
      case 'table-end':
        if (!table || table.name !== record.name || table.rows !== record.rows)
          throw new BackupFileError(
            `${at}: table ${record.name} should have ${record.rows} rows, it has ${table?.rows ?? 0}`,
          )
        table = undefined
        break
      case 'sequence':
        totals.sequences += 1
        break
      case 'file': {
        const digest = createHash('sha256').update(Buffer.from(record.data, 'base64')).digest('hex')
        if (digest !== record.sha256)
          throw new BackupFileError(`${at}: the bytes of ${record.name} are damaged`)
        totals.files += 1
        break
      }
      case 'end':
        for (const key of ['tables', 'rows', 'sequences', 'files'] as const) {
          if (record[key] !== totals[key])
            throw new BackupFileError(`${at}: it should hold ${record[key]} ${key}, it holds ${totals[key]}`)
        }
        ended = true
        break
    }
    yield record
  }
  if (!header) throw new BackupFileError('it is empty')
  if (!ended) throw new BackupFileError('it was cut short (no end line)')
}

/** Reads the whole file once and answers its header and totals; throws BackupFileError if anything is wrong. */
export async function checkBackup(file: string, options: ReadBackupOptions = {}): Promise<CheckedBackup> {
  let header: BackupHeader | undefined
  for await (const entry of readBackup(file, options)) {
    if (entry.type === 'header') header = entry
    if (entry.type === 'end' && header) return { header, end: entry }
  }
  throw new BackupFileError('it was cut short (no end line)')
}
