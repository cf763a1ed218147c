// Stopping a real store under order load (issue 26, item 2): SIGTERM while orders arrive continuously answers no
// 5xx, the process exits 0 without 'Cannot use a pool', and every order acknowledged (201) is there after a restart
// on the same DATA_DIR (PGlite, in the api-pglite project) or in the database (PostgreSQL, api-postgres). With
// WORKERS=2 on PostgreSQL, SIGHUP to the primary replaces every worker under a steady stream of requests without one
// refused or failed, and SIGTERM then stops them all the same way. (The catalogue cache's own close:
// catalogue/catalogue-close.test.ts.)

import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiPaths, identityPaths } from '@bookstore/contract/api-paths'
import { cookieHeader } from '@/testing/factories'
import { startServer, type ServerProcess } from '@/testing/server-process'
import { ADMIN, call, from, PASSWORD, PUBLIC_URL } from '@/testing/store-requests'

const serverUrl = process.env.TEST_DATABASE_URL
const onPostgres = process.env.TEST_DB === 'postgres' && serverUrl !== undefined
if (process.env.TEST_DB === 'postgres' && !serverUrl) {
  console.warn('graceful-stop: PostgreSQL part SKIPPED, TEST_DATABASE_URL is not set')
}
if (process.env.TEST_DB !== 'postgres') {
  console.warn(
    'graceful-stop: the PostgreSQL and WORKERS=2 parts run in the api-postgres project (TEST_DATABASE_URL)',
  )
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The book every order buys: the first listed, given plenty of stock by the admin. */
interface Shop {
  base: string
  book: { id: string; price: number }
}

async function prepareShop(base: string): Promise<Shop> {
  const login = await call(base, 'POST', apiPaths.adminLogin.href(), from('10.26.0.1'), ADMIN)
  expect(login.status).toBe(200)
  const { token } = (await login.json()) as { token: string }
  const list = (await (await fetch(`${base}/api/books/`)).json()) as Array<{ _id: string; newPrice: number }>
  const first = list[0]
  if (!first) throw new Error('no book')
  const stock = { stock: 1_000_000 }
  const edit = await call(base, 'PUT', apiPaths.editBook.href(first._id), bearer(token), stock)
  expect(edit.status).toBe(200)
  return { base, book: { id: first._id, price: first.newPrice } }
}

const bearer = (token: string) => ({ ...from('10.26.0.1'), authorization: `Bearer ${token}` })

/** A shopper signed up from `ip`. */
interface Shopper {
  ip: string
  cookie: string
  email: string
  userId: string
}

async function signUp(base: string, ip: string): Promise<Shopper> {
  const username = `steady${randomBytes(4).toString('hex')}`
  const email = `${username}@example.org`
  const body = { name: username, username, email, password: PASSWORD }
  const res = await call(base, 'POST', identityPaths.signUp, from(ip), body)
  if (res.status !== 200) throw new Error(`sign-up answered ${res.status}`)
  const { user } = (await res.json()) as { user: { id: string } }
  return { ip, cookie: cookieHeader(res.headers.getSetCookie()), email, userId: user.id }
}

/**
 * Orders an hour are limited per account (30) and per client address (100): each client takes a new account and
 * address after this many orders.
 */
const ORDERS_PER_SHOPPER = 25

/** An acknowledged order and the cookie that may read it. */
interface Acknowledged {
  id: string
  cookie: string
}

/** What a stream of requests met: answers by status, failed requests (refused, reset), acknowledged orders. */
interface Outcome {
  statuses: Map<number, number>
  failures: string[]
  acknowledged: Acknowledged[]
  /** Answers that arrived after `mark` was set (a signal sent). */
  answeredAfterMark: number
}

/** `clients` clients sending orders (and, with `reads`, book pages between them) back to back until stop(). */
function streamRequests(shop: Shop, clients: number, reads = false) {
  const outcome: Outcome = { statuses: new Map(), failures: [], acknowledged: [], answeredAfterMark: 0 }
  let stopped = false
  let marked = false
  const note = (status: number) => {
    outcome.statuses.set(status, (outcome.statuses.get(status) ?? 0) + 1)
    if (marked) outcome.answeredAfterMark += 1
  }
  const orderOf = (shopper: Shopper) => ({
    userUid: shopper.userId,
    content: {
      name: 'Steady Buyer',
      email: shopper.email,
      address: { city: 'Springfield', country: 'USA', state: 'IL', zipcode: '62704' },
      phone: '5551234567',
      productIds: [shop.book.id],
      totalPrice: shop.book.price,
      delivered: false,
    },
  })
  const client = async (n: number) => {
    let shopper: Shopper | undefined
    let orders = 0
    let accounts = 0
    while (!stopped) {
      try {
        if (!shopper || orders >= ORDERS_PER_SHOPPER) {
          accounts += 1
          shopper = await signUp(shop.base, `10.26.${n + 1}.${accounts}`)
          note(200)
          orders = 0
        }
        const headers = from(shopper.ip, { cookie: shopper.cookie })
        const res = await call(shop.base, 'POST', apiPaths.orders.href(), headers, orderOf(shopper))
        orders += 1
        note(res.status)
        if (res.status === 201) {
          const { _id } = (await res.json()) as { _id: string }
          outcome.acknowledged.push({ id: _id, cookie: shopper.cookie })
        } else await res.arrayBuffer()
        if (reads) {
          const page = await fetch(shop.base + apiPaths.book.href(shop.book.id), {
            headers: from(shopper.ip),
          })
          note(page.status)
          await page.arrayBuffer()
        }
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause
        outcome.failures.push(cause?.code ?? String(error))
        // A stopped store refuses at once: no need to spin.
        await sleep(20)
      }
    }
  }
  const running = Promise.all(Array.from({ length: clients }, (_, n) => client(n)))
  return {
    outcome,
    mark: () => (marked = true),
    async stop(): Promise<Outcome> {
      stopped = true
      await running
      return outcome
    },
  }
}

const idsOf = (orders: Acknowledged[]) => orders.map((order) => order.id).sort()

const exitOf = (store: ServerProcess) =>
  new Promise<number | null>((resolve) => {
    if (store.child.exitCode !== null) resolve(store.child.exitCode)
    else store.child.once('exit', (code) => resolve(code))
  })

const fiveHundreds = (outcome: Outcome) => [...outcome.statuses].filter(([status]) => status >= 500)

/** Sends orders, SIGTERMs the store once some are acknowledged, and checks how it stopped. */
async function stopUnderOrders(store: ServerProcess): Promise<Outcome> {
  const shop = await prepareShop(store.base)
  const stream = streamRequests(shop, 6)
  for (let i = 0; i < 300 && stream.outcome.acknowledged.length < 60; i += 1) await sleep(50)
  stream.mark()
  const signalledAt = Date.now()
  store.child.kill('SIGTERM')
  const code = await exitOf(store)
  const stopMs = Date.now() - signalledAt
  const outcome = await stream.stop()
  const output = store.output()
  console.warn(
    `graceful-stop: exited ${stopMs} ms after SIGTERM; ${outcome.acknowledged.length} orders acknowledged, ` +
      `${outcome.answeredAfterMark} answered ` +
      `after SIGTERM, statuses ${JSON.stringify([...outcome.statuses])}, ${outcome.failures.length} refused`,
  )
  expect(outcome.acknowledged.length).toBeGreaterThanOrEqual(60)
  expect(fiveHundreds(outcome)).toEqual([])
  // The requests in flight when the signal came were answered.
  expect(outcome.answeredAfterMark).toBeGreaterThan(0)
  expect(output).not.toMatch(/Cannot use a pool/)
  expect(output).not.toMatch(/killed by timeout/)
  expect(code).toBe(0)
  return outcome
}

const storeEnv = {
  AUTH_SECRET: randomBytes(32).toString('hex'),
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  PUBLIC_URL,
  TRUST_PROXY: 'loopback',
  LOG_LEVEL: 'warn',
}

describe.runIf(!onPostgres)('SIGTERM under order load (PGlite)', () => {
  it('answers no 5xx, exits 0, and keeps every acknowledged order across a restart', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'bookstore-stop-'))
    const env = { ...storeEnv, DATA_DIR: dataDir }
    let again: ServerProcess | undefined
    try {
      const store = await startServer(env)
      const outcome = await stopUnderOrders(store)
      await store.stop()
      // The same DATA_DIR: the buyer's session and every acknowledged order are there.
      again = await startServer(env)
      const missing: string[] = []
      for (const { id, cookie } of outcome.acknowledged) {
        const res = await fetch(again.base + apiPaths.order.href(id), { headers: { cookie } })
        if (res.status !== 200) missing.push(`${id}: ${res.status}`)
        await res.arrayBuffer()
      }
      expect(missing).toEqual([])
    } finally {
      await again?.stop()
      await rm(dataDir, { recursive: true, force: true })
    }
  }, 240_000)
})

