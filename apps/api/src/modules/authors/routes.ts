// Author routes: the author list, public like the rest of the catalogue and served from the catalogue cache.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiPaths } from '@bookstore/contract/api-paths'
import { listAuthors } from './service'

export const authorsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(apiPaths.authors.route, { compress: false }, async (req, reply) =>
    app.catalogue.send(req, reply, 'authors', () => listAuthors(app.db)),
  )
}
