// Author routes: the author list, paged and filtered by name (issue 15), public like the rest of the catalogue and
// served from the catalogue cache.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiPaths } from '@bookstore/contract/api-paths'
import { AuthorList, AuthorListQuery } from '@bookstore/contract/schemas/author'
import { pageAnswer } from '@/http/paging'
import { listAuthors } from './service'

export const authorsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.authors.route,
    { schema: { querystring: AuthorListQuery, response: { 200: AuthorList } }, compress: false },
    async (req, reply) =>
      app.catalogue.sendAnswer(
        req,
        reply,
        apiPaths.authors.href(req.query),
        async () =>
          pageAnswer(req.query, await listAuthors(app.db, req.query), (window) =>
            apiPaths.authors.href({ q: req.query.q, ...window }),
          ),
        req.query.q === undefined ? 'pages' : 'searches',
      ),
  )
}
