// The checkout's price routes (issue 39 item 2), open to anyone with a cart: the countries and regions shipped to,
// and a cart's quote. A quote is cheap (rules in memory, answers kept by content) and bounded per client
// (QUOTE_CLIENT_LIMIT): a shopper asks a few per checkout, as her address and method change.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiPaths } from '@bookstore/contract/api-paths'
import { CheckoutOptions, CheckoutQuote, QuoteBody } from '@bookstore/contract/schemas/checkout'
import type { Limit } from '@/plugins/rate-limits'
import { checkoutOptions } from './options'
import { QuoteCache, quoteOf } from './quote'

/** Quotes a minute per client address: far above a checkout's needs, far below what would load the database. */
export const QUOTE_CLIENT_LIMIT: Limit = { name: 'quotes-client', max: 120, windowMs: 60_000 }

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = new QuoteCache()

  app.get(apiPaths.checkoutOptions.route, { schema: { response: { 200: CheckoutOptions } } }, async () =>
    checkoutOptions(await app.storeSettings.current()),
  )

  app.post(
    apiPaths.checkoutQuote.route,
    {
      schema: { body: QuoteBody, response: { 200: CheckoutQuote } },
      ...app.attemptGuard({
        perIp: QUOTE_CLIENT_LIMIT,
        onlyFailures: false,
        refusal: 'Too many quotes for now.',
      }),
    },
    async (req) => quoteOf(app.db, await app.storeSettings.current(), app.catalogue.etag, req.body, cache),
  )
}
