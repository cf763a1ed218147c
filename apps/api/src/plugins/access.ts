// Who is calling: the signed-in shopper (better-auth session cookie) and the admin (bearer token, issue 6).
// Routes state their rule with a preHandler (STYLE §1): requireShopper, optionalShopper, requireAdmin,
// requireShopperOrAdmin.

import { eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { fromNodeHeaders } from 'better-auth/node'
import { admins } from '../db/schema'
import { AdminTokens, bearerToken } from './admin-token'
import { DomainError } from './errors'

export interface AccessOptions {
  /** Signs and verifies admin tokens (the UTF-8 bytes of AUTH_SECRET are the HS256 key). */
  authSecret: string
  adminTokenTtlSeconds: number
}

export interface Shopper {
  uid: string
  email: string
  username: string
  name: string
}

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
  }
}

/** What an Authorization header says about the caller. */
type AdminCheck = 'admin' | 'no-token' | 'expired' | 'unknown-admin' | 'invalid'

export default fp(
  async (app: FastifyInstance, opts: AccessOptions) => {
    app.decorateRequest('shopper', null)
    app.decorateRequest('isAdmin', false)
    const adminTokens = new AdminTokens(opts.authSecret, opts.adminTokenTtlSeconds)
    app.decorate('adminTokens', adminTokens)

    const resolveShopper = async (request: FastifyRequest): Promise<Shopper | null> => {
      const session = await app.identity.api.getSession({ headers: fromNodeHeaders(request.headers) })
      if (!session) return null
      const { id, email, username, name } = session.user
      return { uid: id, email, username, name }
    }

    const checkAdmin = async (request: FastifyRequest): Promise<AdminCheck> => {
      const token = bearerToken(request.headers.authorization)
      if (token === undefined) return 'no-token'
      const check = await adminTokens.verify(token)
      if (!check.ok) return check.reason
      // An admin account removed since the token was issued no longer counts.
      const [row] = await app.db.select({ id: admins.id }).from(admins).where(eq(admins.id, check.admin.id))
      if (!row) return 'unknown-admin'
      request.isAdmin = true
      return 'admin'
    }

    const requireShopper: AccessCheck = async (request) => {
      request.shopper = await resolveShopper(request)
      if (!request.shopper) throw new DomainError('unauthorized', 'Sign in first', 401)
    }

    // Issue 6: 401 without a token (and for one of ours that expired or whose admin is gone: log in again),
    // 403 for any other token (forged, alg none, not an admin's).
    const requireAdmin: AccessCheck = async (request) => {
      const check = await checkAdmin(request)
      if (check === 'admin') return
      if (check === 'no-token') throw new DomainError('unauthorized', 'An admin token is required', 401)
      if (check === 'expired') {
        throw new DomainError('unauthorized', 'The admin token has expired. Please log in again.', 401)
      }
      if (check === 'unknown-admin') {
        throw new DomainError('unauthorized', 'This admin account no longer exists', 401)
      }
      throw new DomainError('forbidden', 'Only an admin may do this', 403)
    }

    app.decorate('requireShopper', requireShopper)
    app.decorate('optionalShopper', async (request: FastifyRequest) => {
      request.shopper = await resolveShopper(request)
    })
    app.decorate('requireAdmin', requireAdmin)
    // The web client sends a stored admin token with every call: one that is stale or not an admin's leaves a
    // shopper's session to decide.
    app.decorate('requireShopperOrAdmin', async (request: FastifyRequest) => {
      if ((await checkAdmin(request)) === 'admin') return
      await requireShopper(request)
    })
  },
  { name: 'access', dependencies: ['database', 'identity', 'errors'] },
)
