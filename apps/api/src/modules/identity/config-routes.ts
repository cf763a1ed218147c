// GET /api/identity-config: whether Google sign-in is configured (GOOGLE_CLIENT_ID set), so the web app can say
// so on its Google buttons instead of failing when a shopper presses one (issue 4).

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiPaths } from '@bookstore/contract/api-paths'
import { IdentityConfig } from '@bookstore/contract/schemas/identity'

export interface IdentityConfigOptions {
  google: boolean
}

export const identityConfigRoutes: FastifyPluginAsyncZod<IdentityConfigOptions> = async (app, opts) => {
  const answer: IdentityConfig = { google: opts.google }
  app.get(
    apiPaths.identityConfig.route,
    { schema: { response: { 200: IdentityConfig } } },
    async (_req, reply) => reply.header('Cache-Control', 'no-cache').send(answer),
  )
}
