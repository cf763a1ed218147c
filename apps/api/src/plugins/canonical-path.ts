// Every request is judged by the path it names, spelled one way (issue 13): a path with dot segments, doubled or
// encoded slashes, backslashes or percent-encoded letters reaches the same route as its plain spelling (the router
// decodes it, and better-auth normalizes its URL again), so rules that read the path (rate limits, the Origin check,
// no-store) could be side-stepped by spelling it differently. Such a request names no resource of ours: 404.

import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { DomainError, noRouteMessage } from './errors'

/** RFC 3986 §2.3: characters that never need encoding; a client that encodes one is hiding the plain spelling. */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/

/** Characters that would change how the path splits into segments once decoded. */
const SEPARATORS = new Set(['/', '\\'])

/** True when `path` (without its query) is the one spelling of itself: the router and every rule see the same. */
export function isCanonicalPath(path: string): boolean {
  if (!path.startsWith('/') || path.includes('//') || path.includes('\\')) return false
  for (const segment of path.split('/')) {
    if (segment === '.' || segment === '..') return false
  }
  for (const match of path.matchAll(/%([0-9A-Fa-f]{2})/g)) {
    const char = String.fromCharCode(Number.parseInt(match[1] ?? '', 16))
    if (UNRESERVED.test(char) || SEPARATORS.has(char)) return false
  }
  return true
}

export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      const path = request.url.split('?', 1)[0] ?? ''
      // Not the not-found handler: that one would give the SPA's page to a GET outside /api, and this path names
      // nothing, wherever it points.
      if (!isCanonicalPath(path)) {
        throw new DomainError('not_found', noRouteMessage(request.method, path), 404)
      }
    })
  },
  { name: 'canonical-path', dependencies: ['errors'] },
)
