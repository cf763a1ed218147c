// npm run loadtest (issue 26 item 6): virtual shoppers on a store for a set time, then the store's data checked.
//   --duration S   seconds of load (default 60)
//   --shoppers N   virtual shoppers (default 100)
//   --admin-every S  seconds between the admin's edits (default 1; each moves the catalogue's version)
//   --url URL      a running store to load (its admin: LOADTEST_ADMIN_USERNAME and LOADTEST_ADMIN_PASSWORD; it must
//                  trust X-Forwarded-For from here, TRUST_PROXY, and nobody else may order meanwhile: the stock checks
//                  count this run's orders only). It changes the stock of a few books and places real orders.
// Without --url it starts the built store itself (apps/api/dist, as bench-scale.js and lighthouse.js do): on
// PostgreSQL when LOADTEST_DATABASE_URL (else DATABASE_URL) names a server, in a fresh database it creates and drops,
// with WORKERS=2 (LOADTEST_WORKERS), else on PGlite in a temporary DATA_DIR; the demo catalogue either way.
//
// Setup (not measured): the admin signs in, sets CONTESTED_BOOKS books to CONTESTED_COPIES copies (the racing
// shoppers' last copies) and POOL_BOOKS others to plenty, and the returning buyers sign up. Then the
// shoppers (loadtest-shopper.js) arrive during the ramp and shop until the time is up while the admin edits books;
// then the data checks (loadtest-checks.js) and the report (loadtest-report.js). Exit code 1 when a check fails or any
// answer other than the expected 409 out_of_stock came back. runLoadTest() is what the CI test
// (apps/api/src/process/loadtest.pg.test.ts) calls, 10 s with 50 shoppers.

import { randomBytes } from 'node:crypto'
import { loadavg } from 'node:os'
import { pathToFileURL } from 'node:url'
import { cpuSecondsByPid, machineCpuSeconds, treeCpuSeconds } from './bench-cpu.js'
import { Recorder } from './loadtest-client.js'
import { checkData, stockOf } from './loadtest-checks.js'

/** How old a stock count in a stored book answer may be (apps/api/src/catalogue/catalogue-version.ts). */
const STOCK_FRESHNESS_MS = 10_000
import { reportLines, summarize } from './loadtest-report.js'
import { runAdmin, runShopper, shopperAddress } from './loadtest-shopper.js'

export const CONTESTED_BOOKS = 3
export const CONTESTED_COPIES = 3
export const POOL_BOOKS = 40
const POOL_COPIES = 100_000
/**
 * Shoppers who sign in and order (buyers): half; the others only browse and search, as most of a shop's visitors do.
 * Of the buyers, 3 in 10 already have an account (they sign in); the others sign up during the run. The racers
 * (loadtest-shopper.js: 2 shoppers in 10) are buyers.
 */
const BUYER_SHARE = 0.5
const RETURNING_SHARE = 0.3
const ADMIN_ADDRESS = '10.76.0.1'

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Every book of the catalogue (up to `most`), from the public list, 500 a page. */
async function readCatalogue(base, most = 5_000) {
  const books = []
  for (let offset = 0; offset < most; offset += 500) {
    const res = await fetch(`${base}/api/books/?limit=500&offset=${offset}`, {
      headers: { 'x-forwarded-for': ADMIN_ADDRESS },
    })
    if (!res.ok) throw new Error(`GET /api/books/ answered ${res.status}`)
    const page = await res.json()
    books.push(
      ...page.map((book) => ({
        id: book._id,
        title: book.title,
        category: book.category,
        priceCents: Math.round(book.newPrice * 100),
        stock: book.stock,
      })),
    )
    if (page.length < 500) break
  }
  return books
}

