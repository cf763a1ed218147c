// Recommendation routes (issue 16): "Readers also bought" on the book page, served from the catalogue cache like the
// book itself. Every order changes stock, which moves the catalogue version, so a stored answer never outlives the
// orders it was counted from.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiPaths } from '@bookstore/contract/api-paths'
import { BookList } from '@bookstore/contract/schemas/book'
import { IdParams } from '@bookstore/contract/schemas/params'
import { alsoBought } from './service'

export const recommendationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.alsoBought.route,
    { schema: { params: IdParams, response: { 200: BookList } }, compress: false },
    async (req, reply) =>
      app.catalogue.send(req, reply, `also-bought/${req.params.id}`, () => alsoBought(app.db, req.params.id)),
  )
}
