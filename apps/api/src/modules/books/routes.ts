// Book routes (spec §7): the catalogue reads, served from the catalogue cache, and the admin's writes, each of
// which declares that it changes the catalogue, so the cache is bumped and shoppers see the change at once.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiPaths } from '@bookstore/contract/api-paths'
import {
  BOOK_LIST_MAX_LIMIT,
  Book,
  BookDetail,
  BookList,
  BookListQuery,
  LINK_HEADER,
  TOTAL_COUNT_HEADER,
} from '@bookstore/contract/schemas/book'
import { BookDeleted, BookEdit, BookInput } from '@bookstore/contract/schemas/book-input'
import { IdParams } from '@bookstore/contract/schemas/params'
import { createBook, deleteBook, editBook, getBook, listBooks, type BookPage } from './service'

/**
 * The headers of a page (ARCHITECTURE §9 "Paging"): X-Total-Count, and Link to the next and previous pages of the
 * same list (RFC 8288), as paths of this API.
 */
function pageHeaders(query: BookListQuery, page: BookPage): Record<string, string> {
  const limit = query.limit ?? BOOK_LIST_MAX_LIMIT
  const offset = query.offset ?? 0
  const { category, author, q } = query
  const at = (start: number) => apiPaths.books.href({ category, author, q, limit, offset: start })
  const links: string[] = []
  if (offset + page.books.length < page.total) links.push(`<${at(offset + limit)}>; rel="next"`)
  if (offset > 0) links.push(`<${at(Math.max(0, offset - limit))}>; rel="prev"`)
  const headers: Record<string, string> = { [TOTAL_COUNT_HEADER]: String(page.total) }
  if (links.length > 0) headers[LINK_HEADER] = links.join(', ')
  return headers
}

export const booksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.books.route,
    { schema: { querystring: BookListQuery, response: { 200: BookList } }, compress: false },
    async (req, reply) =>
      app.catalogue.sendAnswer(req, reply, apiPaths.books.href(req.query), async () => {
        const page = await listBooks(app.db, req.query)
        return { body: page.books, headers: pageHeaders(req.query, page) }
      }),
  )

  app.get(
    apiPaths.book.route,
    { schema: { params: IdParams, response: { 200: BookDetail } }, compress: false },
    async (req, reply) =>
      app.catalogue.send(req, reply, `book/${req.params.id}`, () => getBook(app.db, req.params.id)),
  )

  app.post(
    apiPaths.createBook.route,
    {
      schema: { body: BookInput, response: { 201: Book } },
      preHandler: app.requireAdmin,
      config: { changesCatalogue: true },
    },
    async (req, reply) => reply.code(201).send(await createBook(app.db, req.body)),
  )

  app.put(
    apiPaths.editBook.route,
    {
      schema: { params: IdParams, body: BookEdit, response: { 200: Book } },
      preHandler: app.requireAdmin,
      config: { changesCatalogue: true },
    },
    async (req) => editBook(app.db, req.params.id, req.body),
  )

  app.delete(
    apiPaths.deleteBook.route,
    {
      schema: { params: IdParams, response: { 200: BookDeleted } },
      preHandler: app.requireAdmin,
      config: { changesCatalogue: true },
    },
    async (req) => deleteBook(app.db, req.params.id),
  )
}
