// npm run bench:scale (issue 15): the built store on the seeded PostgreSQL database (BENCH_DATABASE_URL, else
// DATABASE_URL; fill it with npm run seed:scale), started with WORKERS=1 and then WORKERS=2 (BENCH_WORKERS), loaded
// by autocannon route by route (BENCH_CONNECTIONS 50, BENCH_DURATION 10 s, after BENCH_WARMUP 3 s): p50/p95/p99
// and req/s, the CPU each side used, and the event-loop delay of the store's processes (LOOP_DELAY_REPORT); then
// one connection alone (BENCH_SERIAL_DURATION 3 s): a request's own time, without the queue 50 connections make;
// then a moderate load (BENCH_MODERATE_CONNECTIONS 8). BENCH_ROUTES=search,suggest runs only those routes.
// Prints a table per WORKERS setting and one side by side with the issue's targets; writes .cache/bench/scale.json.
//
// The store limits what one client address may do: orders (30 an hour per account, 100 per address), sign-ups (30 a
// minute per address), catalogue misses (per address, in 10 s windows). The bench is the only proxy in front of the
// store it starts (TRUST_PROXY=1): shoppers and visitors each name their own address in X-Forwarded-For
// (bench-scale-routes.js), and enough shoppers are signed up that none passes a limit (BENCH_ORDERS_PER_SECOND,
// BENCH_SHOPPERS). Every run counts its 429 and 5xx answers and prints them beside its latencies: a limit hit, or a
// queue's refusal, shows rather than hides among the figures.

import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { randomBytes } from 'node:crypto'
import { treeCpuSeconds } from './bench-cpu.js'
import * as data from './bench-scale-db.js'
import { measure } from './bench-load.js'
import { adminToken, orderLimits, shoppersFor, signUpShoppers } from './bench-scale-accounts.js'
import { scaleRoutes } from './bench-scale-routes.js'
import { startStore } from './bench-store.js'

const root = fileURLToPath(new URL('..', import.meta.url))
const env = process.env
const settings = {
  connections: Number(env.BENCH_CONNECTIONS ?? 50),
  duration: Number(env.BENCH_DURATION ?? 10),
  warmup: Number(env.BENCH_WARMUP ?? 3),
  // One connection at a time: the time a request takes with no queue in front of it (0 = skip).
  serial: Number(env.BENCH_SERIAL_DURATION ?? 3),
  // A moderate load as well (BENCH_MODERATE_CONNECTIONS 8, 0 = skip): a busy shop's concurrent requests, below the
  // point where 2 cores shared with the load generator only queue.
  moderate: Number(env.BENCH_MODERATE_CONNECTIONS ?? 8),
  workers: (env.BENCH_WORKERS ?? '1,2').split(',').map(Number),
  // Only the routes whose names hold one of these (comma-separated), e.g. BENCH_ROUTES=search,suggest.
  routes: env.BENCH_ROUTES ? env.BENCH_ROUTES.split(',').map((name) => name.trim()) : null,
  minBooks: Number(env.BENCH_MIN_BOOKS ?? 50_000),
  minOrders: Number(env.BENCH_MIN_ORDERS ?? 500_000),
  // The most orders a second the order runs are planned for: 126 measured at 50 connections (2026-11-27, WORKERS=1),
  // so 150 leaves room for a faster setting. Decides how many shoppers sign up (BENCH_SHOPPERS sets it outright).
  ordersPerSecond: Number(env.BENCH_ORDERS_PER_SECOND ?? 150),
  shoppers: env.BENCH_SHOPPERS ? Number(env.BENCH_SHOPPERS) : null,
}
const LOOP_DELAY_TARGET_MS = 50
const resultsFile = path.join(root, '.cache', 'bench', 'scale.json')

const databaseUrl = env.BENCH_DATABASE_URL ?? env.DATABASE_URL
if (!databaseUrl || !/^postgres(ql)?:\/\//.test(databaseUrl)) {
  console.error(
    'bench:scale measures the store on PostgreSQL: set BENCH_DATABASE_URL (or DATABASE_URL) to a database filled ' +
      'by npm run seed:scale, e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/bookstore_scale',
  )
  process.exit(2)
}

