// Search routes (issue 16): the search box's suggestions and "Did you mean", served from the catalogue cache in the
// searches' lane (a list with a search text is GET /api/books/, books/routes.ts, which app.ts hands searchBooks).
// The catalogue's content version labels the search vocabulary: every book write moves it, and the cache reads it
// anyway, so the typed words a text stands for are kept until it moves (typed-words.ts) at no cost.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiPaths } from '@bookstore/contract/api-paths'
import {
  BookSuggestionList,
  BookSuggestQuery,
  DidYouMean,
  DidYouMeanQuery,
} from '@bookstore/contract/schemas/book'
import { didYouMean } from './did-you-mean'
import { suggestBooks } from './suggestions'

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.bookSuggestions.route,
    { schema: { querystring: BookSuggestQuery, response: { 200: BookSuggestionList } }, compress: false },
    async (req, reply) =>
      app.catalogue.send(
        req,
        reply,
        apiPaths.bookSuggestions.href(req.query.q ?? ''),
        () => suggestBooks(app.db, req.query.q, app.catalogue.contentVersion),
        'searches',
      ),
  )

  app.get(
    apiPaths.didYouMean.route,
    { schema: { querystring: DidYouMeanQuery, response: { 200: DidYouMean } }, compress: false },
    async (req, reply) =>
      app.catalogue.send(
        req,
        reply,
        apiPaths.didYouMean.href(req.query.q ?? ''),
        () => didYouMean(app.db, req.query.q),
        'searches',
      ),
  )
}
