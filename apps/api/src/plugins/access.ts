// Who is calling: the signed-in shopper (better-auth session cookie) and the admin (bearer token, issue 6).
// Routes state their rule with a preHandler (STYLE §1): requireShopper, optionalShopper, requireAdmin,
// requireShopperOrAdmin.

import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { fromNodeHeaders } from 'better-auth/node'
import { DomainError } from './errors'

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
    /** 401 without a bearer token, 403 unless it is a valid admin token. */
    requireAdmin: AccessCheck
    /** An admin, or else a signed-in shopper (the route then checks whose record it is). */
    requireShopperOrAdmin: AccessCheck
  }
  interface FastifyRequest {
    shopper: Shopper | null
    isAdmin: boolean
  }
}

const BEARER = /^Bearer\s+\S+/i

export default fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('shopper', null)
    // TODO(issue 6): set from a verified admin token; until then nobody is an admin.
    app.decorateRequest('isAdmin', false)

    const resolveShopper = async (request: FastifyRequest): Promise<Shopper | null> => {
      const session = await app.identity.api.getSession({ headers: fromNodeHeaders(request.headers) })
      if (!session) return null
      const { id, email, username, name } = session.user
      return { uid: id, email, username, name }
    }

    const requireShopper: AccessCheck = async (request) => {
      request.shopper = await resolveShopper(request)
      if (!request.shopper) throw new DomainError('unauthorized', 'Sign in first', 401)
    }

    const requireAdmin: AccessCheck = async (request) => {
      if (!BEARER.test(request.headers.authorization ?? '')) {
        throw new DomainError('unauthorized', 'An admin token is required', 401)
      }
      // TODO(issue 6): verify the admin JWT (HS256 with AUTH_SECRET, role admin) and set request.isAdmin.
      if (!request.isAdmin) throw new DomainError('forbidden', 'Only an admin may do this', 403)
    }

    app.decorate('requireShopper', requireShopper)
    app.decorate('optionalShopper', async (request: FastifyRequest) => {
      request.shopper = await resolveShopper(request)
    })
    app.decorate('requireAdmin', requireAdmin)
    app.decorate('requireShopperOrAdmin', async (request: FastifyRequest) => {
      if (request.isAdmin) return
      await requireShopper(request)
    })
  },
  { name: 'access', dependencies: ['identity', 'errors'] },
)
