// Cookie-authenticated writes refuse a foreign Origin (ARCHITECTURE §9 "Security"): a POST, PUT, PATCH or DELETE
// under /api/ that carries the session cookie must come from the store's own pages, or an origin CORS_ORIGINS lists.
// /api/identity is left to better-auth, which checks Origin against the same trusted origins itself. The rule reads
// the route the request reached, never the URL as spelled: '/%61pi/orders/' reaches the orders route too (and
// canonical-path refuses it).

import type { FastifyInstance, onRequestHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import { IDENTITY_BASE_PATH } from '@bookstore/contract/api-paths'
import { DomainError } from './errors'

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

const asList = <T>(hooks: T | T[] | undefined): T[] => {
  if (hooks === undefined) return []
  return Array.isArray(hooks) ? hooks : [hooks]
}

/** better-auth's session cookie (modules/identity/auth.ts sets the prefix), with or without the __Secure- prefix. */
const SESSION_COOKIE_NAMES = new Set(['bookstore.session_token', '__Secure-bookstore.session_token'])

/**
 * Whether a Cookie header carries the session cookie as better-auth reads one: pairs split at ';', a name trimmed of
 * spaces and tabs before the first '=' (so `bookstore.session_token =…` counts too, issue 22 item 10).
 */
export function carriesSessionCookie(header: string): boolean {
  return header.split(';').some((pair) => {
    const eq = pair.indexOf('=')
    return eq !== -1 && SESSION_COOKIE_NAMES.has(pair.slice(0, eq).replace(/^[ \t]+|[ \t]+$/g, ''))
  })
}

/**
 * The origins whose pages may write with the session cookie: PUBLIC_URL's, its twin with 127.0.0.1 for localhost or
 * the reverse (ARCHITECTURE §9), and the other origins CORS_ORIGINS lists (plugins/cors.ts).
 */
export function storeOrigins(publicUrl: string, corsOrigins: readonly string[] = []): string[] {
  const url = new URL(publicUrl)
  const origins = [url.origin, ...corsOrigins]
  const twin = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' }[url.hostname]
  if (twin) {
    url.hostname = twin
    origins.push(url.origin)
  }
  return origins
}

export default fp(
  async (app: FastifyInstance, opts: { publicUrl: string; corsOrigins: readonly string[] }) => {
    const trusted = new Set(storeOrigins(opts.publicUrl, opts.corsOrigins))
    const check: onRequestHookHandler = (request, _reply, done) => {
      if (!WRITES.has(request.method)) return done()
      if (!carriesSessionCookie(request.headers.cookie ?? '')) return done()
      const origin = request.headers.origin
      // Browsers send Origin on every write; without one, a cross-site fetch still says so in Sec-Fetch-Site.
      const foreign =
        origin !== undefined ? !trusted.has(origin) : request.headers['sec-fetch-site'] === 'cross-site'
      if (foreign) done(new DomainError('forbidden', 'This request did not come from the store', 403))
      else done()
    }
    // Attached to the routes it applies to as each is registered, first of their own onRequest hooks (after the
    // app's, before an access check): write routes under /api/ outside /api/identity. Reads, and paths no route
    // answers (a 404 follows: nothing is written), pay nothing.
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method]
      if (!methods.some((method) => WRITES.has(method))) return
      const url = route.url
      if (!url.startsWith('/api/') || url.startsWith(`${IDENTITY_BASE_PATH}/`)) return
      route.onRequest = [check, ...asList(route.onRequest)]
    })
  },
  { name: 'origin-check', dependencies: ['errors', 'canonical-path'] },
)
