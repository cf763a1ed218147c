// Admin routes (spec §7, issue 6): the admin login, rate limited per client IP, and the dashboard's figures.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiPaths } from '@bookstore/contract/api-paths'
import { AdminLoginBody, AdminStats, AdminToken } from '@bookstore/contract/schemas/admin'
import { ADMIN_LOGIN_FAILURE_LIMIT } from '../../plugins/rate-limits'
import { adminStats, verifyAdminLogin } from './service'

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const loginFailures = app.failureLimiter(ADMIN_LOGIN_FAILURE_LIMIT)

  app.post(
    apiPaths.adminLogin.route,
    {
      schema: { body: AdminLoginBody, response: { 200: AdminToken } },
      onRequest: loginFailures.guard,
      onSend: loginFailures.count,
    },
    async (req, reply) => {
      const admin = await verifyAdminLogin(app.db, req.body)
      return reply.header('Cache-Control', 'no-store').send({ token: await app.adminTokens.sign(admin) })
    },
  )

  app.get(
    apiPaths.adminStats.route,
    { schema: { response: { 200: AdminStats } }, preHandler: app.requireAdmin },
    async (_req, reply) => reply.header('Cache-Control', 'no-store').send(await adminStats(app.db)),
  )
}
