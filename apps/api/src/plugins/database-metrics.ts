// How busy the database connection is, as Prometheus gauges read at each scrape (issue 26, item 5). On a PostgreSQL
// server: the pool's connections (open, idle) and the requests waiting for one, out of its most. On PGlite (one
// connection in this process): the database operations (a statement, or a whole transaction) started and not yet
// finished, those running and those queued behind them.

import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { Gauge, type Registry } from 'prom-client'
import type { Database } from '@/db/client'

/** The driver's client behind a drizzle database (drizzle keeps it as $client): a pg Pool or a PGlite. */
const clientOf = (db: Database): unknown => (db as { $client?: unknown }).$client

/** Registers the gauges that say how busy `db`'s connections are. */
export function registerDatabaseMetrics(registry: Registry, db: Database): void {
  const client = clientOf(db)
  if (client instanceof pg.Pool) registerPoolGauges(registry, client)
  else if (client instanceof PGlite) registerPgliteGauges(registry, client)
}

function registerPoolGauges(registry: Registry, pool: pg.Pool): void {
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read())
      },
    })
  gauge('bookstore_db_pool_connections', 'PostgreSQL connections open in the pool.', () => pool.totalCount)
  gauge('bookstore_db_pool_idle_connections', 'PostgreSQL connections open and idle.', () => pool.idleCount)
  gauge(
    'bookstore_db_pool_waiting_requests',
    'Queries waiting for a PostgreSQL connection (the pool is at its most).',
    () => pool.waitingCount,
  )
  gauge(
    'bookstore_db_pool_max_connections',
    'The most PostgreSQL connections the pool opens.',
    () => pool.options.max,
  )
}

/** The PGlite methods drizzle calls: each call is one operation until its promise settles. */
const PGLITE_OPERATIONS = ['query', 'exec', 'transaction'] as const

function registerPgliteGauges(registry: Registry, pglite: PGlite): void {
  let inFlight = 0
  // Counted by wrapping this instance's methods (not PGlite's prototype): what they do and answer is unchanged.
  for (const name of PGLITE_OPERATIONS) {
    const original = pglite[name].bind(pglite) as (...args: unknown[]) => Promise<unknown>
    const counted = async (...args: unknown[]): Promise<unknown> => {
      inFlight += 1
      try {
        return await original(...args)
      } finally {
        inFlight -= 1
      }
    }
    // The wrapper takes and gives what the method does; its generic signature cannot be spelled for it.
    ;(pglite as unknown as Record<string, unknown>)[name] = counted
  }
  new Gauge({
    name: 'bookstore_db_operations_in_flight',
    help: 'PGlite statements or transactions started and not finished (running, or queued for its one connection).',
    registers: [registry],
    collect() {
      this.set(inFlight)
    },
  })
}
