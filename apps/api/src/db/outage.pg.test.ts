// PostgreSQL outages (issue 26 items 3 and 4), against the PostgreSQL server of TEST_DATABASE_URL and never stopping
// it: the store's backends terminated while requests run, and a TCP proxy of this file's (testing/tcp-proxy.ts)
// between the store and the server that refuses, or goes silent, then opens again. Every API request answers 200 or
// 503 with Retry-After meanwhile (a silent server within the serving timeouts, then at once: silence-breaker.ts), /api/ready says 503 and
// /api/health 200, and the store recovers by itself. A real store process started while the server refuses waits,
// saying so, and serves once the server answers.

import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiPaths } from '@bookstore/contract/api-paths'
import { openDatabase, SERVING_TIMEOUTS, type DatabaseHandle } from './client'
import { startServer } from '@/testing/server-process'
import { startTcpProxy, type TcpProxy } from '@/testing/tcp-proxy'
import { buildTestApp, type TestApp } from '@/testing/test-app'

const serverUrl = process.env.TEST_DATABASE_URL
const onPostgres = process.env.TEST_DB === 'postgres' && serverUrl !== undefined
if (!onPostgres) {
  console.warn(
    serverUrl
      ? 'outage: runs once, in the api-postgres project'
      : 'outage: SKIPPED, TEST_DATABASE_URL is not set (outages are of a PostgreSQL server)',
  )
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

interface Answer {
  statusCode: number
  headers: Record<string, unknown>
  json: () => unknown
}

/** Every answer is 200, or 503 `error` with Retry-After in seconds; returns the statuses. */
function expectOkOrUnavailable(answers: Answer[], error = 'unavailable'): number[] {
  for (const res of answers.filter((r) => r.statusCode !== 200)) {
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 503,
      body: { error, message: expect.any(String) },
    })
    expect(res.headers['retry-after']).toMatch(/^\d+$/)
  }
  return answers.map((r) => r.statusCode)
}

/**
 * A catalogue read that no stored answer serves (its search text is new each time), so it asks the database; from
 * an address of its own, as searches are limited per client.
 */
const freshRead = () => ({
  url: apiPaths.authors.href({ q: randomBytes(4).toString('hex') }),
  remoteAddress: `10.26.${randomBytes(1)[0] ?? 0}.${randomBytes(1)[0] ?? 0}`,
})

/** Asks until `ask` answers 200 (true), or false at the deadline. */
async function recovers(ask: () => Promise<Answer>, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs
  while (Date.now() < deadline) {
    if ((await ask()).statusCode === 200) return true
    await sleep(200)
  }
  return false
}

