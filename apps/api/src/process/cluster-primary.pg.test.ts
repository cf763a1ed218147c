// A store that cannot listen stops (issue 37, item 6). With its port held by another process (which answers the
// health checks, as whatever holds a port may), one process exits 1 saying so (api-pglite); with WORKERS=2 on
// PostgreSQL the primary stops every worker and exits 1 with the message, rather than start another worker in place
// of the dead one every second for ever, and so does it when three workers in a row die before they listened for
// another reason (an address that is not this machine's). Each process's start is real: `node --import tsx`.

import { randomBytes } from 'node:crypto'
import http from 'node:http'
import { rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { spawnStore, type SpawnedStore } from '@/testing/server-process'
import { MAX_FAILED_STARTS } from './cluster-primary'

const serverUrl = process.env.TEST_DATABASE_URL
const onPostgres = process.env.TEST_DB === 'postgres' && serverUrl !== undefined

const storeEnv = { AUTH_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'info' }
const IN_USE =
  /The store cannot start: port \d+ on 127\.0\.0\.1 is already in use by another process \(EADDRINUSE\)/

/** Something else on a port, answering every request (the health checks too) with 200. */
let holder: http.Server
let heldPort = 0

beforeAll(async () => {
  holder = http.createServer((_req, res) => res.end('{"status":"ok"}'))
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve))
  heldPort = (holder.address() as AddressInfo).port
})

afterAll(async () => {
  await new Promise((resolve) => holder.close(resolve))
})

/** Waits (up to 60 s) for `store` to exit; its exit code, or 'running' (then it is killed). */
async function exitOf(store: SpawnedStore): Promise<number | null | 'running'> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<'running'>((resolve) => (timer = setTimeout(() => resolve('running'), 60_000)))
  try {
    const ended = await Promise.race([store.exited.then(() => store.child.exitCode), timeout])
    if (ended === 'running') store.child.kill('SIGKILL')
    return ended
  } finally {
    clearTimeout(timer)
    await rm(store.dataDir, { recursive: true, force: true })
  }
}

/** The pids of the processes whose log lines `store` wrote, but for its own (its workers'). */
function workerPidsIn(store: SpawnedStore): number[] {
  const pids = new Set<number>()
  for (const line of store.output().split('\n')) {
    const pid = /^\{.*?"pid":(\d+)/.exec(line)?.[1]
    if (pid !== undefined && Number(pid) !== store.child.pid) pids.add(Number(pid))
  }
  return [...pids]
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe.runIf(!onPostgres)('one process on a taken port (PGlite)', () => {
  it('exits 1 saying the port is in use', async () => {
    const store = await spawnStore(storeEnv, heldPort)
    const code = await exitOf(store)
    expect(code, store.output()).toBe(1)
    expect(store.output()).toMatch(IN_USE)
    // What held the port still does.
    expect((await fetch(`http://127.0.0.1:${heldPort}/api/health`)).status).toBe(200)
  }, 90_000)
})

describe.runIf(onPostgres)('WORKERS=2 that cannot listen (PostgreSQL)', () => {
  const databaseName = `bookstore_listen_${randomBytes(5).toString('hex')}`
  const databaseUrl = (() => {
    const url = new URL(serverUrl ?? 'postgres://localhost')
    url.pathname = `/${databaseName}`
    return url.toString()
  })()
  const env = { ...storeEnv, DATABASE_URL: databaseUrl, WORKERS: '2' }

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${databaseName}`)
    await admin.end()
  })

  afterAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`)
    await admin.end()
  }, 60_000)

  it('on a taken port: the primary stops every worker and exits 1 with the message', async () => {
    const store = await spawnStore(env, heldPort)
    const code = await exitOf(store)
    const output = store.output()
    expect(code, output).toBe(1)
    expect(output).toMatch(IN_USE)
    expect(output).toMatch(/every worker has closed/)
    expect(output).not.toMatch(/starting another in its place/)
    const workers = workerPidsIn(store)
    expect(workers.length).toBeGreaterThan(0)
    expect(workers.filter(alive)).toEqual([])
  }, 90_000)

  it(`after ${MAX_FAILED_STARTS} workers in a row died before they listened: exits 1 saying so`, async () => {
    // TEST-NET-1 (RFC 5737): no address of this machine, so listening fails with EADDRNOTAVAIL, a failure that
    // does not stop the start by itself.
    const store = await spawnStore({ ...env, HOST: '192.0.2.1' })
    const code = await exitOf(store)
    const output = store.output()
    expect(code, output).toBe(1)
    expect(output).toMatch(
      new RegExp(
        `The store cannot start: ${MAX_FAILED_STARTS} workers in a row died before they could listen`,
      ),
    )
    expect(output).toMatch(/EADDRNOTAVAIL/)
    expect(workerPidsIn(store).filter(alive)).toEqual([])
  }, 90_000)
})
