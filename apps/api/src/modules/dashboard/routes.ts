// The dashboard's routes (spec §7 GET /api/admin, issue 17 GET /api/admin/overview): its figures and its day, for
// an admin only, each computed, checked against its schema and serialized at most once per `freshForMs` for all of
// this process's viewers, its compressed forms made on the first ask (issue 26: 50 admins at once).

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiPaths } from '@bookstore/contract/api-paths'
import { AdminStats } from '@bookstore/contract/schemas/admin'
import { AdminOverview } from '@bookstore/contract/schemas/admin-overview'
import { adminOverview } from './overview'
import { adminStats } from './service'
import { sendStored, storeAnswer } from '@/http/stored-answer'
import { sharedFigures } from './shared-figures'

/** How long an answer serves every viewer: figures at most a second old. */
export const DASHBOARD_FRESH_MS = 1000

export interface DashboardRoutesOptions {
  /** How long one computation of the figures serves every request (DASHBOARD_FRESH_MS unless a test says; 0: each). */
  freshForMs?: number
}

export const dashboardRoutes: FastifyPluginAsyncZod<DashboardRoutesOptions> = async (app, options) => {
  const freshForMs = options.freshForMs ?? DASHBOARD_FRESH_MS
  // The response schemas stay on the routes (the API's description); the answer is checked here, once.
  const stats = sharedFigures(
    async () => storeAnswer({ body: AdminStats.parse(await adminStats(app.db)) }, ''),
    freshForMs,
  )
  const overview = sharedFigures(
    async () => storeAnswer({ body: AdminOverview.parse(await adminOverview(app.db)) }, ''),
    freshForMs,
  )

  app.get(
    apiPaths.adminStats.route,
    { schema: { response: { 200: AdminStats } }, onRequest: app.requireAdmin },
    async (request, reply) => sendStored(request, reply.header('Cache-Control', 'no-store'), await stats()),
  )

  app.get(
    apiPaths.adminOverview.route,
    { schema: { response: { 200: AdminOverview } }, onRequest: app.requireAdmin },
    async (request, reply) => sendStored(request, reply, await overview()),
  )
}
