// Admin sign-in routes (spec §7, issue 6): the admin login, limited per client IP and per admin username, and the
// logout that revokes its token. The login's limits are the shopper sign-in's
// (issue 22, item 3): every attempt counts per client in a short window, right password included; only a wrong
// password counts as a failure; its password check waits in the queue, one client holding at most its share.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiPaths } from '@bookstore/contract/api-paths'
import { AdminLoginBody, AdminToken } from '@bookstore/contract/schemas/admin'
import { verifiedAdminToken } from '@/plugins/access'
import {
  ADMIN_LOGIN_ACCOUNT_LIMIT,
  ADMIN_LOGIN_IP_ATTEMPTS_LIMIT,
  ADMIN_LOGIN_IP_LIMIT,
  clientKey,
} from '@/plugins/rate-limits'
import { revokeAdminToken } from './accounts'
import { verifyAdminLogin } from './service'

export const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const loginAttempts = app.attemptGuard({
    perIpAttempts: ADMIN_LOGIN_IP_ATTEMPTS_LIMIT,
    perIp: ADMIN_LOGIN_IP_LIMIT,
    // The body is validated before preHandler runs: its username is trimmed and lowercased.
    perAccount: {
      limit: ADMIN_LOGIN_ACCOUNT_LIMIT,
      account: (req) => AdminLoginBody.safeParse(req.body).data?.username,
    },
    onlyFailures: true,
    // A wrong username or password; a refusal (a full queue) checked nothing.
    failed: (_req, reply) => reply.statusCode === 401,
  })

  app.post(
    apiPaths.adminLogin.route,
    {
      schema: { body: AdminLoginBody, response: { 200: AdminToken } },
      ...loginAttempts,
    },
    async (req, reply) => {
      // Checking a password hashes: it waits its turn (plugins/password-work.ts).
      const admin = await app.passwordWork.run(
        reply,
        () => verifyAdminLogin(app.db, req.body),
        clientKey(req.ip),
      )
      return reply.header('Cache-Control', 'no-store').send({ token: await app.adminTokens.sign(admin) })
    },
  )

  // Logout revokes the token it carries, in the database (every process sees it): 204, then that token gets 401
  // everywhere, this route included (a second logout with it answers 401).
  app.post(apiPaths.adminLogout.route, { onRequest: app.requireAdmin }, async (req, reply) => {
    await revokeAdminToken(app.db, verifiedAdminToken(req))
    return reply.code(204).send()
  })
}
