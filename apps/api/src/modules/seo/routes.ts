// GET /robots.txt, /sitemap.xml (the index), /sitemaps/pages.xml and /sitemaps/books-{n}.xml (issue 25, item 3).
// Every answer may be kept an hour by any cache; the sitemap's carry an ETag of the catalogue's version (the same on
// every process), so a crawler's repeat read is a 304 that touches no table. A books page streams from the database
// (book-pages.ts), a few at once per process and a bounded number per client (sitemap-limits.ts).

import { Readable } from 'node:stream'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { SitemapBooksParams, sitemapPageOf } from '@bookstore/contract/schemas/sitemap'
import type { WorkQueue } from '@/http/work-queue'
import { DomainError } from '@/plugins/errors'
import { clientKey } from '@/plugins/rate-limits'
import { bookPageXml, countBookPages, SITEMAP_BOOKS_PER_PAGE } from './book-pages'
import { robotsText } from './robots'
import { sitemapAttempts, sitemapStreams } from './sitemap-limits'
import { pagesUrlset, sitemapIndex } from './sitemap-xml'

export const SEO_PATHS = {
  robots: '/robots.txt',
  sitemap: '/sitemap.xml',
  pages: '/sitemaps/pages.xml',
  books: '/sitemaps/:file',
} as const

export interface SeoOptions {
  /** PUBLIC_URL: every URL listed starts with it. */
  publicUrl: string
  /** Books per sitemap file: SITEMAP_BOOKS_PER_PAGE unless a test wants a few. */
  booksPerPage?: number
}

const CACHE_CONTROL = 'public, max-age=3600'
const XML = 'application/xml; charset=utf-8'

/**
 * The sitemap's ETag: the catalogue's version and its last edit (a book's lastmod), without the stock period (stock
 * is not in a sitemap).
 */
async function sitemapEtag(app: FastifyInstance): Promise<string> {
  const state = app.catalogue.version.current ?? (await app.catalogue.version.refresh())
  return `W/"sitemap-${state.epoch.replaceAll('-', '').slice(0, 12)}-${state.version}-${state.edit}"`
}

/** Whether the client's copy (If-None-Match) is the current one. */
const isCurrent = (request: FastifyRequest, etag: string): boolean =>
  request.headers['if-none-match'] === etag

/** An XML answer any cache may keep an hour, labelled with the version it was read under (errors are not). */
const cacheable = (reply: FastifyReply, etag: string): FastifyReply =>
  reply.header('Cache-Control', CACHE_CONTROL).header('ETag', etag).type(XML)

/** Takes a place in `queue` for `owner` (503 or 429 when refused); the function returned gives it back. */
const holdPlace = (queue: WorkQueue, reply: FastifyReply, owner: string): Promise<() => void> =>
  new Promise((resolve, reject) => {
    queue.run(reply, () => new Promise<void>((done) => resolve(() => done())), owner).catch(reject)
  })

export const seoRoutes: FastifyPluginAsyncZod<SeoOptions> = async (app, opts) => {
  const perPage = opts.booksPerPage ?? SITEMAP_BOOKS_PER_PAGE
  const streams = sitemapStreams()
  const robots = robotsText(opts.publicUrl)
  const pages = pagesUrlset(opts.publicUrl)

  app.get(SEO_PATHS.robots, async (_request, reply) =>
    reply.header('Cache-Control', CACHE_CONTROL).type('text/plain; charset=utf-8').send(robots),
  )

  app.get(SEO_PATHS.sitemap, async (request, reply) => {
    const etag = await sitemapEtag(app)
    if (isCurrent(request, etag)) return cacheable(reply, etag).code(304).send()
    const index = sitemapIndex(opts.publicUrl, await countBookPages(app.db, perPage))
    return cacheable(reply, etag).send(index)
  })

  app.get(SEO_PATHS.pages, async (request, reply) => {
    const etag = await sitemapEtag(app)
    if (isCurrent(request, etag)) return cacheable(reply, etag).code(304).send()
    return cacheable(reply, etag).send(pages)
  })

  app.get(
    SEO_PATHS.books,
    { schema: { params: SitemapBooksParams }, ...sitemapAttempts(app) },
    async (request, reply) => {
      const page = sitemapPageOf(request.params.file)
      const etag = await sitemapEtag(app)
      if (isCurrent(request, etag)) return cacheable(reply, etag).code(304).send()
      if (page > (await countBookPages(app.db, perPage))) {
        throw new DomainError('not_found', 'No such sitemap page', 404)
      }
      // HEAD sends no body: nothing to stream, no place taken (a stream never read would hold its place).
      if (request.method === 'HEAD') return cacheable(reply, etag).send()
      const release = await holdPlace(streams, reply, clientKey(request.ip))
      const xml = Readable.from(bookPageXml(app.db, { publicUrl: opts.publicUrl, page, perPage }))
      // The place is given back when the page has left or the client went (the stream is then destroyed).
      xml.once('close', release)
      reply.raw.once('close', release)
      reply.raw.once('finish', release)
      return cacheable(reply, etag).send(xml)
    },
  )
}
