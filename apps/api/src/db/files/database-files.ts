// The file store on a PostgreSQL server: the stored_files table, so that a file stored through one process is
// served by every process and machine on that database. Reads go through recent-files.ts (open-file-store.ts).

import { eq, inArray } from 'drizzle-orm'
import type { Database } from '@/db/client'
import { storedFiles } from '@/db/schema'
import { assertStoredFileNames, isStoredFileName, storedFile, type FileStore } from './file-store'

/** Names per lookup in present(): far below PostgreSQL's 65,535 parameters. */
const LOOKUP_CHUNK = 1000

export function databaseFileStore(db: Database): FileStore {
  return {
    async put(files) {
      assertStoredFileNames(files)
      if (files.length === 0) return []
      // One statement: every new file or none. A name already stored keeps its bytes (names never change content).
      const stored = await db
        .insert(storedFiles)
        .values(
          files.map((file) => ({ name: file.name, contentType: file.contentType, content: file.bytes })),
        )
        .onConflictDoNothing()
        .returning({ name: storedFiles.name })
      return stored.map((row) => row.name)
    },

    async get(name) {
      if (!isStoredFileName(name)) return undefined
      const [row] = await db
        .select({
          content: storedFiles.content,
          contentType: storedFiles.contentType,
          createdAt: storedFiles.createdAt,
        })
        .from(storedFiles)
        .where(eq(storedFiles.name, name))
      return row && storedFile(row.content, row.contentType, row.createdAt)
    },

    async present(names) {
      const wanted = [...new Set(names.filter(isStoredFileName))]
      const found = new Set<string>()
      for (let i = 0; i < wanted.length; i += LOOKUP_CHUNK) {
        const rows = await db
          .select({ name: storedFiles.name })
          .from(storedFiles)
          .where(inArray(storedFiles.name, wanted.slice(i, i + LOOKUP_CHUNK)))
        for (const row of rows) found.add(row.name)
      }
      return found
    },

    async names() {
      const rows = await db.select({ name: storedFiles.name }).from(storedFiles)
      return rows.map((row) => row.name)
    },
  }
}
