// How often a shopper may download her data (issue 24 item 4): the file holds every order she ever placed, so each
// download reads them all; a few a minute per shopper (and more per client address, for shoppers behind one
// network) is plenty for a person and bounds what a script can make the server read. Counted in the attempt
// counters of plugins/rate-limits.ts (shared by every process with REDIS_URL); past either limit: 429, Retry-After.

import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify'
import type { Limit } from '@/plugins/rate-limits'

const MINUTE_MS = 60_000

/** Data downloads: 3 a minute per signed-in shopper. */
export const ACCOUNT_DATA_ACCOUNT_LIMIT: Limit = { name: 'account-data-account', max: 3, windowMs: MINUTE_MS }
/** Data downloads: 20 a minute per client address, whoever is signed in. */
export const ACCOUNT_DATA_IP_LIMIT: Limit = { name: 'account-data-ip', max: 20, windowMs: MINUTE_MS }

/** The data route's preHandler: counts every download, whatever its answer, per shopper and per client. */
export function accountDataLimit(app: FastifyInstance): preHandlerAsyncHookHandler {
  return app.attemptGuard({
    perIp: ACCOUNT_DATA_IP_LIMIT,
    perAccount: { limit: ACCOUNT_DATA_ACCOUNT_LIMIT, account: (request) => request.shopper?.uid },
    onlyFailures: false,
    refusal: 'Too many downloads of your data for now.',
  }).preHandler
}
