// Writing and reading a backup file (backup-format.ts): the writer gzips JSON lines into a temporary file beside the
// target (0600: it holds password hashes) and renames it into place only when the last line is written, so a failed
// backup leaves no file; the reader streams the entries back and checks everything on the way (gzip's checksum, each
// line's shape, each table's row count, each file's SHA-256, the totals of the 'end' line), throwing BackupFileError.

import { createHash } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { once } from 'node:events'
import { finished } from 'node:stream/promises'
import { StringDecoder } from 'node:string_decoder'
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
      for (const line of lines) text += `${JSON.stringify(line)}\n`
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

/** The file's lines, in order, with their numbers (from 1). */
async function* lines(file: string): AsyncGenerator<{ text: string; number: number }> {
  const input = createReadStream(file)
  const gunzip = createGunzip()
  input.on('error', (error) => gunzip.destroy(error))
  input.pipe(gunzip)
  const decoder = new StringDecoder('utf8')
  let rest = ''
  let number = 0
  try {
    for await (const chunk of gunzip) {
      rest += decoder.write(chunk as Buffer)
      let end = rest.indexOf('\n')
      while (end >= 0) {
        number += 1
        yield { text: rest.slice(0, end), number }
        rest = rest.slice(end + 1)
        end = rest.indexOf('\n')
      }
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT' || code === 'EACCES' || code === 'EISDIR') throw error
    if (code === 'Z_DATA_ERROR' && number === 0) throw new BackupFileError('it is not a gzip file')
    throw new BackupFileError(
      `it is damaged after line ${number}: ${(error as Error).message}` +
        (code === 'Z_BUF_ERROR' ? ' (the file was cut short)' : ''),
    )
  }
  rest += decoder.end()
  if (rest !== '') throw new BackupFileError(`it was cut short in line ${number + 1}`)
}

/** The header, then every entry; checked as they come. Throws BackupFileError on anything out of place. */
export async function* readBackup(file: string): AsyncGenerator<BackupHeader | BackupEntry> {
  let header: BackupHeader | undefined
  let table: { name: string; columns: string[]; rows: number } | undefined
  let ended = false
  const totals = { tables: 0, rows: 0, sequences: 0, files: 0 }
  for await (const line of lines(file)) {
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
export async function checkBackup(file: string): Promise<CheckedBackup> {
  let header: BackupHeader | undefined
  for await (const entry of readBackup(file)) {
    if (entry.type === 'header') header = entry
    if (entry.type === 'end' && header) return { header, end: entry }
  }
  throw new BackupFileError('it was cut short (no end line)')
}
