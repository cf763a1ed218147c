// GET /api/health: 200 {"status":"ok"} once the database answers (the server listens only after migrations).

import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiPaths } from '@bookstore/contract/api-paths'
import { Health } from '@bookstore/contract/schemas/health'

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(apiPaths.health.route, { schema: { response: { 200: Health } } }, async (_req, reply) => {
    await app.db.execute(sql`select 1`)
    return reply.header('Cache-Control', 'no-store').send({ status: 'ok' as const })
  })
}
