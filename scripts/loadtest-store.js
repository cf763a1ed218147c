// The store npm run loadtest starts when no --url is given (issue 26 item 6): the built store (bench-store.js) with
// the demo catalogue, on PostgreSQL in a fresh database of the server LOADTEST_DATABASE_URL (else DATABASE_URL)
// names, created here and dropped afterwards, with WORKERS=2 (LOADTEST_WORKERS); else on PGlite (one process) in a
// temporary DATA_DIR. The load test is the one proxy in front of it (TRUST_PROXY=1): each shopper's X-Forwarded-For
// is her own address, so the per-client limits count as they would for real shoppers.

import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { startStore } from './bench-store.js'

/** `url` with another database name. */
function withDatabase(url, name) {
  const copy = new URL(url)
  copy.pathname = `/${name}`
  return copy.toString()
}

async function onServer(url, sql) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/**
 * Starts the store; resolves to { store (bench-store.js's, with databasePids() on PostgreSQL: its backends' pids),
 * admin: { username, password }, dropDatabase }.
 */
export async function startLoadTestStore(log) {
  const serverUrl = process.env.LOADTEST_DATABASE_URL ?? process.env.DATABASE_URL
  const admin = { username: 'loadtest', password: `load-${randomBytes(12).toString('hex')}` }
  const env = {
    TRUST_PROXY: '1',
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    REDIS_KEY_PREFIX: `loadtest-${process.pid}-${randomBytes(3).toString('hex')}:`,
    LOG_LEVEL: 'error',
  }
  let dropDatabase = async () => {}
  let databasePids
  if (serverUrl && /^postgres(ql)?:\/\//.test(serverUrl)) {
    const name = `bookstore_loadtest_${randomBytes(5).toString('hex')}`
    await onServer(serverUrl, `CREATE DATABASE ${name}`)
    dropDatabase = async () => {
      await onServer(
        serverUrl,
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}' AND pid <> pg_backend_pid()`,
      )
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name}`)
    }
    databasePids = async () => {
      const client = new pg.Client({ connectionString: serverUrl })
      await client.connect()
      try {
        const { rows } = await client.query('SELECT pid FROM pg_stat_activity WHERE datname = $1', [name])
        return rows.map((row) => row.pid)
      } finally {
        await client.end()
      }
    }
    env.DATABASE_URL = withDatabase(serverUrl, name)
    env.WORKERS = process.env.LOADTEST_WORKERS ?? '2'
    log(`Starting the built store on PostgreSQL (database ${name}, WORKERS=${env.WORKERS})…`)
  } else {
    log('Starting the built store on PGlite (one process)…')
  }
  try {
    const store = await startStore(env, { timeoutMs: 180_000 })
    return { store: { ...store, databasePids }, admin, dropDatabase }
  } catch (error) {
    await dropDatabase()
    throw error
  }
}
