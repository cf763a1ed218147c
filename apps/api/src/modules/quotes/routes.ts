// Quote routes (spec §7): the quote reads, served from the catalogue cache.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiPaths } from '@bookstore/contract/api-paths'
import { IdParams } from '@bookstore/contract/schemas/params'
import { getQuote, listQuotes } from './service'

export const quotesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(apiPaths.quotes.route, { compress: false }, async (req, reply) =>
    app.catalogue.send(req, reply, 'quotes', () => listQuotes(app.db)),
  )

  app.get(apiPaths.quote.route, { schema: { params: IdParams }, compress: false }, async (req, reply) =>
    app.catalogue.send(req, reply, `quote/${req.params.id}`, () => getQuote(app.db, req.params.id)),
  )
}
