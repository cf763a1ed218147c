// Who is calling: the signed-in shopper (identity session cookie) and the admin (bearer token, issue 6); together
// the request's Actor, which a route reads with actorOf(request) and hands to its service (vocabulary:
// modules/identity/routes.ts). Routes state their rule with an onRequest hook (STYLE §1): requireShopper,
// optionalShopper, requireAdmin, requireShopperOrAdmin. onRequest runs before the body is read and validated, so a
// caller without the right gets 401/403 before any 400 about the body, and an upload is not read for nobody; a route
// that names a check in a later hook is refused when it is registered. The session is read by the `shopperOf` option, which app.ts
// builds from the identity module's better-auth instance (plugins do not import modules).
// An admin token counts while its admin exists, its generation is the admin's current one (set-password bumps it)
// and its jti was not revoked by a logout: all read in one query, in the database that every process shares.

import { eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { admins, revokedAdminTokens } from '@/db/schema'
import { AdminTokens, bearerToken, type AdminTokenClaims } from '@/security/admin-token'
import { DomainError } from './errors'

export interface AccessOptions {
  /** Signs and verifies admin tokens (the UTF-8 bytes of AUTH_SECRET are the HS256 key). */
  authSecret: string
  adminTokenTtlSeconds: number
  /** The shopper a request's session cookie names, or null (the identity module's sessionShopper). */
  shopperOf: (request: FastifyRequest) => Promise<Shopper | null>
}

/** The signed-in person: her uid (the spec's), email, username and name. */
export interface Shopper {
  uid: string
  email: string
  username: string
  name: string
}

/** Who asks: the signed-in shopper (if any) and whether an admin token came with the request. */
export interface Actor {
  shopper: Shopper | null
  isAdmin: boolean
}

/** The actor of a request, as its access preHandler found it. */
export const actorOf = (request: FastifyRequest): Actor => ({
  shopper: request.shopper,
  isAdmin: request.isAdmin,
})

type AccessCheck = (request: FastifyRequest) => Promise<void>

declare module 'fastify' {
  interface FastifyInstance {
    /** 401 unless a valid session cookie names a shopper; sets request.shopper. */
    requireShopper: AccessCheck
    /** Sets request.shopper when a session cookie names one, else leaves it null. */
    optionalShopper: AccessCheck
    /** 401 without a bearer token or with an expired one, 403 unless it is a valid admin token; sets isAdmin. */
    requireAdmin: AccessCheck
    /** An admin, or else a signed-in shopper (the route then checks whose record it is). */
    requireShopperOrAdmin: AccessCheck
    /** Signs admin tokens (the login route) and verifies them (the checks above). */
    adminTokens: AdminTokens
  }
  interface FastifyRequest {
    shopper: Shopper | null
    isAdmin: boolean
    /** The admin token that requireAdmin accepted (read it with verifiedAdminToken). */
    adminToken: AdminTokenClaims | null
  }
}

/** What an Authorization header says about the caller. */
type AdminCheck = 'admin' | 'no-token' | 'expired' | 'revoked' | 'unknown-admin' | 'invalid'

/** The admin token requireAdmin accepted for this request (a route without requireAdmin gets 401). */
export function verifiedAdminToken(request: FastifyRequest): AdminTokenClaims {
  if (!request.adminToken) throw new DomainError('unauthorized', 'An admin token is required', 401)
  return request.adminToken
}

export default fp(
  async (app: FastifyInstance, opts: AccessOptions) => {
    app.decorateRequest('shopper', null)
    app.decorateRequest('isAdmin', false)
    app.decorateRequest('adminToken', null)
    const currentGeneration = async (adminId: string) => {
      const [row] = await app.db
        .select({ generation: admins.tokenGeneration })
        .from(admins)
        .where(eq(admins.id, adminId))
      return row?.generation
    }
    const adminTokens = new AdminTokens(opts.authSecret, opts.adminTokenTtlSeconds, currentGeneration)
    app.decorate('adminTokens', adminTokens)

    const checkAdmin = async (request: FastifyRequest): Promise<AdminCheck> => {
      const token = bearerToken(request.headers.authorization)
      if (token === undefined) return 'no-token'
      const check = await adminTokens.verify(token)
      if (!check.ok) return check.reason === 'stale' ? 'revoked' : check.reason
      const { adminId, jti, generation } = check.token
      const [row] = await app.db
        .select({ generation: admins.tokenGeneration, revokedJti: revokedAdminTokens.jti })
        .from(admins)
        .leftJoin(revokedAdminTokens, eq(revokedAdminTokens.jti, jti))
        .where(eq(admins.id, adminId))
      // An admin account removed since the token was issued no longer counts.
      if (!row) return 'unknown-admin'
      if (row.revokedJti !== null || row.generation !== generation) return 'revoked'
      request.isAdmin = true
      request.adminToken = check.token
      return 'admin'
    }

    const requireShopper: AccessCheck = async (request) => {
      request.shopper = await opts.shopperOf(request)
      if (!request.shopper) throw new DomainError('unauthorized', 'Sign in first', 401)
    }

    // Issue 6: 401 without a token (and for one of ours that expired, was revoked or whose admin is gone: log in
    // again), 403 for any other token (forged, alg none, not an admin's).
    const requireAdmin: AccessCheck = async (request) => {
      const check = await checkAdmin(request)
      if (check === 'admin') return
      if (check === 'no-token') throw new DomainError('unauthorized', 'An admin token is required', 401)
      if (check === 'expired') {
        throw new DomainError('unauthorized', 'The admin token has expired. Please log in again.', 401)
      }
      if (check === 'revoked') {
        throw new DomainError('unauthorized', 'The admin token has been revoked. Please log in again.', 401)
      }
      if (check === 'unknown-admin') {
        throw new DomainError('unauthorized', 'This admin account no longer exists', 401)
      }
      throw new DomainError('forbidden', 'Only an admin may do this', 403)
    }

    app.decorate('requireShopper', requireShopper)
    app.decorate('optionalShopper', async (request: FastifyRequest) => {
      request.shopper = await opts.shopperOf(request)
    })
    app.decorate('requireAdmin', requireAdmin)
    // The web client sends a stored admin token with every call: one that is stale or not an admin's leaves a
    // shopper's session to decide.
    app.decorate('requireShopperOrAdmin', async (request: FastifyRequest) => {
      if ((await checkAdmin(request)) === 'admin') return
      await requireShopper(request)
    })

    // Who may ask is settled before the body is parsed: a check in a later hook would answer 400 to a stranger.
    const checks = new Set<unknown>([
      app.requireShopper,
      app.optionalShopper,
      app.requireAdmin,
      app.requireShopperOrAdmin,
    ])
    app.addHook('onRoute', (route) => {
      const later = [route.preParsing, route.preValidation, route.preHandler].flat()
      if (later.some((hook) => checks.has(hook))) {
        throw new Error(
          `${route.method} ${route.url}: an access check belongs in onRequest, before the body is read`,
        )
      }
    })
  },
  { name: 'access', dependencies: ['database', 'errors'] },
)
