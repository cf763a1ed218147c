// Book routes (spec §7): the catalogue reads, served from the catalogue cache.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiPaths } from '@bookstore/contract/api-paths'
import { BookListQuery } from '@bookstore/contract/schemas/book'
import { IdParams } from '@bookstore/contract/schemas/params'
import { getBook, listBooks } from './service'

export const booksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.books.route,
    { schema: { querystring: BookListQuery }, compress: false },
    async (req, reply) => {
      const { category, author, limit, offset } = req.query
      const key = `books?category=${category ?? ''}&author=${author ?? ''}&limit=${limit ?? ''}&offset=${offset ?? ''}`
      return app.catalogue.send(req, reply, key, () => listBooks(app.db, req.query))
    },
  )

  app.get(apiPaths.book.route, { schema: { params: IdParams }, compress: false }, async (req, reply) =>
    app.catalogue.send(req, reply, `book/${req.params.id}`, () => getBook(app.db, req.params.id)),
  )
}
