// How many orders a shopper may place (issue 22 item 10c): the contract's numbers per account and per client address,
// counted by the attempt limiter (plugins/rate-limits.ts) for every order tried, placed or refused, so a script can
// neither take the stock order after order nor probe it. Past either: 429 with Retry-After.

import { ORDERS_PER_ACCOUNT_PER_HOUR, ORDERS_PER_CLIENT_PER_HOUR } from '@bookstore/contract/constants'
import type { FastifyInstance } from 'fastify'
import type { AttemptGuard, Limit } from '@/plugins/rate-limits'

const HOUR_MS = 3_600_000

/** Orders an hour per signed-in shopper, whatever her addresses. */
export const ORDERS_ACCOUNT_LIMIT: Limit = {
  name: 'orders-account',
  max: ORDERS_PER_ACCOUNT_PER_HOUR,
  windowMs: HOUR_MS,
}
/** Orders an hour per client address, whoever is signed in. */
export const ORDERS_CLIENT_LIMIT: Limit = {
  name: 'orders-client',
  max: ORDERS_PER_CLIENT_PER_HOUR,
  windowMs: HOUR_MS,
}

/** The hooks POST /api/orders/ spreads into its options: preHandler counts (or refuses), onResponse settles. */
export const orderAttempts = (app: FastifyInstance): AttemptGuard =>
  app.attemptGuard({
    perIp: ORDERS_CLIENT_LIMIT,
    // requireShopper runs onRequest: the shopper is known here.
    perAccount: { limit: ORDERS_ACCOUNT_LIMIT, account: (request) => request.shopper?.uid },
    onlyFailures: false,
    // A shopper is told about her orders (same code, status and Retry-After as every limit).
    refusal: 'Too many orders for now.',
  })
