// The store's Prometheus metrics (issue 26, item 5), in a registry of one app: HTTP requests and their durations by
// method, route pattern and status; orders placed; sign-in failures; 429 answers; the database connection's use
// (database-metrics.ts); and the process's default metrics (CPU, memory, GC, event-loop delay). Every label value is
// bounded: a route is its pattern (`/api/books/:id`), never the URL, and a request no route took is 'unmatched'.

import type { FastifyReply, FastifyRequest } from 'fastify'
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client'
import { apiPaths, identityPaths } from '@bookstore/contract/api-paths'
import type { Database } from '@/db/client'
import { registerDatabaseMetrics } from './database-metrics'

/** The route label of a request that no route took (the not-found handler answered it). */
export const UNMATCHED_ROUTE = 'unmatched'

/** Seconds: from a cached page's 1 ms to a slow order's seconds. */
const DURATION_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/** The routes that check a shopper's or an admin's password. */
const SIGN_IN_ROUTES = new Set<string>([identityPaths.signIn, apiPaths.adminLogin.route])

/** Records each answered request of an app; its registry holds them. */
export interface StoreMetrics {
  registry: Registry
  /** Counts an answered request (Fastify's onResponse). */
  record(request: FastifyRequest, reply: FastifyReply): void
}

/** Registers more gauges on the store's registry: a module's own figures (the mail outbox's), handed in by app.ts. */
export type MetricsRegistration = (registry: Registry, db: Database) => void

/**
 * The metrics of one app on `db`. `registry` may be a cluster worker's, whose primary sums it with the others'
 * (metrics-primary.ts).
 */
export function createStoreMetrics(
  db: Database,
  registry: Registry = new Registry(),
  more: readonly MetricsRegistration[] = [],
): StoreMetrics {
  collectDefaultMetrics({ register: registry })
  registerDatabaseMetrics(registry, db)
  for (const register of more) register(registry, db)
  const labelNames = ['method', 'route', 'status'] as const
  const requests = new Counter({
    name: 'bookstore_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames,
    registers: [registry],
  })
  const durations = new Histogram({
    name: 'bookstore_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer sent, by method, route pattern and status.',
    labelNames,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  })
  const ordersPlaced = new Counter({
    name: 'bookstore_orders_placed_total',
    help: 'Orders placed (answered 201).',
    registers: [registry],
  })
  const signInFailures = new Counter({
    name: 'bookstore_sign_in_failures_total',
    help: 'Shopper sign-ins and admin logins refused with a 4xx other than 429 (a wrong password, a bad body).',
    labelNames: ['route', 'status'],
    registers: [registry],
  })
  const rateLimited = new Counter({
    name: 'bookstore_rate_limited_total',
    help: 'Requests answered 429 (a limit reached, or a full queue), by route pattern.',
    labelNames: ['route'],
    registers: [registry],
  })

  return {
    registry,
    record(request, reply) {
      const route = request.routeOptions.url ?? UNMATCHED_ROUTE
      const status = reply.statusCode
      const labels = { method: request.method, route, status: String(status) }
      requests.inc(labels)
      durations.observe(labels, reply.elapsedTime / 1000)
      if (status === 429) rateLimited.inc({ route })
      if (request.method !== 'POST') return
      if (status === 201 && route === apiPaths.orders.route) ordersPlaced.inc()
      if (status >= 400 && status < 500 && status !== 429 && SIGN_IN_ROUTES.has(route)) {
        signInFailures.inc({ route, status: String(status) })
      }
    },
  }
}