/** The event-loop report of every process of one store (the primary and its workers), from LOOP_DELAY_REPORT. */
async function loopDelays(dir) {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.json'))
  return Promise.all(files.map(async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8'))))
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The shoppers one store start signs up for its order runs. The store counts every order tried, refused ones too,
 * for an hour (longer than every run of one store start; each start counts afresh). The order route is loaded for
 * warmup + duration at `connections`, serial alone, and duration again at `moderate`: at most ordersPerSecond over
 * all of that, plus one request in flight per connection as each load ends. With the defaults: 150/s × (3 + 10 + 3
 * + 10) s + 109 = 4,009 orders; each shopper, on her own address, may place 30 an hour (the per-account limit,
 * tighter than the 100 per address) and is planned for 24 (80%): 168 shoppers. Each sign-up hashes a password (50-100
 * ms of a core; the store hashes one at a time per process): 10-15 s of sign-ups per store start, 4 sent at once.
 */
function plannedShoppers(limits) {
  if (settings.shoppers !== null) return settings.shoppers
  const seconds =
    settings.warmup + settings.duration + settings.serial + (settings.moderate > 0 ? settings.duration : 0)
  const inFlight =
    (settings.warmup > 0 ? settings.connections : 0) +
    settings.connections +
    (settings.serial > 0 ? 1 : 0) +
    settings.moderate
  return shoppersFor(Math.ceil(settings.ordersPerSecond * seconds) + inFlight, limits)
}

/** A load's 429 answers (a limit reached) and 5xx (a queue full, or a failure), from its answers' statuses. */
function refusals(result) {
  let limited = 0
  let failed = 0
  for (const [status, n] of Object.entries(result?.statuses ?? {})) {
    if (status === '429') limited += n
    else if (Number(status) >= 500) failed += n
  }
  return { limited, failed }
}

/** '0', or e.g. '12 (warmup 3)': a run's 429 or 5xx answers, and its warmup's. */
const countWithWarmup = (main, warmup) => (warmup > 0 ? `${main} (warmup ${warmup})` : String(main))

/**
 * Waits (30 s at most) until the store has finished what a run left behind (requests whose client had gone): no busy
 * database backend, and the store's processes idle for half a second.
 */
async function settled(db, storePid) {
  const end = Date.now() + 30_000
  while (Date.now() < end) {
    const before = treeCpuSeconds(storePid)
    await sleep(500)
    const idle = before === null || treeCpuSeconds(storePid) - before < 0.03
    if (idle && (await data.busyBackends(db)) === 0) return
  }
}

/** One store with `workers` processes: every route loaded in turn. */
async function benchWorkers(db, workers, picked, adminPassword) {
  const reportDir = await mkdtemp(path.join(tmpdir(), 'bookstore-loop-'))
  const store = await startStore(
    {
      DATABASE_URL: databaseUrl,
      WORKERS: String(workers),
      LOOP_DELAY_REPORT: path.join(reportDir, 'loop'),
      // The bench is the one proxy in front of the store: X-Forwarded-For names each shopper's and visitor's address.
      TRUST_PROXY: '1',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      REDIS_KEY_PREFIX: `bench-scale-${process.pid}-${workers}:`,
      LOG_LEVEL: 'error',
    },
    { timeoutMs: 180_000 },
  )
  const runs = []
  try {
    // One admin login per store start, from the bench's own address: far under the admin login's limits (10
    // failures and 30 attempts a minute per address).
    const token = await adminToken(store.base, adminPassword)
    const chosen = (route) =>
      settings.routes === null || settings.routes.some((name) => route.name.includes(name))
    // Shoppers only when an order run is chosen: the route list without them tells.
    const ordering = scaleRoutes({ base: store.base, token, shoppers: [], ...picked }).some(
      (route) => route.name === 'order placement' && chosen(route),
    )
    let shoppers = []
    if (ordering) {
      const limits = orderLimits()
      const count = plannedShoppers(limits)
      const started = performance.now()
      shoppers = await signUpShoppers(store.base, count)
      console.log(
        `WORKERS=${workers}: signed up ${count} shoppers, each on her own address, in ` +
          `${((performance.now() - started) / 1000).toFixed(1)} s (order limits: ${limits.perAccountPerHour} an hour ` +
          `per account, ${limits.perClientPerHour} per address; planned for ${settings.ordersPerSecond} orders/s)`,
      )
    }
    const routes = scaleRoutes({ base: store.base, token, shoppers, ...picked }).filter(chosen)
    const load = (route, duration, connections = settings.connections) =>
      measure({
        base: store.base,
        requests: route.requests,
        connections,
        duration,
        // What a browser sends: the store answers its stored brotli bytes.
        headers: { 'accept-encoding': 'gzip, deflate, br' },
        storePid: store.pid,
        pgPids: () => data.backendPids(db),
      })
    for (const route of routes) {
      process.stdout.write(`WORKERS=${workers}: ${route.name} (${route.detail}) … `)
      const warmup = settings.warmup > 0 ? await load(route, settings.warmup) : null
      // Requests a run gave up on may still be queued in the store: each run starts on a quiet store.
      await settled(db, store.pid)
      const waits = data.sampleWaits(db)
      const result = await load(route, settings.duration)
      const database = waits()
      await settled(db, store.pid)
      const serial = settings.serial > 0 ? await load(route, settings.serial, 1) : null
      if (settings.moderate > 0) await settled(db, store.pid)
      const moderate = settings.moderate > 0 ? await load(route, settings.duration, settings.moderate) : null
      const answers = {
        warmup: refusals(warmup),
        main: refusals(result),
        serial: refusals(serial),
        moderate: refusals(moderate),
      }
      const counted = (kind) =>
        `${countWithWarmup(answers.main[kind], answers.warmup[kind])}` +
        (serial ? `, 1 conn ${answers.serial[kind]}` : '') +
        (moderate ? `, ${settings.moderate} conn ${answers.moderate[kind]}` : '')
      process.stdout.write(
        `${result.rps} req/s, p95 ${result.p95} ms; 429: ${counted('limited')}; 5xx: ${counted('failed')}` +
          `${route.sent ? `; ${route.sent()}` : ''}\n`,
      )
      runs.push({
        route: route.name,
        detail: route.detail,
        target: route.target,
        ...result,
        database,
        warmup: warmup && { requests: warmup.requests, statuses: warmup.statuses },
        serial,
        moderate,
        refusals: answers,
      })
    }
  } finally {
    // Each process writes its report as it exits.
    await store.stop()
  }
  const reports = await loopDelays(reportDir)
  await rm(reportDir, { recursive: true, force: true })
  return { workers, runs, loopDelay: reports }
}

const met = (value, target) => (target === null ? '' : value <= target ? 'yes' : 'NO')

function printSetting({ workers, runs, loopDelay }) {
  console.log(`\nWORKERS=${workers}: ${settings.connections} connections, ${settings.duration} s per route`)
  console.table(
    runs.map((run) => ({
      route: run.route,
      'req/s': run.rps,
      'p50 ms': run.p50,
      'p95 ms': run.p95,
      'p99 ms': run.p99,
      'max ms': run.max,
      failed: run.failed,
      // Answers that are refusals, not the route's work: each one's latency is among the figures beside it.
      '× 429': run.refusals.main.limited,
      '× 5xx': run.refusals.main.failed,
      'target p95': run.target ?? '',
      met: met(run.p95, run.target),
      '1 conn: p50': run.serial?.p50 ?? '',
      '1 conn: p95': run.serial?.p95 ?? '',
      [`${settings.moderate} conn: req/s`]: run.moderate?.rps ?? '',
      [`${settings.moderate} conn: p95`]: run.moderate?.p95 ?? '',
      [`${settings.moderate} conn: met`]: run.moderate ? met(run.moderate.p95, run.target) : '',
      [`429/5xx: warmup, 1 conn, ${settings.moderate} conn`]: ['warmup', 'serial', 'moderate']
        .map((load) => `${run.refusals[load].limited}/${run.refusals[load].failed}`)
        .join(', '),
    })),
  )
  const refused = runs.filter((run) =>
    Object.values(run.refusals).some(({ limited, failed }) => limited + failed > 0),
  )
  for (const run of refused) {
    const parts = Object.entries(run.refusals)
      .filter(([, { limited, failed }]) => limited + failed > 0)
      .map(([load, { limited, failed }]) => `${load}: ${limited} × 429, ${failed} × 5xx`)
    console.log(
      `NOTE ${run.route}: refusals among the answers (${parts.join('; ')}): its latencies include them, ` +
        'so they do not measure the route alone',
    )
  }
  console.log(
    'Who used the 2 cores meanwhile (% of one core), and what the busy database backends waited for',
  )
  console.table(
    runs.map((run) => ({
      route: run.route,
      store: run.cpu.store,
      postgres: run.cpu.postgres,
      'bench (autocannon)': run.cpu.client,
      'other processes': run.cpu.others,
      idle: run.cpu.idle,
      'MB/s': run.mbPerSecond,
      'pg busy backends': run.database.busy,
      'pg top wait': run.database.topWait,
    })),
  )
  if (loopDelay.length === 0) {
    console.log(
      'Event-loop delay: no report (the store writes LOOP_DELAY_REPORT once server.ts starts loop-delay.ts)',
    )
    return
  }
  const worst = loopDelay.reduce((a, b) => (b.p99 > a.p99 ? b : a))
  console.log(
    `Event-loop delay over the whole run, worst of ${loopDelay.length} processes: p99 ${worst.p99} ms ` +
      `(target ≤ ${LOOP_DELAY_TARGET_MS}: ${met(worst.p99, LOOP_DELAY_TARGET_MS)}), max ` +
      `${Math.max(...loopDelay.map((r) => r.max))} ms, p50 ${worst.p50} ms`,
  )
}

function printSideBySide(results) {
  const rows = results[0].runs.map((run, i) => {
    const row = { route: run.route, 'target p95': run.target ?? '' }
    for (const { workers, runs } of results) {
      row[`W${workers} req/s`] = runs[i].rps
      row[`W${workers} p95`] = runs[i].p95
      row[`W${workers} met`] = met(runs[i].p95, run.target)
      if (runs[i].moderate) {
        row[`W${workers} ${settings.moderate}c p95`] = runs[i].moderate.p95
        row[`W${workers} ${settings.moderate}c met`] = met(runs[i].moderate.p95, run.target)
      }
    }
    return row
  })
  const loop = { route: 'event-loop delay p99', 'target p95': LOOP_DELAY_TARGET_MS }
  for (const { workers, loopDelay } of results) {
    const p99 = loopDelay.length > 0 ? Math.max(...loopDelay.map((r) => r.p99)) : null
    loop[`W${workers} req/s`] = ''
    loop[`W${workers} p95`] = p99 ?? 'n/a'
    loop[`W${workers} met`] = p99 === null ? '' : met(p99, LOOP_DELAY_TARGET_MS)
  }
  console.log('\nSide by side (ms; the event-loop row is its p99)')
  console.table([...rows, loop])
}

const db = await data.openBenchDatabase(databaseUrl)
let restoreStock = async () => undefined
try {
  const counts = await data.checkSeeded(db, settings)
  await data.removeBenchData(db)
  const picked = await data.pickBooks(db, {
    bookIds: Number(env.BENCH_BOOK_IDS ?? 10_000),
    orderBooks: Number(env.BENCH_ORDER_BOOKS ?? 500),
  })
  restoreStock = await data.stockUp(db, picked.orderBooks)
  const adminPassword = await data.createBenchAdmin(databaseUrl)
  console.log(
    `bench:scale on ${counts.books} books and ${counts.orders} orders; ${availableParallelism()} cores, load ` +
      `average ${loadavg()[0].toFixed(1)} before the runs`,
  )
  const results = []
  for (const workers of settings.workers) {
    results.push(await benchWorkers(db, workers, picked, adminPassword))
    printSetting(results.at(-1))
  }
  printSideBySide(results)
  await mkdir(path.dirname(resultsFile), { recursive: true })
  const report = { date: new Date().toISOString(), cores: availableParallelism(), counts, settings, results }
  await writeFile(resultsFile, `${JSON.stringify(report, null, 2)}\n`)
  console.log(`\nResults written to ${path.relative(root, resultsFile)}`)
} catch (error) {
  if (!(error instanceof data.BenchRefused)) throw error
  console.error(error.message)
  process.exitCode = 2
} finally {
  await restoreStock()
  const removed = await data.removeBenchData(db)
  if (removed > 0) console.log(`Removed the bench's ${removed} orders, its shoppers and its admin`)
  await db.end()
}