describe.runIf(onPostgres)('PostgreSQL outages (TEST_DB=postgres only)', () => {
  const databaseName = `bookstore_outage_${randomBytes(5).toString('hex')}`
  const server = new URL(serverUrl ?? 'postgres://localhost')
  const urlOf = (host: string, port: number) => {
    const url = new URL(server)
    url.hostname = host
    url.port = String(port)
    url.pathname = `/${databaseName}`
    return url.toString()
  }
  const directUrl = urlOf(server.hostname, Number(server.port || 5432))
  let proxy: TcpProxy
  let proxyUrl: string
  let control: pg.Client

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${databaseName}`)
    await admin.end()
    const migrator = await openDatabase({ kind: 'postgres', url: directUrl })
    await migrator.migrate()
    await migrator.close()
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) }, 'open')
    proxyUrl = urlOf('127.0.0.1', proxy.port)
    control = new pg.Client({ connectionString: directUrl })
    await control.connect()
  }, 120_000)

  afterAll(async () => {
    await control?.end()
    await proxy?.close()
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`)
    await admin.end()
  }, 60_000)

  describe('a serving store', () => {
    let database: DatabaseHandle
    let t: TestApp
    beforeAll(async () => {
      database = await openDatabase({ kind: 'postgres', url: proxyUrl }, SERVING_TIMEOUTS)
      t = await buildTestApp({ database })
    })
    afterAll(async () => {
      await t.close()
      await database.close()
    })
    const ready = () => t.app.inject(apiPaths.ready.href())

    it('is ready while the database answers', async () => {
      expect((await ready()).json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'absent' } })
    })

    it('answers 200 or 503 with Retry-After while its backends are terminated, then recovers', async () => {
      let outage = true
      let terminated = 0
      const terminator = (async () => {
        while (outage) {
          const { rows } = await control.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM (SELECT pg_terminate_backend(pid) FROM pg_stat_activity
             WHERE datname = current_database() AND pid <> pg_backend_pid()) AS terminated`,
          )
          terminated += rows[0]?.n ?? 0
          await sleep(1)
        }
      })()
      const reads: Answer[] = []
      const readiness: Answer[] = []
      try {
        for (let round = 0; round < 5; round += 1) {
          const answers = await Promise.all([
            ...Array.from({ length: 6 }, () => t.app.inject(freshRead())),
            ready(),
            ready(),
          ])
          reads.push(...answers.slice(0, 6))
          readiness.push(...answers.slice(6))
        }
      } finally {
        outage = false
        await terminator
      }
      expect(terminated).toBeGreaterThan(0)
      expectOkOrUnavailable(reads)
      expectOkOrUnavailable(readiness, 'not_ready')
      expect(await recovers(ready, 10_000)).toBe(true)
      expect((await t.app.inject(freshRead())).statusCode).toBe(200)
    })

    it('answers 503 with Retry-After while the server refuses, stays alive, and recovers once it answers', async () => {
      proxy.setMode('refusing')
      try {
        const answers = await Promise.all(Array.from({ length: 8 }, () => t.app.inject(freshRead())))
        expect(expectOkOrUnavailable(answers)).toContain(503)
        expectOkOrUnavailable([await ready()], 'not_ready')
        expect((await ready()).statusCode).toBe(503)
        expect((await t.app.inject(apiPaths.health.href())).statusCode).toBe(200)
      } finally {
        proxy.setMode('open')
      }
      expect(await recovers(ready, 10_000)).toBe(true)
      expect(await recovers(() => t.app.inject(freshRead()), 10_000)).toBe(true)
    })

    it('answers 503 rather than hanging while the server stays silent, and recovers once it answers', async () => {
      proxy.setMode('silent')
      try {
        const answers = await Promise.all(Array.from({ length: 4 }, () => t.app.inject(freshRead())))
        expect(expectOkOrUnavailable(answers)).toEqual([503, 503, 503, 503])
        // Once silence is seen, the next requests fail at once (silence-breaker.ts) rather than each waiting it out.
        const next = await Promise.all(Array.from({ length: 8 }, () => t.app.inject(freshRead())))
        expect(expectOkOrUnavailable(next)).toEqual(Array.from({ length: 8 }, () => 503))
        const res = await ready()
        expectOkOrUnavailable([res], 'not_ready')
        expect(res.statusCode).toBe(503)
        expect((await t.app.inject(apiPaths.health.href())).statusCode).toBe(200)
      } finally {
        proxy.setMode('open')
      }
      // The connections that went silent are dropped as their statements time out; new ones answer.
      expect(await recovers(ready, 20_000)).toBe(true)
      expect(await recovers(() => t.app.inject(freshRead()), 20_000)).toBe(true)
    }, 60_000)
  })

  it('starts a store process while the server refuses: it waits, saying so, then migrates and serves', async () => {
    proxy.setMode('refusing')
    const attemptsBefore = proxy.attempts()
    const starting = startServer({
      DATABASE_URL: proxyUrl,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
    })
    // Opens the way once the store has tried (and been refused) twice.
    const deadline = Date.now() + 90_000
    while (proxy.attempts() < attemptsBefore + 2 && Date.now() < deadline) await sleep(100)
    proxy.setMode('open')
    const store = await starting
    try {
      expect(store.output()).toMatch(/cannot be reached .*waiting for it, next try in \d+ s/)
      expect(store.output()).toMatch(/answers: migrated, starting/)
      const res = await fetch(`${store.base}${apiPaths.ready.href()}`)
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'absent' } })
    } finally {
      await store.stop()
    }
  }, 150_000)
})
