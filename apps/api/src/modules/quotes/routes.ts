// Quote routes (spec §7): the quote reads (the list paged and filtered by content, issue 15), served from the
// catalogue cache, and the admin's writes, each of which declares that it changes the catalogue, so the cache is bumped.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiPaths } from '@bookstore/contract/api-paths'
import { IdParams } from '@bookstore/contract/schemas/params'
import { Quote, QuoteList, QuoteListQuery } from '@bookstore/contract/schemas/quote'
import { QuoteDeleted, QuoteInput } from '@bookstore/contract/schemas/quote-input'
import { pageAnswer } from '@/http/paging'
import { createQuote, deleteQuote, getQuote, listQuotes } from './service'

export const quotesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.quotes.route,
    { schema: { querystring: QuoteListQuery, response: { 200: QuoteList } }, compress: false },
    async (req, reply) =>
      app.catalogue.sendAnswer(
        req,
        reply,
        apiPaths.quotes.href(req.query),
        async () =>
          pageAnswer(req.query, await listQuotes(app.db, req.query), (window) =>
            apiPaths.quotes.href({ q: req.query.q, sort: req.query.sort, ...window }),
          ),
        req.query.q === undefined ? 'pages' : 'searches',
      ),
  )

  app.get(
    apiPaths.quote.route,
    { schema: { params: IdParams, response: { 200: Quote } }, compress: false },
    async (req, reply) =>
      app.catalogue.send(req, reply, `quote/${req.params.id}`, () => getQuote(app.db, req.params.id)),
  )

  app.post(
    apiPaths.createQuote.route,
    {
      schema: { body: QuoteInput, response: { 201: Quote } },
      onRequest: app.requireAdmin,
      config: { changesCatalogue: true },
    },
    async (req, reply) => reply.code(201).send(await createQuote(app.db, req.body)),
  )

  app.delete(
    apiPaths.deleteQuote.route,
    {
      schema: { params: IdParams, response: { 200: QuoteDeleted } },
      onRequest: app.requireAdmin,
      config: { changesCatalogue: true },
    },
    async (req) => deleteQuote(app.db, req.params.id),
  )
}
