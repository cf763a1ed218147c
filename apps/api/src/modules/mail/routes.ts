// The dashboard's mail routes (issue 24), admin only: the messages every try failed to send, and retrying one (the
// sender is woken so that it goes out at once).

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiPaths } from '@bookstore/contract/api-paths'
import { AdminMail, AdminMailList, AdminMailQuery } from '@bookstore/contract/schemas/admin-mail'
import { IdParams } from '@bookstore/contract/schemas/params'
import { pageAnswer } from '@/http/paging'
import { listFailedMail, retryFailedMail } from './failed-mail'

export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.adminMail.route,
    {
      schema: { querystring: AdminMailQuery, response: { 200: AdminMailList } },
      onRequest: app.requireAdmin,
    },
    async (req, reply) => {
      const { body, headers } = pageAnswer(req.query, await listFailedMail(app.db, req.query), (window) =>
        apiPaths.adminMail.href(window),
      )
      return reply.headers(headers).send(body)
    },
  )

  app.post(
    apiPaths.retryMail.route,
    { schema: { params: IdParams, response: { 200: AdminMail } }, onRequest: app.requireAdmin },
    async (req) => {
      const retried = await retryFailedMail(app.db, req.params.id)
      app.mailSender.wake()
      return retried
    },
  )
}