describe.runIf(onPostgres)('SIGTERM and SIGHUP under load (PostgreSQL)', () => {
  const databaseName = `bookstore_stop_${randomBytes(5).toString('hex')}`
  const databaseUrl = (() => {
    const url = new URL(serverUrl ?? 'postgres://localhost')
    url.pathname = `/${databaseName}`
    return url.toString()
  })()
  const env = { ...storeEnv, DATABASE_URL: databaseUrl }
  let sql: pg.Pool | undefined
  const stores: ServerProcess[] = []

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${databaseName}`)
    await admin.end()
    sql = new pg.Pool({ connectionString: databaseUrl, max: 2 })
  })

  afterAll(async () => {
    await Promise.all(stores.map((store) => store.stop()))
    await sql?.end()
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`)
    await admin.end()
  }, 60_000)

  const storedOf = async (orders: Acknowledged[]) => {
    if (!sql) throw new Error('no database')
    const ids = orders.map((order) => order.id)
    const { rows } = await sql.query<{ id: string }>('select id from orders where id = any($1::uuid[])', [
      ids,
    ])
    return rows.map((row) => row.id).sort()
  }

  it('one process: SIGTERM answers no 5xx, exits 0, and every acknowledged order is stored', async () => {
    const store = await startServer({ ...env, WORKERS: '1' })
    stores.push(store)
    const outcome = await stopUnderOrders(store)
    expect(await storedOf(outcome.acknowledged)).toEqual(idsOf(outcome.acknowledged))
  }, 240_000)

  it('WORKERS=2: SIGHUP replaces every worker without a refused or failed request; SIGTERM stops them all', async () => {
    const store = await startServer({ ...env, WORKERS: '2', LOG_LEVEL: 'info' }, '(2 workers)')
    stores.push(store)
    const before = await store.workerPids()
    expect(before).toHaveLength(2)
    const shop = await prepareShop(store.base)
    const stream = streamRequests(shop, 4, true)
    await sleep(1000)
    const hupAt = Date.now()
    store.child.kill('SIGHUP')
    for (let i = 0; i < 600 && !store.output().includes('rolling restart done'); i += 1) await sleep(200)
    expect(store.output()).toMatch(/rolling restart done/)
    const rollMs = Date.now() - hupAt
    // The new workers serve for a moment too.
    await sleep(1000)
    const outcome = await stream.stop()
    const after = await store.workerPids()
    console.warn(
      `graceful-stop: rolling restart ${JSON.stringify(before)} -> ${JSON.stringify(after)} in ${rollMs} ms, ` +
        `statuses ${JSON.stringify([...outcome.statuses])}, failures ${JSON.stringify(outcome.failures)}`,
    )
    expect(outcome.failures).toEqual([])
    expect(fiveHundreds(outcome)).toEqual([])
    expect(after).toHaveLength(2)
    expect(after.filter((pid) => before.includes(pid))).toEqual([])
    expect(await storedOf(outcome.acknowledged)).toEqual(idsOf(outcome.acknowledged))

    // SIGTERM to the primary: every worker stops gracefully, and it exits 0.
    const stopped = await stopUnderOrders(store)
    expect(await storedOf(stopped.acknowledged)).toEqual(idsOf(stopped.acknowledged))
    expect(store.output()).toMatch(/every worker has closed/)
  }, 300_000)
})
