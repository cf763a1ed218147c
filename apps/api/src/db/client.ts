// Database connection: PGlite embedded under DATA_DIR (or in memory) by default, a PostgreSQL server when a URL is given.

import { mkdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { breakOnSilence, closeSocket } from './silence-breaker'
import { registerPool } from './statements'
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

/** How long a serving process lets the database take (openDatabase's options; commands and tests wait as needed). */
export interface ServingTimeouts {
  /**
   * A statement running longer is cancelled by the server (statement_timeout, answered 503), and a connection that
   * has not answered for a second more is taken for dead (a server that stopped answering, a network that drops
   * packets): it is closed, so its request and those behind it get 503 instead of hanging.
   */
  statementTimeoutMs: number
}

/** What `npm start` uses: no request of a store waits for its database longer than this. */
export const SERVING_TIMEOUTS: ServingTimeouts = { statementTimeoutMs: 10_000 }

/**
 * Opening a connection, and waiting for a free one in the pool, take at most this long: with the server gone or
 * unreachable a request answers 503 after it rather than hanging (a refused connection fails at once anyway).
 */
export const CONNECT_TIMEOUT_MS = 5_000

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /**
   * `dataDir` undefined = in memory (tests). `from`: a database PGlite dumped (dumpDataDir) to start from instead
   * of an empty one; the test suite migrates one database and starts each test file's from its dump.
   */
  | { kind: 'pglite'; dataDir?: string; from?: Blob }

// In the source tree this file sits beside migrations/; the production bundle (dist/server.js) gets a copy beside it.
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

// Any fixed number works; it only has to be the same for every process migrating one server.
const MIGRATION_LOCK_KEY = 7_304_211

/**
 * SQLSTATEs of a connection the server ended or refused: admin_shutdown (a terminated backend), crash_shutdown,
 * cannot_connect_now (starting up or shutting down) and the connection_exception class; and query_canceled, a
 * statement past the serving statement_timeout (ServingTimeouts) or cancelled by an operator: the database could not
 * answer in time, which a client also meets with 503 and a retry.
 */
const CONNECTION_LOSS_SQLSTATES = new Set([
  '57014',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
])
/** Socket errors of a connection that broke or could not be opened. */
const CONNECTION_LOSS_ERRNOS = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT'])
/**
 * The pg driver's own errors for a lost connection, which carry no code: 'Connection terminated unexpectedly' (and
 * '… due to connection timeout'), a later query on that client ('Client has encountered a connection error and
 * is not queryable', 'Client was closed and is not queryable'), a statement whose connection stopped answering
 * ('Query read timeout', ServingTimeouts), and the pool's 'timeout exceeded when trying to connect' (no connection
 * could be had within CONNECT_TIMEOUT_MS).
 */
const CONNECTION_LOSS_MESSAGE =
  /^(Connection terminated|Client (has encountered a connection error|was closed) and is not queryable|Query read timeout$|timeout exceeded when trying to connect$)/

/** An error and its causes (drizzle wraps driver errors in a DrizzleQueryError whose `cause` is the driver's). */
function* causeChain(error: unknown): Generator<Error & { code?: unknown }> {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1) yield e
}

/**
 * Whether an error means the database connection was lost or could not be had (not that a statement was wrong):
 * the one place that says so.
 */
export function isConnectionLoss(error: unknown): boolean {
  for (const e of causeChain(error)) {
    const code = typeof e.code === 'string' ? e.code : undefined
    if (code && (CONNECTION_LOSS_SQLSTATES.has(code) || CONNECTION_LOSS_ERRNOS.has(code))) return true
    if (CONNECTION_LOSS_MESSAGE.test(e.message)) return true
  }
  return false
}

/** A connection that timed out: trying again would only make the request wait that long once more. */
const isTimeout = (error: unknown): boolean =>
  [...causeChain(error)].some((e) => e.code === 'ETIMEDOUT' || /timeout/i.test(e.message))

/** A server that refuses connections: a new try a moment later meets the same refusal. */
const isRefused = (error: unknown): boolean => [...causeChain(error)].some((e) => e.code === 'ECONNREFUSED')

/** Waits before each new try of a read whose connection was lost: long enough for the pool to drop dead clients. */
const READ_RETRY_DELAYS_MS = [20, 150]

/** A plain SELECT sent by `pool.query`, that is outside any transaction: it changes nothing, so it may be re-sent. */
const isPlainRead = (args: readonly unknown[]): boolean => {
  const [first] = args
  const text =
    typeof first === 'string'
      ? first
      : typeof first === 'object' && first !== null && 'text' in first && typeof first.text === 'string'
        ? first.text
        : ''
  return /^\s*select\b/i.test(text) && !args.some((arg) => typeof arg === 'function')
}

/**
 * Sends a plain read again (on another connection) when its connection was lost. Statements that write, and every
 * statement of a transaction (run on a checked-out client, never through pool.query), are never re-sent: one
 * whose connection dropped may have been applied, and a transaction may have committed.
 */
