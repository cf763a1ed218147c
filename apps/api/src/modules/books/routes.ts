// Book routes (spec §7): the catalogue reads, served from the catalogue cache, and the admin's writes, each of
// which declares that it changes the catalogue, so the cache is bumped and shoppers see the change at once. A list
// with a search text is the search module's, handed in by app.ts (suggestions: search/routes.ts); its answer says
// in X-Search-Corrected when misspelt words were answered by their look-alikes (issue 27).

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiPaths } from '@bookstore/contract/api-paths'
import {
  Book,
  BOOK_SEARCH_MAX_OFFSET,
  BookDetail,
  BookList,
  BookListQuery,
  rankedByRelevance,
  SEARCH_CORRECTED_HEADER,
} from '@bookstore/contract/schemas/book'
import { BookDeleted, BookEdit, BookInput } from '@bookstore/contract/schemas/book-input'
import { LIST_MAX_OFFSET } from '@bookstore/contract/schemas/paging'
import { IdParams } from '@bookstore/contract/schemas/params'
import { pageAnswer } from '@/http/paging'
import { sendError } from '@/plugins/errors'
import { listBooks, type ListSearch } from './list'
import { listAnswer } from './list-answer'
import { cursorSortOf, decodeCursor } from './list-cursor'
import { createBook, deleteBook, editBook, getBook } from './service'

export interface BooksRoutesOptions {
  /** The list of a search text: the search module's (search/routes.ts listSearchOf), handed in by app.ts. */
  search: ListSearch
}

export const booksRoutes: FastifyPluginAsyncZod<BooksRoutesOptions> = async (app, { search }) => {
  app.get(
    apiPaths.books.route,
    { schema: { querystring: BookListQuery, response: { 200: BookList } }, compress: false },
    async (req, reply) => {
      // A plain list's next page is read after its keyset cursor (list-cursor.ts); one that is not this order's: 400.
      const cursor =
        req.query.after === undefined
          ? undefined
          : decodeCursor(req.query.after, cursorSortOf(req.query.sort))
      if (cursor !== undefined && 'error' in cursor) return sendError(reply, 400, 'validation', cursor.error)
      return app.catalogue.sendAnswer(
        req,
        reply,
        apiPaths.books.href(req.query),
        async () => {
          const { limit, offset, after, ...filters } = req.query
          if (req.query.q === undefined)
            return listAnswer(
              filters,
              { limit, offset, after },
              await listBooks(app.db, req.query, search, cursor),
            )
          const { books, total, corrected } = await listBooks(app.db, req.query, search)
          const answer = pageAnswer(
            { limit, offset },
            { items: books, total },
            (window) => apiPaths.books.href({ ...filters, ...window }),
            rankedByRelevance(filters) ? BOOK_SEARCH_MAX_OFFSET : LIST_MAX_OFFSET,
          )
          // Kept with the stored answer as the paging headers are; the text is the client's, hence encoded.
          if (corrected !== undefined) answer.headers[SEARCH_CORRECTED_HEADER] = encodeURIComponent(corrected)
          return answer
        },
        req.query.q === undefined ? 'pages' : 'searches',
      )
    },
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
      onRequest: app.requireAdmin,
      config: { changesCatalogue: true },
    },
    async (req, reply) => reply.code(201).send(await createBook(app.db, req.body)),
  )

  app.put(
    apiPaths.editBook.route,
    {
      schema: { params: IdParams, body: BookEdit, response: { 200: Book } },
      onRequest: app.requireAdmin,
      config: { changesCatalogue: true },
    },
    async (req) => editBook(app.db, req.params.id, req.body),
  )

  app.delete(
    apiPaths.deleteBook.route,
    {
      schema: { params: IdParams, response: { 200: BookDeleted } },
      onRequest: app.requireAdmin,
      config: { changesCatalogue: true },
    },
    async (req) => deleteBook(app.db, req.params.id),
  )
}
