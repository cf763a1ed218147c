// The dashboard's routes (spec §7 GET /api/admin, issue 17 GET /api/admin/overview): its figures and its day, for
// an admin only.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiPaths } from '@bookstore/contract/api-paths'
import { AdminStats } from '@bookstore/contract/schemas/admin'
import { AdminOverview } from '@bookstore/contract/schemas/admin-overview'
import { adminOverview } from './overview'
import { adminStats } from './service'

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.adminStats.route,
    { schema: { response: { 200: AdminStats } }, onRequest: app.requireAdmin },
    async (_req, reply) => reply.header('Cache-Control', 'no-store').send(await adminStats(app.db)),
  )

  app.get(
    apiPaths.adminOverview.route,
    { schema: { response: { 200: AdminOverview } }, onRequest: app.requireAdmin },
    async () => adminOverview(app.db),
  )
}
