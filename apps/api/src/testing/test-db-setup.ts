// Migrates one database per run of an API project (vitest.config.ts's globalSetup), so that no test file pays for
// the migrations (about 3 s a file on PGlite, its initdb included): on PGlite a migrated database dumped to a file
// that each file's database is loaded from, on PostgreSQL (TEST_DB=postgres) a migrated database that each file's
// is created from (CREATE DATABASE … TEMPLATE). test-db.ts starts from it; both are removed when the run ends.

import { randomBytes } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../db/client'
import { adminQuery, databaseUrl, waitUntilUnused } from './test-db'

declare module 'vitest' {
  export interface ProvidedContext {
    /** What each test file's database starts from: a PGlite dump's path, or a PostgreSQL database's name. */
    testDatabaseSource: string
  }
}

interface Migrated {
  source: string
  remove(): Promise<void>
}

async function dumpMigratedPglite(): Promise<Migrated> {
  const handle = await openDatabase({ kind: 'pglite' })
  await handle.migrate()
  // drizzle keeps the client it was given as $client; the Database type (either engine's) does not name it.
  const client: unknown = Reflect.get(handle.db, '$client')
  if (!(client instanceof PGlite)) throw new Error('a PGlite database without its PGlite client')
  const dir = await mkdtemp(path.join(tmpdir(), 'bookstore-test-db-'))
  const file = path.join(dir, 'migrated.tar')
  await writeFile(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()))
  await handle.close()
  return { source: file, remove: () => rm(dir, { recursive: true, force: true }) }
}

async function migratedTemplate(): Promise<Migrated> {
  const name = `bookstore_template_${randomBytes(6).toString('hex')}`
  await adminQuery(`CREATE DATABASE ${name}`)
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(name) })
  await handle.migrate()
  await handle.close()
  await waitUntilUnused(name)
  return { source: name, remove: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The project's env (vitest.config.ts) is its test files'; this runs in vitest's own process.
  const migrated =
    project.config.env.TEST_DB === 'postgres' ? await migratedTemplate() : await dumpMigratedPglite()
  project.provide('testDatabaseSource', migrated.source)
  return migrated.remove
}
