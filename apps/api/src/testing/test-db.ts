// The database of one test file: migrated and empty, in-memory PGlite by default, or a fresh database on the
// PostgreSQL server of TEST_DATABASE_URL when the project runs with TEST_DB=postgres (dropped again on close). Each
// starts from the database test-db-setup.ts migrated once for the run (a PGlite dump, a PostgreSQL template), and
// is migrated again (nothing to do then) so that a file run without that setup still gets every migration.

import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import pg from 'pg'
import { inject } from 'vitest'
import { openDatabase, type DatabaseHandle } from '@/db/client'

function serverUrl(): string {
  const url = process.env.TEST_DATABASE_URL
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL')
  return url
}

/** The URL of database `name` on the server of TEST_DATABASE_URL. */
export function databaseUrl(name: string): string {
  const url = new URL(serverUrl())
  url.pathname = `/${name}`
  return url.toString()
}

/** Runs one statement (CREATE or DROP DATABASE) on a connection of its own to the server of TEST_DATABASE_URL. */
export async function adminQuery(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl() })
  await admin.connect()
  try {
    await admin.query(statement)
  } finally {
    await admin.end()
  }
}

/**
 * Waits (5 s at most) until no session is connected to database `name`: a pool's end() resolves while its
 * connections are still closing, and a database is neither copied nor dropped cleanly while one is.
 */
export async function waitUntilUnused(name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl() })
  await client.connect()
  try {
    for (let i = 0; i < 50; i += 1) {
      const { rows } = await client.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
        [name],
      )
      if (rows[0]?.n === 0) return
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  } finally {
    await client.end()
  }
}

async function createPostgresDatabase(template: string | undefined): Promise<DatabaseHandle> {
  const name = `bookstore_test_${randomBytes(6).toString('hex')}`
  await adminQuery(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`)
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(name) })
  return {
    ...handle,
    async close() {
      await handle.close()
      // FORCE would kill closing connections mid-goodbye, and the driver would throw that at nobody: it stays the
      // backstop.
      await waitUntilUnused(name)
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    },
  }
}

/** A migrated, empty database for one test file. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const source: string | undefined = inject('testDatabaseSource')
  const handle =
    process.env.TEST_DB === 'postgres'
      ? await createPostgresDatabase(source)
      : await openDatabase({
          kind: 'pglite',
          from: source ? new Blob([await readFile(source)]) : undefined,
        })
  await handle.migrate()
  return handle
}
