// Static files: the built SPA (hashed assets cached for a year, index.html revalidated), stored covers at /covers/,
// and the not-found rule: unknown /api paths answer 404 JSON, any other unknown GET gets the SPA's index.html.
// It owns the app's one not-found handler because only it knows which unknown paths belong to the SPA; a route that
// finds nothing to answer (the identity mount, for an endpoint better-auth does not have) hands over to it with
// reply.callNotFound(). Build internals (dot-directories such as .vite/ with its manifest, source maps) are never
// served: they answer as unknown paths.

import { existsSync } from 'node:fs'
import { mkdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import { COVERS_PREFIX } from '@bookstore/contract/api-paths'
import { noRouteMessage, sendError } from './errors'
import { homePreloadLinks } from './home-preload'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const ASSETS_PREFIX = '/assets/'

/**
 * A file of the web build that no page loads: anything under a dot-directory or named with a dot (the Vite manifest
 * in .vite/, which home-preload.ts reads from disk) and source maps, plain or precompressed.
 */
export function isBuildInternal(pathname: string): boolean {
  return pathname.split('/').some((segment) => segment.startsWith('.')) || /\.map(\.br|\.gz)?$/.test(pathname)
}

export interface StaticSpaOptions {
  webDistDir: string
  coversDir: string
}

export default fp(
  async (app: FastifyInstance, opts: StaticSpaOptions) => {
    const indexFile = path.join(opts.webDistDir, 'index.html')
    const indexHtml = existsSync(indexFile) ? await readFile(indexFile) : undefined
    if (!indexHtml) app.log.warn(`No built web app at ${opts.webDistDir}: serving the API only`)

    await mkdir(opts.coversDir, { recursive: true })
    await app.register(fastifyStatic, {
      root: opts.coversDir,
      prefix: COVERS_PREFIX,
      index: false,
      cacheControl: false,
      // Cover names never change content: demo covers are written once, uploads get fresh random names.
      setHeaders: (res) => res.setHeader('Cache-Control', IMMUTABLE),
    })

    const sendIndex = (reply: FastifyReply) =>
      reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indexHtml)

    if (indexHtml) {
      // The root is the SPA's page, not a directory listing; it tells the browser what it paints first.
      const homeLinks = homePreloadLinks(opts.webDistDir)
      app.get('/', (_request, reply) => {
        if (homeLinks) reply.header('Link', homeLinks)
        return sendIndex(reply)
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
        return sendIndex(reply)
      }
      return sendError(reply, 404, 'not_found', noRouteMessage(request.method, url))
    })
  },
  { name: 'static-spa' },
)