async function adminLogin(base, username, password) {
  const res = await fetch(`${base}/api/auth/admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ADMIN_ADDRESS },
    body: JSON.stringify({ username, password }),
  })
  if (!res.ok) throw new Error(`admin login failed: ${res.status} ${await res.text()}`)
  return (await res.json()).token
}

async function setStock(base, token, id, stock) {
  const res = await fetch(`${base}/api/books/edit/${id}`, {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'x-forwarded-for': ADMIN_ADDRESS,
    },
    body: JSON.stringify({ stock }),
  })
  if (!res.ok) throw new Error(`setting the stock of ${id} failed: ${res.status} ${await res.text()}`)
}

/** A shopper's account: returning ones are signed up now (from her own address, 4 at a time), before the clock. */
async function accounts(base, count) {
  const run = randomBytes(3).toString('hex')
  const list = Array.from({ length: count }, (_, i) => {
    const username = `load${run}${i}`
    return {
      username,
      email: `${username}@loadtest.example`,
      password: `pw-${randomBytes(9).toString('hex')}`,
      buyer: i % 10 < BUYER_SHARE * 10,
      returning: false,
    }
  })
  const buyers = list.map((account, i) => ({ account, i })).filter(({ account }) => account.buyer)
  buyers.forEach(({ account }, k) => (account.returning = k % 10 < RETURNING_SHARE * 10))
  const returning = buyers.filter(({ account }) => account.returning)
  for (let start = 0; start < returning.length; start += 4) {
    await Promise.all(
      returning.slice(start, start + 4).map(async ({ account, i }) => {
        for (let attempt = 1; ; attempt += 1) {
          const res = await fetch(`${base}/api/identity/sign-up/email`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              origin: base,
              'x-forwarded-for': shopperAddress(i),
            },
            body: JSON.stringify({ ...account, name: account.username }),
          })
          await res.arrayBuffer()
          if (res.ok) return
          if (res.status !== 503 || attempt === 5)
            throw new Error(`sign-up of ${account.email}: ${res.status}`)
          await sleep(1000)
        }
      }),
    )
  }
  return list
}

/**
 * Who used the cores during the load, in % of one core: this load generator, the store's processes (storePid's
 * tree), the database's backends (the pids `databasePids` lists at the end, their time since `before`, new ones in
 * full) and the whole machine (other work included), with the load average at the end.
 */
function cpuShares(before, seconds, storePid, databasePids) {
  const pct = (cpuSeconds) => (cpuSeconds === null ? null : Math.round((100 * cpuSeconds) / seconds))
  const self = process.cpuUsage(before.self)
  const machine = machineCpuSeconds()
  let database = null
  if (databasePids !== null) {
    database = 0
    for (const [pid, used] of cpuSecondsByPid(databasePids))
      database += used - (before.database?.get(pid) ?? 0)
  }
  return {
    generator: pct((self.user + self.system) / 1e6),
    store: storePid === null || before.store === null ? null : pct(treeCpuSeconds(storePid) - before.store),
    database: pct(database),
    machine: machine && before.machine ? pct(machine.busy - before.machine.busy) : null,
    load: loadavg()[0],
  }
}

/**
 * Runs the load on the store at `base` and checks its data. Options: duration (s), shoppers, adminUsername,
 * adminPassword, thinkMs ([low, high], default 500-2000), rampMs (default a third of the run, at most 20 s),
 * adminEveryMs (default 1000), log,
 * and for the CPU line storePid (the store's process) and databasePids (async: its database backends' pids).
 * Resolves to { ok, checks, unexpected, errors (kind -> count), lines (the report), summary, recorder }.
 */
export async function runLoadTest(options) {
  const { base, duration = 60, shoppers = 100, adminUsername, adminPassword, log = () => {} } = options
  const thinkMs = options.thinkMs ?? [500, 2000]
  const adminEveryMs = options.adminEveryMs ?? 1000
  const rampMs = options.rampMs ?? Math.min(20_000, (duration * 1000) / 3)

  log(
    `Setting up: admin sign-in, ${CONTESTED_BOOKS} contested and ${POOL_BOOKS} pool books, returning shoppers…`,
  )
  const token = await adminLogin(base, adminUsername, adminPassword)
  const books = await readCatalogue(base)
  if (books.length < CONTESTED_BOOKS + 2)
    throw new Error(`the store has ${books.length} books: too few to load`)
  const shuffled = [...books].sort(() => Math.random() - 0.5)
  const contested = shuffled.slice(0, CONTESTED_BOOKS)
  const pool = shuffled.slice(CONTESTED_BOOKS, CONTESTED_BOOKS + POOL_BOOKS)
  for (const book of contested) await setStock(base, token, book.id, CONTESTED_COPIES)
  for (const book of pool) await setStock(base, token, book.id, POOL_COPIES)
  const people = await accounts(base, shoppers)
  // Every process has seen the stock changes (a catalogue write reaches the others within a second).
  await sleep(1500)
  const startStock = await stockOf(
    base,
    [...contested, ...pool].map((book) => book.id),
  )
  // A store without the web app's build (the API alone, as in a fresh checkout's unit tests) serves no pages.
  const home = await fetch(`${base}/`, { headers: { 'x-forwarded-for': ADMIN_ADDRESS } })
  await home.arrayBuffer()
  const pages = home.status !== 404
  if (!pages) log('The store serves no pages (no web build): the HTML steps are left out.')

  const recorder = new Recorder()
  const ctx = {
    base,
    recorder,
    rampMs,
    thinkMs,
    pages,
    until: Date.now() + duration * 1000,
    // Buyers sign in over the first 60% of the run (the ramp included).
    signInBy: Date.now() + Math.max(rampMs, duration * 600),
    catalogue: {
      books,
      titles: books.map((book) => book.title),
      categories: [...new Set(books.map((book) => book.category))],
      contested,
      pool,
    },
    acknowledged: [],
    unknown: [],
    edits: new Map(),
  }
  log(`Loading: ${shoppers} shoppers for ${duration} s…`)
  const storePid = options.storePid ?? null
  const before = {
    self: process.cpuUsage(),
    store: storePid === null ? null : treeCpuSeconds(storePid),
    database: options.databasePids ? cpuSecondsByPid(await options.databasePids()) : null,
    machine: machineCpuSeconds(),
  }
  const started = performance.now()
  const [all] = await Promise.all([
    Promise.all(people.map((account, i) => runShopper(ctx, i, account))),
    runAdmin(ctx, token, adminEveryMs),
  ])
  const seconds = (performance.now() - started) / 1000
  const cpu = cpuShares(before, seconds, storePid, options.databasePids ? await options.databasePids() : null)

  log('Checking the data…')
  // The store's public book answers may show a stock count up to STOCK_FRESHNESS_MS (10 s) old: orders change stock
  // without moving the catalogue's version (apps/api/src/catalogue/catalogue-version.ts). A stored answer lasts
  // until the next period of the clock (periods start at multiples of 10 s since the epoch on every process) and
  // the version read that notices it (every 250 ms): the checks read them once that has come, not a whole period on.
  const nextPeriod = (Math.floor(Date.now() / STOCK_FRESHNESS_MS) + 1) * STOCK_FRESHNESS_MS
  await sleep(nextPeriod - Date.now() + 1500)
  const checks = await checkData({
    base,
    token,
    acknowledged: ctx.acknowledged,
    unknown: ctx.unknown,
    shoppers: all,
    startStock,
    contested,
    edits: ctx.edits,
  })
  const summary = summarize(recorder)
  const lines = reportLines({
    settings: { shoppers, duration, target: base, thinkMs, rampMs, pages, adminEveryMs },
    seconds,
    recorder,
    summary,
    checks,
    acknowledged: ctx.acknowledged.length,
    cpu,
    admin: recorder.latencies.get('admin edit')?.length ?? 0,
  })
  const unexpected = recorder.unexpected()
  return {
    ok: checks.every((c) => c.ok) && unexpected === 0,
    checks,
    unexpected,
    // Unexpected answers by kind ('sign up 503 unavailable': 2).
    errors: Object.fromEntries(recorder.errors),
    lines,
    summary,
    recorder,
  }
}

/** The command line: flags, the store (started here unless --url), the run, the report, the exit code. */
async function main() {
  const flag = (name) => {
    const at = process.argv.indexOf(name)
    return at === -1 ? null : process.argv[at + 1]
  }
  const duration = Number(flag('--duration') ?? 60)
  const shoppers = Number(flag('--shoppers') ?? 100)
  const adminEveryMs = 1000 * Number(flag('--admin-every') ?? 1)
  if (!(duration > 0) || !Number.isInteger(shoppers) || shoppers < 1 || !(adminEveryMs > 0))
    throw new Error('--duration and --admin-every take seconds (> 0), --shoppers a whole number (≥ 1)')
  const url = flag('--url')
  const log = (line) => console.log(line)

  let store = null
  let dropDatabase = async () => {}
  let admin = {
    username: process.env.LOADTEST_ADMIN_USERNAME ?? 'admin',
    password: process.env.LOADTEST_ADMIN_PASSWORD ?? '',
  }
  if (url === null) {
    const { startLoadTestStore } = await import('./loadtest-store.js')
    ;({ store, admin, dropDatabase } = await startLoadTestStore(log))
  }
  const base = url ?? store.base
  let result
  try {
    result = await runLoadTest({
      base,
      duration,
      shoppers,
      adminEveryMs,
      adminUsername: admin.username,
      adminPassword: admin.password,
      log,
      storePid: store?.pid,
      databasePids: store?.databasePids,
    })
  } finally {
    await store?.stop()
    await dropDatabase()
  }
  console.log('')
  for (const line of result.lines) console.log(line)
  process.exitCode = result.ok ? 0 : 1
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error)
    process.exit(2)
  })
}