function retryLostReads(pool: pg.Pool): void {
  const send = pool.query.bind(pool) as (...args: unknown[]) => unknown
  const query = async (args: unknown[]): Promise<unknown> => {
    for (const delay of READ_RETRY_DELAYS_MS) {
      try {
        return await send(...args)
      } catch (error) {
        if (!isConnectionLoss(error) || isTimeout(error) || isRefused(error)) throw error
        await new Promise((resolve) => setTimeout(resolve, delay))
      }
    }
    return send(...args)
  }
  pool.query = ((...args: unknown[]) =>
    isPlainRead(args) ? query(args) : send(...args)) as typeof pool.query
}

/**
 * The pool of a PostgreSQL server, made to survive the server dropping connections (a restart, a failover, a
 * terminated backend): nothing is thrown at nobody, dead clients leave the pool and new ones are opened on demand.
 */
export function openPool(url: string, timeouts?: ServingTimeouts): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    ...(timeouts && {
      statement_timeout: timeouts.statementTimeoutMs,
      query_timeout: timeouts.statementTimeoutMs + 1_000,
    }),
  })
  // An idle client whose connection drops: the pool removes it and tells us here.
  pool.on('error', (error) => process.emitWarning(`PostgreSQL connection lost: ${error.message}`))
  // A checked-out client (inside a transaction, between two statements) has no listener of the pool's: without
  // this one its 'error' event would be an uncaught exception. Its statement in flight, or its next one, fails
  // with the same error (answered 503), and release() removes it from the pool since it is no longer queryable.
  pool.on('connect', (client) => client.on('error', () => undefined))
  releaseLostClients(pool)
  retryLostReads(pool)
  if (timeouts) breakOnSilence(pool, url)
  return pool
}

/**
 * Gives a checked-out client back to the pool (to be discarded) as soon as its connection is lost, and makes its
 * release() safe to call again. Callers do not always release a client whose connection dropped: drizzle's
 * transaction() sends BEGIN before its try/finally, so a connection lost during BEGIN kept its pool slot for ever,
 * and with it pool.end() never resolved. Only the promise form of connect() is wrapped; pool.query() uses the
 * callback form and releases its clients itself.
 */
function releaseLostClients(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown
  const connectAndGuard = async (): Promise<pg.PoolClient> => {
    const client = (await connect()) as pg.PoolClient
    const release = client.release.bind(client)
    let released = false
    const giveBack = (error?: Error | boolean) => {
      if (released) return
      released = true
      client.off('error', onLoss)
      release(error)
    }
    const onLoss = (error: Error) => giveBack(error)
    client.on('error', onLoss)
    client.release = giveBack
    closeUnansweringClient(client)
    return client
  }
  pool.connect = ((...args: unknown[]) =>
    args.length > 0 ? connect(...args) : connectAndGuard()) as typeof pool.connect
}

/**
 * A checked-out client whose statement got no answer within query_timeout (ServingTimeouts) is closed: pg fails that
 * statement but leaves it pending on the connection, so the transaction's ROLLBACK and the client's next user would
 * wait behind it. Closing the socket fails them at once (a connection loss, 503) and takes the client out of the pool.
 */
function closeUnansweringClient(client: pg.PoolClient): void {
  const send = client.query.bind(client) as (...args: unknown[]) => unknown
  client.query = ((...args: unknown[]) => {
    const sent = send(...args)
    if (sent instanceof Promise) {
      sent.catch((error: unknown) => {
        if (error instanceof Error && error.message === 'Query read timeout') closeSocket(client)
      })
    }
    return sent
  }) as typeof client.query
}

/**
 * Opens the database of `target`. `timeouts` (SERVING_TIMEOUTS) bound what a serving process waits for a PostgreSQL
 * server; without them (commands, seeding, tests) a statement may take as long as it needs.
 */
export async function openDatabase(
  target: DatabaseTarget,
  timeouts?: ServingTimeouts,
): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = openPool(target.url, timeouts)
    const db = drizzlePg({ client: pool, schema })
    registerPool(db, pool)
    return {
      db,
      kind: 'postgres',
      async migrate() {
        // Several API processes may start at once against one server: serialize their migrations. On a connection
        // of its own, without the serving timeouts: a migration over a large catalogue may take minutes.
        const client = new pg.Client({
          connectionString: target.url,
          connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
        })
        // A connection lost between statements fails the next one; without a listener it would be thrown at nobody.
        client.on('error', () => undefined)
        await client.connect()
        try {
          await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
          await migratePg(drizzlePg({ client, schema }), { migrationsFolder })
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined)
          await client.end().catch(() => undefined)
        }
      },
      close: () => pool.end(),
    }
  }
  if (target.dataDir) await mkdir(target.dataDir, { recursive: true })
  // Search (migration 0005) creates these two extensions; PGlite ships them but loads only those it is given.
  const extensions = { pg_trgm, unaccent }
  const client = new PGlite({ dataDir: target.dataDir, extensions, loadDataDir: target.from })
  const db = drizzlePglite({ client, schema })
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  }
}
