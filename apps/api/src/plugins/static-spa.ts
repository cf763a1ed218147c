// Static files: the built SPA (hashed assets cached for a year, index.html revalidated), stored covers at /covers/
// (read from the file store, wherever it keeps them; cached for ever, revalidated by ETag), and the not-found rule:
// unknown /api paths answer 404 JSON, any other unknown GET gets the SPA's index.html.
// It owns the app's one not-found handler because only it knows which unknown paths belong to the SPA; a route that
// finds nothing to answer (the identity mount, for an endpoint better-auth does not have) hands over to it with
// reply.callNotFound(). Build internals (dot-directories such as .vite/ with its manifest, source maps) are never
// served: they answer as unknown paths.

import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { COVERS_PREFIX } from '@bookstore/contract/api-paths'
import type { FileStore, StoredFile } from '@/db/files/file-store'
import { noRouteMessage, sendError } from './errors'
import { PAGE_RENDER_LIMIT } from './rate-limits'
import { homePreloadLinks } from '@/http/home-preload'
import { createPageRenderer } from '@/http/page-renderer'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const ASSETS_PREFIX = '/assets/'

/**
 * A file of the web build that no page loads: anything under a dot-directory or named with a dot (the Vite manifest
 * in .vite/, which scripts/bundle-report.js reads) and source maps, plain or precompressed.
 */
export function isBuildInternal(pathname: string): boolean {
  return pathname.split('/').some((segment) => segment.startsWith('.')) || /\.map(\.br|\.gz)?$/.test(pathname)
}

/** Whether the client's copy is the stored file (RFC 9110 §13.1: If-None-Match first, else If-Modified-Since). */
export function isFresh(request: FastifyRequest, file: StoredFile): boolean {
  const noneMatch = request.headers['if-none-match']
  if (noneMatch !== undefined) {
    // Weak comparison: a W/ prefix does not matter for a GET.
    const tags = noneMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''))
    return tags.includes('*') || tags.includes(file.etag)
  }
  const modifiedSince = Date.parse(request.headers['if-modified-since'] ?? '')
  // HTTP dates have whole seconds.
  return !Number.isNaN(modifiedSince) && Math.floor(file.storedAt.getTime() / 1000) * 1000 <= modifiedSince
}

export interface StaticSpaOptions {
  webDistDir: string
  /** Where stored covers, portraits and banners are read from (db/files/open-file-store.ts). */
  files: FileStore
  /** PUBLIC_URL: the pages' canonical and Open Graph URLs start with it. */
  publicUrl: string
}

export default fp(
  async (app: FastifyInstance, opts: StaticSpaOptions) => {
    const indexFile = path.join(opts.webDistDir, 'index.html')
    const indexHtml = existsSync(indexFile) ? await readFile(indexFile) : undefined
    if (!indexHtml) app.log.warn(`No built web app at ${opts.webDistDir}: serving the API only`)

    // Stored names never change content: demo images are written once, uploads get fresh random names.
    app.get(`${COVERS_PREFIX}*`, async (request, reply) => {
      const name = (request.params as Record<string, string | undefined>)['*'] ?? ''
      // get() knows no file for a name with a separator, a leading dot or '..': never a path out of the store.
      const file = await opts.files.get(name)
      if (!file) return reply.callNotFound()
      reply
        .header('Cache-Control', IMMUTABLE)
        .header('ETag', file.etag)
        .header('Last-Modified', file.storedAt.toUTCString())
      if (isFresh(request, file)) return reply.code(304).send()
      return reply.type(file.contentType).send(file.bytes)
    })

    // Each page with its own head, and book, category and home pages with their content (http/page-renderer.ts).
    const renderer = indexHtml
      ? await createPageRenderer(app, {
          ...opts,
          indexHtml: indexHtml.toString('utf8'),
          // Without the limits plugin (tests of this plugin alone) nothing is counted.
          mayRender: (request) =>
            app.hasDecorator('withinLimit')
              ? app.withinLimit(PAGE_RENDER_LIMIT, request)
              : Promise.resolve(true),
        })
      : undefined

    const sendHtml = (reply: FastifyReply, html: Buffer | string | undefined) =>
      reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html)

    const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!renderer || request.method !== 'GET') return sendHtml(reply, indexHtml)
      try {
        const page = await renderer.page(request)
        return page ? sendHtml(reply.code(page.status), page.html) : sendHtml(reply, indexHtml)
      } catch (error) {
        // A page that cannot be rendered here is still the app: the browser renders it.
        request.log.error({ err: error, url: request.url }, 'page render failed; sending the app shell')
        return sendHtml(reply, indexHtml)
      }
    }

    if (indexHtml) {
      // The root is the SPA's page, not a directory listing; it tells the browser what it paints first.
      const homeLinks = homePreloadLinks()
      app.get('/', (request, reply) => {
        reply.header('Link', homeLinks)
        return sendIndex(request, reply)
      })
      await app.register(fastifyStatic, {
        root: opts.webDistDir,
        prefix: '/',
        index: false,
        decorateReply: false,
        allowedPath: (pathname) => !isBuildInternal(pathname),
        // The web build writes .br and .gz beside each asset (apps/web/precompress.js).
        preCompressed: true,
        cacheControl: false,
        setHeaders: (res, filePath) => {
          const hashed = filePath.startsWith(path.join(opts.webDistDir, ASSETS_PREFIX))
          res.setHeader('Cache-Control', hashed ? IMMUTABLE : 'no-cache')
          res.setHeader('Vary', 'Accept-Encoding')
        },
      })
    }

    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '/'
      const isApi = url === '/api' || url.startsWith('/api/')
      const isFile = url.startsWith(COVERS_PREFIX) || url.startsWith(ASSETS_PREFIX)
      const isRead = request.method === 'GET' || request.method === 'HEAD'
      if (indexHtml && isRead && !isApi && !isFile) {
        return sendIndex(request, reply)
      }
      return sendError(reply, 404, 'not_found', noRouteMessage(request.method, url))
    })
  },
  { name: 'static-spa' },
)
