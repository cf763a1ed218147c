// GET /api/health: liveness, 200 {"status":"ok"} while the process runs (it listens only once migrated), whatever its
// database does, so that an outage of PostgreSQL never gets healthy processes restarted. GET /api/ready: readiness
// for a load balancer, 200 when the database (and Redis when configured) answer, else 503 not_ready with Retry-After.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiPaths } from '@bookstore/contract/api-paths'
import { ErrorBody } from '@bookstore/contract/schemas/error'
import { Health, Ready } from '@bookstore/contract/schemas/health'
import { DATABASE_RETRY_AFTER_SECONDS, sendError } from '@/plugins/errors'
import { readiness } from './readiness'

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(apiPaths.health.route, { schema: { response: { 200: Health } } }, async (_req, reply) =>
    reply.header('Cache-Control', 'no-store').send({ status: 'ok' as const }),
  )

  app.get(
    apiPaths.ready.route,
    { schema: { response: { 200: Ready, 503: ErrorBody } } },
    async (_req, reply) => {
      const found = await readiness(app.db, app.redis?.client)
      reply.header('Cache-Control', 'no-store')
      if (found.ready) return reply.send({ status: 'ready' as const, checks: found.checks })
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
      return sendError(reply, 503, 'not_ready', found.message)
    },
  )
}
