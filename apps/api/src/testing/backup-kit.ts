// What the backup and restore tests (maintenance/backup.pg.test.ts) do around the store: run `npm run backup|restore` as
// the root package.json does, make and drop a PostgreSQL database, read every table's rows as text and every stored
// file's bytes, and sign in and fetch covers on a real store started on a restored DATA_DIR.

import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { expect } from 'vitest'
import { identityPaths } from '@bookstore/contract/api-paths'
import { openDatabase, type Database, type DatabaseTarget } from '@/db/client'
import { databaseFileStore } from '@/db/files/database-files'
import { directoryFileStore } from '@/db/files/directory-files'
import { rowsOf } from '@/db/rows'
import { FILES_TABLE, storeTables } from '@/maintenance/store-catalog'

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url))
/** The origin the test stores are told they serve (PUBLIC_URL). */
export const PUBLIC_URL = 'http://store.test'
/** The shoppers' password (signUpBuyer's). */
export const PASSWORD = 'shelf-secret-1'

export async function postgresAnswers(url: string | undefined): Promise<boolean> {
  if (!url) return false
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    await client.end()
    return true
  } catch {
    return false
  }
}

export interface CommandResult {
  code: number
  stdout: string
  stderr: string
}

/** Runs `npm run backup|restore -- …` as the root package.json does (tsx with the API's tsconfig). */
export function command(args: string[], env: Record<string, string>): Promise<CommandResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'apps/api/src/maintenance/backup-cli.ts', ...args],
      {
        cwd: repoRoot,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '',
          TSX_TSCONFIG_PATH: 'apps/api/tsconfig.json',
          LOG_LEVEL: 'silent',
          ...env,
        },
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    )
  })
}

/** A fresh database on the PostgreSQL server, dropped by the returned function. */
export async function createPostgresDatabase(
  serverUrl: string | undefined,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bookstore_backup_${randomBytes(5).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(serverUrl ?? '')
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl })
      await dropper.connect()
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await dropper.end()
    },
  }
}

/** Every table's rows as text (all columns, generated ones too), sorted, but the catalogue's random epoch. */
export async function contents(db: Database): Promise<Record<string, string[]>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL TimeZone = 'UTC'`)
    const all: Record<string, string[]> = {}
    for (const table of storeTables()) {
      if (table === FILES_TABLE) continue
      const text =
        table === 'catalogue_state'
          ? sql`SELECT version::text AS r FROM catalogue_state`
          : sql`SELECT t::text AS r FROM ${sql.identifier(table)} AS t ORDER BY 1`
      all[table] = (await rowsOf<{ r: string }>(tx, text)).map((row) => row.r)
    }
    return all
  })
}

/** Opens a store's database for a look, and closes it. */
export async function withDatabase<T>(
  target: DatabaseTarget,
  look: (db: Database) => Promise<T>,
): Promise<T> {
  const handle = await openDatabase(target)
  try {
    return await look(handle.db)
  } finally {
    await handle.close()
  }
}

export const pgliteOf = (dataDir: string): DatabaseTarget => ({
  kind: 'pglite',
  dataDir: path.join(dataDir, 'pglite'),
})

/** The name and bytes of each stored file, in a directory or in stored_files. */
export async function storedBytes(
  where: { dir: string } | { db: Database },
): Promise<Record<string, string>> {
  const store = 'dir' in where ? directoryFileStore(where.dir) : databaseFileStore(where.db)
  const files: Record<string, string> = {}
  for (const name of (await store.names()).sort())
    files[name] = (await store.get(name))?.bytes.toString('base64') ?? ''
  return files
}

/** Signs in over HTTP on a real store, and fetches its covers. */
export async function signInAndCovers(
  base: string,
  email: string,
  names: string[],
): Promise<Record<string, string>> {
  const res = await fetch(`${base}${identityPaths.signIn}`, {
    method: 'POST',
    headers: { origin: PUBLIC_URL, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  })
  expect(res.status, await res.clone().text()).toBe(200)
  const wrong = await fetch(`${base}${identityPaths.signIn}`, {
    method: 'POST',
    headers: { origin: PUBLIC_URL, 'content-type': 'application/json', 'x-forwarded-for': '10.1.1.1' },
    body: JSON.stringify({ email, password: 'not her password' }),
  })
  expect(wrong.status).toBe(401)
  const covers: Record<string, string> = {}
  for (const name of names) {
    const cover = await fetch(`${base}/covers/${name}`)
    expect(cover.status).toBe(200)
    covers[name] = Buffer.from(await cover.arrayBuffer()).toString('base64')
  }
  return covers
}
