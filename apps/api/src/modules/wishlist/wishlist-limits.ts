// How often a shopper may change her wishlist: each write (PUT, DELETE, merge) is cheap, but a script looping over
// them would keep a connection and a row lock busy; counted by the attempt limiter (plugins/rate-limits.ts) per
// account and per client address, every write whatever its answer. Past either: 429 with Retry-After.

import type { FastifyInstance } from 'fastify'
import type { AttemptGuard, Limit } from '@/plugins/rate-limits'

const MINUTE_MS = 60_000

/** Wishlist writes a minute per signed-in shopper: a reader hearting books one by one stays far below. */
export const WISHLIST_WRITES_ACCOUNT_LIMIT: Limit = {
  name: 'wishlist-account',
  max: 120,
  windowMs: MINUTE_MS,
}
/** Wishlist writes a minute per client address, whoever is signed in (an office shares one address). */
export const WISHLIST_WRITES_CLIENT_LIMIT: Limit = { name: 'wishlist-client', max: 600, windowMs: MINUTE_MS }

/** The hooks every wishlist write spreads into its options: preHandler counts (or refuses), onResponse settles. */
export const wishlistWrites = (app: FastifyInstance): AttemptGuard =>
  app.attemptGuard({
    perIp: WISHLIST_WRITES_CLIENT_LIMIT,
    // requireShopper runs onRequest: the shopper is known here.
    perAccount: { limit: WISHLIST_WRITES_ACCOUNT_LIMIT, account: (request) => request.shopper?.uid },
    onlyFailures: false,
    refusal: 'Too many wishlist changes for now.',
  })
