// Which file store a process uses (AppConfig.files): DATA_DIR/covers on the embedded database, the stored_files table
// (read through a bounded memory of recent files) on a PostgreSQL server. Every caller (the upload route, /covers/,
// the demo seed, the start-up thumbnails) opens its view of the same files with this.

import { mkdirSync } from 'node:fs'
import type { AppConfig } from '@/config'
import type { Database } from '@/db/client'
import { databaseFileStore } from './database-files'
import { directoryFileStore } from './directory-files'
import type { FileStore } from './file-store'
import { withRecentFiles } from './recent-files'

export type FileStoreChoice = Pick<AppConfig, 'files' | 'coversDir'>

/** The process's view of its stored files; opened at start-up (and when an app is built), never per request. */
export function openFileStore(choice: FileStoreChoice, db: Database): FileStore {
  if (choice.files === 'database') return withRecentFiles(databaseFileStore(db))
  // DATA_DIR's folder is there from the start, private (0700) like the rest of DATA_DIR (data-dir.ts checks it).
  mkdirSync(choice.coversDir, { recursive: true, mode: 0o700 })
  return directoryFileStore(choice.coversDir)
}
