// CORS for the origins CORS_ORIGINS lists (issue 25): their pages may call /api with the shopper's cookie and read
// what the store's own pages read (the paging headers, Retry-After), and show covers. A listed Origin is echoed with
// credentials allowed; a preflight (OPTIONS /api/… with Access-Control-Request-Method) from one is answered 204 here,
// before any route, as a browser sends it without cookies or Authorization. Any other Origin gets no CORS header and
// its preflight goes on to the not-found handler (404), as with no origins listed; the Origin check (origin-check.ts)
// and better-auth accept listed origins for cookie writes. With no origins listed this plugin adds nothing.

import type { FastifyInstance, FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import { COVERS_PREFIX } from '@bookstore/contract/api-paths'
import { SEARCH_CORRECTED_HEADER } from '@bookstore/contract/schemas/book'
import {
  LINK_HEADER,
  TOTAL_COUNT_CAPPED_HEADER,
  TOTAL_COUNT_HEADER,
} from '@bookstore/contract/schemas/paging'
import { REQUEST_ID_HEADER } from './request-id'

/** What a listed origin's page may send: the API's methods and the two headers the web client sets. */
export const CORS_METHODS = 'GET, HEAD, POST, PUT, DELETE'
export const CORS_REQUEST_HEADERS = 'authorization, content-type'
/**
 * Headers a listed origin's script may read beyond the safelisted ones: a list's paging, a search's correction, a
 * 429's wait, the id.
 */
export const CORS_EXPOSED_HEADERS = [
  TOTAL_COUNT_HEADER,
  TOTAL_COUNT_CAPPED_HEADER,
  LINK_HEADER,
  SEARCH_CORRECTED_HEADER,
  'Retry-After',
  REQUEST_ID_HEADER,
].join(', ')
/** How long a browser may reuse a preflight's answer (Chromium caps it at 2 hours). */
export const CORS_MAX_AGE_SECONDS = 600

/** Adds `name` to the answer's Vary header, keeping what it already names. */
function addVary(reply: FastifyReply, name: string): void {
  const current = reply.getHeader('vary')
  const names = typeof current === 'string' ? current.split(',').map((part) => part.trim()) : []
  if (!names.some((part) => part.toLowerCase() === name.toLowerCase() || part === '*')) {
    reply.header('vary', [...names.filter((part) => part !== ''), name].join(', '))
  }
}

/** Whether a request's path is the API's or a cover's (canonical-path has refused any other spelling already). */
function scopeOf(url: string): { isApi: boolean; isCover: boolean } {
  const path = url.split('?', 1)[0] ?? ''
  return { isApi: path === '/api' || path.startsWith('/api/'), isCover: path.startsWith(COVERS_PREFIX) }
}

export interface CorsOptions {
  /** CORS_ORIGINS, normalized (cors-origins.ts); [] = the store's own pages only. */
  origins: readonly string[]
}

export default fp(
  async (app: FastifyInstance, opts: CorsOptions) => {
    if (opts.origins.length === 0) return
    const listed = new Set(opts.origins)
    app.addHook('onRequest', (request, reply, done) => {
      const { isApi, isCover } = scopeOf(request.url)
      if (!isApi && !isCover) return done()
      // A listed origin's pages show covers (security-headers.ts keeps every other answer to same-origin).
      if (isCover) reply.header('cross-origin-resource-policy', 'cross-origin')
      const origin = request.headers.origin
      if (origin === undefined || !listed.has(origin)) return done()
      reply
        .header('access-control-allow-origin', origin)
        .header('access-control-allow-credentials', 'true')
        .header('access-control-expose-headers', CORS_EXPOSED_HEADERS)
      if (
        isApi &&
        request.method === 'OPTIONS' &&
        request.headers['access-control-request-method'] !== undefined
      ) {
        // Answered here: not calling done() ends the request with this reply.
        void reply
          .code(204)
          .header('access-control-allow-methods', CORS_METHODS)
          .header('access-control-allow-headers', CORS_REQUEST_HEADERS)
          .header('access-control-max-age', String(CORS_MAX_AGE_SECONDS))
          .send()
        return
      }
      done()
    })
    // The answer differs by Origin: a shared cache must not hand one origin's answer to another. Added once the
    // handler has set its own Vary (catalogue answers name Accept-Encoding).
    app.addHook('onSend', (request, reply, payload, done) => {
      const { isApi, isCover } = scopeOf(request.url)
      if (isApi || isCover) addVary(reply, 'Origin')
      done(null, payload)
    })
  },
  { name: 'cors', dependencies: ['canonical-path', 'security-headers'] },
)
