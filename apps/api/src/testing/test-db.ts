// The database of one test file: migrated and empty, in-memory PGlite by default, or a fresh database on the
// PostgreSQL server of TEST_DATABASE_URL when the project runs with TEST_DB=postgres (dropped again on close).

import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { openDatabase, type DatabaseHandle } from '@/db/client'

async function createPostgresDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL')
  const name = `bookstore_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() })
  return {
    ...handle,
    async close() {
      await handle.close()
      const dropper = new pg.Client({ connectionString: serverUrl })
      await dropper.connect()
      // The pool's end() resolves while its connections are still closing; FORCE would kill them mid-goodbye and
      // the driver would throw that at nobody. Give them a moment to leave first (FORCE stays the backstop).
      for (let i = 0; i < 50; i += 1) {
        const { rows } = await dropper.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
          [name],
        )
        if (rows[0]?.n === 0) break
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await dropper.end()
    },
  }
}

/** A migrated, empty database for one test file. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const handle =
    process.env.TEST_DB === 'postgres'
      ? await createPostgresDatabase()
      : await openDatabase({ kind: 'pglite' })
  await handle.migrate()
  return handle
}
