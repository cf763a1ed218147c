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

/** A URL's path, without its query. */
export function pathOf(url: string): string {
  const query = url.indexOf('?')
  return query === -1 ? url : url.slice(0, query)
}

/** Whether a segment of `path` is '.' or '..' (a '/.' followed by the segment's end, or by another '.' and its end). */
function hasDotSegment(path: string): boolean {
  for (let at = path.indexOf('/.'); at !== -1; at = path.indexOf('/.', at + 1)) {
    const next = path.charCodeAt(at + 2)
    // '/' or the end after '/.'; or '.' then '/' or the end after it.
    if (Number.isNaN(next) || next === 47) return true
    if (next === 46) {
      const after = path.charCodeAt(at + 3)
      if (Number.isNaN(after) || after === 47) return true
    }
  }
  return false
}

/** True when `path` (without its query) is the one spelling of itself: the router and every rule see the same. */
export function isCanonicalPath(path: string): boolean {
  if (!path.startsWith('/') || path.includes('//') || path.includes('\\')) return false
  if (hasDotSegment(path)) return false
  // Most paths hold no escape at all.
  if (!path.includes('%')) return true
  for (const match of path.matchAll(/%([0-9A-Fa-f]{2})/g)) {
    const char = String.fromCharCode(Number.parseInt(match[1] ?? '', 16))
    if (UNRESERVED.test(char) || SEPARATORS.has(char)) return false
  }
  return true
}

export default fp(
  async (app: FastifyInstance) => {
    // A callback hook, not an async one: no promise per request.
    app.addHook('onRequest', (request, _reply, done) => {
      const path = pathOf(request.url)
      // Not the not-found handler: that one would give the SPA's page to a GET outside /api, and this path names
      // nothing, wherever it points.
      if (isCanonicalPath(path)) done()
      else done(new DomainError('not_found', noRouteMessage(request.method, path), 404))
    })
  },
  { name: 'canonical-path', dependencies: ['errors'] },
)
