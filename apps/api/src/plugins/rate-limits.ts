// Rate limits per client IP (ARCHITECTURE §9 "Rate limits"): @fastify/rate-limit, counters kept in memory
// (one process; they move to Redis with more, ARCHITECTURE §10). The client IP is request.ip: the socket's address,
// or X-Forwarded-For only when TRUST_PROXY is set.

import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { DomainError } from './errors'

const MINUTE_MS = 60_000

/** Sign-up: 30 attempts a minute. */
export const SIGN_UP_LIMIT = { max: 30, timeWindow: MINUTE_MS }
/** Shopper sign-in: 10 failures a minute; successful attempts are not counted. */
export const LOGIN_FAILURE_LIMIT = { max: 10, timeWindow: MINUTE_MS }
/** Admin login: 10 failures a minute, counted apart from shopper sign-in (ARCHITECTURE §9 "Rate limits"). */
export const ADMIN_LOGIN_FAILURE_LIMIT = { max: 10, timeWindow: MINUTE_MS }

/** Counts only failed attempts: `guard` refuses a client that used them up, `count` records a 4xx answer. */
export interface FailureLimiter {
  guard(request: FastifyRequest, reply: FastifyReply): Promise<void>
  count(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown>
}

declare module 'fastify' {
  interface FastifyInstance {
    failureLimiter(limit: { max: number; timeWindow: number }): FailureLimiter
  }
}

const tooMany = (seconds: number) =>
  new DomainError('rate_limited', `Too many attempts. Try again in ${seconds} seconds.`, 429)

export default fp(
  async (app: FastifyInstance) => {
    await app.register(rateLimit, {
      // Only routes that ask for a limit (config: { rateLimit }) get one.
      global: false,
      errorResponseBuilder: (_request, context) => tooMany(Math.max(1, Math.ceil(context.ttl / 1000))),
    })

    app.decorate('failureLimiter', (limit: { max: number; timeWindow: number }): FailureLimiter => {
      const limiter = app.createRateLimit(limit)
      return {
        async guard(request, reply) {
          const state = await limiter(request, { increment: false })
          if (state.isAllowed || state.remaining > 0) return
          const seconds = Math.max(1, state.ttlInSeconds)
          reply.header('retry-after', seconds)
          throw tooMany(seconds)
        },
        async count(request, reply, payload) {
          const status = reply.statusCode
          if (status >= 400 && status < 500 && status !== 429) await limiter(request)
          return payload
        },
      }
    })
  },
  { name: 'rate-limits', dependencies: ['errors'] },
)
