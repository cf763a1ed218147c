// The dashboard's mail routes (issue 24; issue 37, item 5), admin only: the messages that did not go out (from their
// first failed try on: still tried, failed, or expired unsent), and retrying one (the sender is woken so that it goes
// out at once; an expired one is renewed through its kind's renewal, which app.ts hands in).

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiPaths } from '@bookstore/contract/api-paths'
import { AdminMail, AdminMailList, AdminMailQuery } from '@bookstore/contract/schemas/admin-mail'
import { IdParams } from '@bookstore/contract/schemas/params'
import { pageAnswer } from '@/http/paging'
import { listUnsentMail, retryMail, type MailRenewals } from './failed-mail'

export interface MailRoutesOptions {
  /** How an expired message of a kind is replaced by a fresh one (a reset mail: a new token); none by default. */
  renewals?: MailRenewals
}

export const mailRoutes: FastifyPluginAsyncZod<MailRoutesOptions> = async (app, opts) => {
  const renewals = opts.renewals ?? {}
  app.get(
    apiPaths.adminMail.route,
    {
      schema: { querystring: AdminMailQuery, response: { 200: AdminMailList } },
      onRequest: app.requireAdmin,
    },
    async (req, reply) => {
      const { body, headers } = pageAnswer(req.query, await listUnsentMail(app.db, req.query), (window) =>
        apiPaths.adminMail.href(window),
      )
      return reply.headers(headers).send(body)
    },
  )

  app.post(
    apiPaths.retryMail.route,
    { schema: { params: IdParams, response: { 200: AdminMail } }, onRequest: app.requireAdmin },
    async (req) => {
      const retried = await retryMail(app.db, req.params.id, renewals)
      app.mailSender.wake()
      return retried
    },
  )
}
