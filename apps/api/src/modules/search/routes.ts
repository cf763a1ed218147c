// Search routes (issue 16): the search box's suggestions and "Did you mean", served from the catalogue cache in the
// searches' lane; and the list of a search text, which GET /api/books/ (books/routes.ts) is handed by app.ts.

import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiPaths } from '@bookstore/contract/api-paths'
import {
  BookSuggestionList,
  BookSuggestQuery,
  DidYouMean,
  DidYouMeanQuery,
} from '@bookstore/contract/schemas/book'
import type { ListSearch } from '@/modules/books'
import { didYouMean } from './did-you-mean'
import { searchBooks } from './searched-list'
import { suggestBooks } from './suggestions'

/**
 * The label of an app's search vocabulary (the words of the headings, which typed words are looked up in): its
 * catalogue's content version. Every book write moves it, and the catalogue cache reads it anyway, so the typed
 * words of a text are kept until it moves (typed-words.ts) at no cost.
 */
const vocabularyOf = (app: FastifyInstance): string | undefined => app.catalogue.contentVersion

/** The list of a search text on this app's database (for books/routes.ts, which never imports search). */
export const listSearchOf =
  (app: FastifyInstance): ListSearch =>
  (query) =>
    searchBooks(app.db, query, vocabularyOf(app))

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.bookSuggestions.route,
    { schema: { querystring: BookSuggestQuery, response: { 200: BookSuggestionList } }, compress: false },
    async (req, reply) =>
      app.catalogue.send(
        req,
        reply,
        apiPaths.bookSuggestions.href(req.query.q ?? ''),
        () => suggestBooks(app.db, req.query.q, vocabularyOf(app)),
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
