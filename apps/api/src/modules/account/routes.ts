// Account routes (issue 24 item 4), the signed-in shopper's own only: her account as the profile reads it, its
// deletion (answered with the session cookie expired), and the file of her data (a few downloads a minute: limits.ts).
// Every answer here is hers alone: plugins/no-store.ts lists /api/account among the private paths.
// A cookie-authenticated write from a foreign Origin is refused before it gets here (plugins/origin-check.ts).

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiPaths } from '@bookstore/contract/api-paths'
import {
  AccountData,
  AccountSummary,
  accountDataFileName,
  DeleteAccountBody,
} from '@bookstore/contract/schemas/account'
import { accountDataLimit } from './limits'
import { deleteAccount, exportAccountData, getAccountSummary } from './service'
import { expiredSessionCookies } from './session-cookie'

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.account.route,
    { schema: { response: { 200: AccountSummary } }, onRequest: app.requireShopper },
    async (req) => getAccountSummary(app.db, req.shopper),
  )

  app.post(
    apiPaths.deleteAccount.route,
    { schema: { body: DeleteAccountBody }, onRequest: app.requireShopper },
    async (req, reply) => {
      await deleteAccount(app.db, req.shopper, req.body)
      return reply.header('set-cookie', expiredSessionCookies()).code(204).send()
    },
  )

  app.get(
    apiPaths.accountData.route,
    {
      schema: { response: { 200: AccountData } },
      onRequest: app.requireShopper,
      preHandler: accountDataLimit(app),
    },
    async (req, reply) => {
      const now = new Date()
      void reply.header('content-disposition', `attachment; filename="${accountDataFileName(now)}"`)
      return exportAccountData(app.db, req.shopper, now)
    },
  )
}
