// Stored files (issue 15): uploaded covers, their thumbnails and the demo's artwork, kept where every process that
// serves /covers/ can read them. One interface, two places: DATA_DIR/covers for the embedded database (one process),
// the stored_files table on a PostgreSQL server (any number of processes and machines). Names never change content:
// a name is written once and never replaced, so what is served can be cached for ever.

import { createHash } from 'node:crypto'

/** A file to store: its name (see isStoredFileName), its bytes and its media type. */
export interface NewFile {
  name: string
  bytes: Buffer
  contentType: string
}

/** A stored file as it is served. */
export interface StoredFile {
  bytes: Buffer
  contentType: string
  /** A strong validator of the bytes, quoted as an ETag header wants it. */
  etag: string
  /** When it was stored (Last-Modified). */
  storedAt: Date
}

export interface FileStore {
  /**
   * Stores the files whose names are not taken, all or none: a name already stored keeps its bytes (another process
   * may have written it first), and when one write fails, those this call made are undone. Answers the names it
   * stored.
   */
  put(files: readonly NewFile[]): Promise<string[]>
  /** The file stored under `name`; undefined when there is none or the name is not one a file can have. */
  get(name: string): Promise<StoredFile | undefined>
  /** Which of `names` are stored. */
  present(names: readonly string[]): Promise<Set<string>>
  /** Every stored name (tests and maintenance; not for a request path). */
  names(): Promise<string[]>
}

/** Longest name a file can have: an upload's is 37 characters, the demo's below 60. */
const MAX_NAME_LENGTH = 200

/**
 * Whether `name` is one a stored file can have: letters, digits, '_', '-' and '.', not starting with a dot, with no
 * separator and no '..'. Everything else (a path, a dot file, a traversal) names no file of ours.
 */
export const isStoredFileName = (name: string): boolean =>
  name.length <= MAX_NAME_LENGTH && /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/.test(name) && !name.includes('..')

/** Refuses a name no file can have before anything is written. */
export function assertStoredFileNames(files: readonly NewFile[]): void {
  const wrong = files.find((file) => !isStoredFileName(file.name))
  if (wrong) throw new Error(`Not a stored file name: ${JSON.stringify(wrong.name)}`)
}

/** A stored file with its validator, computed once from its bytes. */
export function storedFile(bytes: Buffer, contentType: string, storedAt: Date): StoredFile {
  const digest = createHash('sha256').update(bytes).digest('base64url').slice(0, 27)
  return { bytes, contentType, etag: `"${digest}"`, storedAt }
}
