// Quote routes (spec §7): the quote reads, served from the catalogue cache, and the admin's writes, each of which
// bumps that cache.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiPaths } from '@bookstore/contract/api-paths'
import { IdParams } from '@bookstore/contract/schemas/params'
import { Quote } from '@bookstore/contract/schemas/quote'
import { QuoteDeleted, QuoteInput } from '@bookstore/contract/schemas/quote-input'
import { createQuote, deleteQuote, getQuote, listQuotes } from './service'

export const quotesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(apiPaths.quotes.route, { compress: false }, async (req, reply) =>
    app.catalogue.send(req, reply, 'quotes', () => listQuotes(app.db)),
  )

  app.get(apiPaths.quote.route, { schema: { params: IdParams }, compress: false }, async (req, reply) =>
    app.catalogue.send(req, reply, `quote/${req.params.id}`, () => getQuote(app.db, req.params.id)),
  )

  app.post(
    apiPaths.createQuote.route,
    { schema: { body: QuoteInput, response: { 201: Quote } }, preHandler: app.requireAdmin },
    async (req, reply) => {
      const quote = await createQuote(app.db, req.body)
      app.catalogue.bump()
      return reply.code(201).send(quote)
    },
  )

  app.delete(
    apiPaths.deleteQuote.route,
    { schema: { params: IdParams, response: { 200: QuoteDeleted } }, preHandler: app.requireAdmin },
    async (req) => {
      const deleted = await deleteQuote(app.db, req.params.id)
      app.catalogue.bump()
      return deleted
    },
  )
}
