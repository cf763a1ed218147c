// No cache keeps a private answer (issue 13): every answer of the orders, real-users, identity, admin and admin-auth
// paths says Cache-Control: no-store, successes and errors alike. One onSend hook decides by the routed path (the
// route's pattern, so no spelling of a URL escapes it; the request's path when nothing matched), and runs after
// every handler, the identity mount's copy of better-auth's headers included.

import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { IDENTITY_BASE_PATH } from '@bookstore/contract/api-paths'
import { isCanonicalPath, pathOf } from './canonical-path'

/** Path prefixes whose answers are a shopper's or an admin's own: each one itself or anything below it. */
const PRIVATE_PREFIXES = [
  '/api/orders',
  '/api/real-users',
  IDENTITY_BASE_PATH,
  '/api/admin',
  '/api/auth',
  // Issue 24: a shopper's account and wishlist, and an order's state through its emailed tracking link.
  '/api/account',
  '/api/wishlist',
  '/api/track',
]

/** True for a path (or route pattern) under one of the private prefixes; /api/identity-config is not one. */
export function isPrivatePath(path: string): boolean {
  return PRIVATE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
}

/**
 * The path a request was routed by: its route's pattern, or its path when nothing matched. A path spelled the one way
 * (canonical-path.ts, no escape in it) routes as it reads, so it is read as it is; only another spelling asks for the
 * route's pattern (request.routeOptions builds an object on every read).
 */
function routedPathOf(request: FastifyRequest): string {
  const path = pathOf(request.url)
  if (!path.includes('%') && isCanonicalPath(path)) return path
  return request.routeOptions.url ?? path
}

export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', (request, reply, payload, done) => {
      if (isPrivatePath(routedPathOf(request))) void reply.header('Cache-Control', 'no-store')
      done(null, payload)
    })
  },
  { name: 'no-store' },
)
