// Database connection: PGlite embedded under DATA_DIR (or in memory) by default, a PostgreSQL server when a URL is given.

import { mkdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import * as schema from './schema'

/** The one database type services take: the same on PGlite and on a PostgreSQL server. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export interface DatabaseHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  /** Applies pending migrations (idempotent). */
  migrate(): Promise<void>
  close(): Promise<void>
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /** `dataDir` undefined = in memory (tests). */
  | { kind: 'pglite'; dataDir?: string }

// In the source tree this file sits beside migrations/; the production bundle (dist/server.js) gets a copy beside it.
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

// Any fixed number works; it only has to be the same for every process migrating one server.
const MIGRATION_LOCK_KEY = 7_304_211

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 })
    // An idle connection the server drops (a restart, a failover, a terminated backend) must not crash the
    // process: the pool discards it and opens another for the next query.
    pool.on('error', (error) => process.emitWarning(`PostgreSQL connection lost: ${error.message}`))
    const db = drizzlePg({ client: pool, schema })
    return {
      db,
      kind: 'postgres',
      async migrate() {
        // Several API processes may start at once against one server: serialize their migrations.
        const client = await pool.connect()
        try {
          await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
          await migratePg(drizzlePg({ client, schema }), { migrationsFolder })
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined)
          client.release()
        }
      },
      close: () => pool.end(),
    }
  }
  if (target.dataDir) await mkdir(target.dataDir, { recursive: true })
  const client = target.dataDir ? new PGlite(target.dataDir) : new PGlite()
  const db = drizzlePglite({ client, schema })
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  }
}
