// Author routes: the author list, public like the rest of the catalogue and served from the catalogue cache.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiPaths } from '@bookstore/contract/api-paths'
import { AuthorList } from '@bookstore/contract/schemas/author'
import { listAuthors } from './service'

export const authorsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.authors.route,
    { schema: { response: { 200: AuthorList } }, compress: false },
    async (req, reply) => app.catalogue.send(req, reply, 'authors', () => listAuthors(app.db)),
  )
}
