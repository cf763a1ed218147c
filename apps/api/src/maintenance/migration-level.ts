// The migrations this code knows (db/migrations/meta/_journal.json) against a backup's level: where in the list the
// backup stands (refusing one from a newer version of the store), and migrating a database up to exactly that level
// (drizzle's migrator given a copy of the list cut after it), before the rows are loaded.

import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { DatabaseHandle } from '@/db/client'
import type * as schema from '@/db/schema'
import type { MigrationLevel } from './backup-format'

/** The source tree's migrations (the commands run from source, under tsx). */
const migrationsFolder = fileURLToPath(new URL('../db/migrations', import.meta.url))

interface JournalEntry {
  idx: number
  when: number
  tag: string
}

interface Journal {
  entries: JournalEntry[]
}

const readJournal = async (): Promise<Journal> =>
  JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Journal

/** A backup this code cannot restore: from a newer version of the store, or from another line of migrations. */
export class UnknownMigrationLevel extends Error {}

/** How many of this code's migrations the backup's level is; throws UnknownMigrationLevel when it is not one. */
export async function knownLevel(level: MigrationLevel): Promise<number> {
  const { entries } = await readJournal()
  const known = entries.length
  const last = entries.at(-1)
  if (level.applied === 0 || level.lastCreatedAt === null)
    throw new UnknownMigrationLevel('The backup has no migration level: it is not from a store')
  const at = entries.findIndex((entry) => String(entry.when) === level.lastCreatedAt)
  if (at >= 0 && at + 1 === level.applied) return level.applied
  if (level.applied > known || (last && Number(level.lastCreatedAt) > last.when))
    throw new UnknownMigrationLevel(
      `The backup comes from a newer version of the store (${level.applied} migrations applied; this version ` +
        `knows ${known}, the last ${last?.tag ?? 'none'}): restore it with that version or a later one`,
    )
  throw new UnknownMigrationLevel(
    `The backup's migrations (${level.applied}, the last made at ${level.lastCreatedAt}) are not this version's`,
  )
}

/** Applies this code's first `count` migrations that the database lacks. */
export async function migrateToLevel(handle: DatabaseHandle, count: number): Promise<void> {
  const journal = await readJournal()
  const folder = await mkdtemp(path.join(tmpdir(), 'bookstore-migrations-'))
  try {
    await mkdir(path.join(folder, 'meta'))
    const entries = journal.entries.slice(0, count)
    await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }))
    for (const entry of entries)
      await copyFile(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`))
    // drizzle's migrators take their own driver's database type; ours is the type both share (client.ts).
    if (handle.kind === 'pglite')
      await migratePglite(handle.db as unknown as PgliteDatabase<typeof schema>, { migrationsFolder: folder })
    else await migratePg(handle.db as unknown as NodePgDatabase<typeof schema>, { migrationsFolder: folder })
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}
