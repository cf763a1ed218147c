// The load test's short form in npm test (issue 26 item 6): scripts/loadtest.js's runner, 10 s of 50 virtual
// shoppers (browsing, searching, signing up and in, ordering, some racing for the last copies of a few books) and
// an admin editing books, against a real store process; then its data checks: every acknowledged order stored and
// listed, no stock negative, stock = start − sold, no oversell, the admin's edits stored; and no answer other than
// the expected 409 out_of_stock and a busy store's 503. Correctness only: the figures are printed, never asserted. On PGlite (one process)
// in the api-pglite project; in the api-postgres project on a fresh database of TEST_DATABASE_URL with WORKERS=2.

import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type ServerProcess } from '@/testing/server-process'

/** What the plain-JS runner gives back (scripts/loadtest.js). */
interface LoadTestResult {
  ok: boolean
  unexpected: number
  /** Unexpected answers by kind: '<step> <status> <error code>' (or '<step> timeout'). */
  errors: Record<string, number>
  checks: Array<{ name: string; ok: boolean; detail: string }>
  lines: string[]
}
interface LoadTestModule {
  runLoadTest(options: {
    base: string
    duration: number
    shoppers: number
    adminUsername: string
    adminPassword: string
  }): Promise<LoadTestResult>
}

const serverUrl = process.env.TEST_DATABASE_URL
const onPostgres = process.env.TEST_DB === 'postgres' && serverUrl !== undefined
if (process.env.TEST_DB === 'postgres' && serverUrl === undefined)
  console.warn('loadtest: SKIPPED on PostgreSQL, TEST_DATABASE_URL is not set')

const ADMIN = { username: 'loadboss', password: 'paper lanterns at dusk 42' }

describe.runIf(process.env.TEST_DB !== 'postgres' || onPostgres)('the load test, short form', () => {
  const databaseName = `bookstore_loadtest_${randomBytes(5).toString('hex')}`
  let store: ServerProcess | undefined

  const onServer = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }

  beforeAll(async () => {
    const env: Record<string, string> = {
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      // The load test is the one proxy in front of the store: each shopper names her own address.
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'warn',
    }
    if (onPostgres) {
      await onServer(`CREATE DATABASE ${databaseName}`)
      const url = new URL(serverUrl ?? '')
      url.pathname = `/${databaseName}`
      env.DATABASE_URL = url.toString()
      env.WORKERS = '2'
    }
    store = await startServer(env)
  }, 120_000)

  afterAll(async () => {
    await store?.stop()
    if (onPostgres) {
      await onServer(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${databaseName}' AND pid <> pg_backend_pid()`,
      )
      await onServer(`DROP DATABASE IF EXISTS ${databaseName}`)
    }
  }, 60_000)

  it('50 shoppers for 10 s: every acknowledged order stored, no oversell, stock = start − sold, no wrong answer', async () => {
    // A computed specifier: the runner is plain JS without types, LoadTestModule says what it exports.
    const runner = new URL('../../../../scripts/loadtest.js', import.meta.url).href
    const { runLoadTest } = (await import(runner)) as LoadTestModule
    if (store === undefined) throw new Error('no store')
    const result = await runLoadTest({
      base: store.base,
      duration: 10,
      shoppers: 50,
      adminUsername: ADMIN.username,
      adminPassword: ADMIN.password,
    })
    // The figures, for whoever reads the run's output (never asserted).
    console.warn(result.lines.join('\n'))
    expect(result.checks.filter((check) => !check.ok)).toEqual([])
    // A 503 is the store shedding load it cannot take in time (the password queue full, on a busy machine): speed,
    // which this test leaves to the figures. Any other answer but the expected 409 out_of_stock fails it.
    const wrong = Object.entries(result.errors).filter(([kind]) => !/ 503 /.test(kind))
    expect(wrong).toEqual([])
    // 10 s of load, then the checks wait for the next stock period, when no stored answer shows an old count.
  }, 120_000)
})
