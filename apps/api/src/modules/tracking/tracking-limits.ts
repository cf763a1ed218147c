// How often one client may read tracking links (issue 24 item 3): the route needs no session, so it is bounded per
// client address (plugins/rate-limits.ts). Links that name no order (forged, changed, expired) are few for a shopper
// and many for a script guessing tokens; every read, good ones too, also counts in a wider window. Past either: 429.

import type { FastifyInstance } from 'fastify'
import type { AttemptGuard, Limit } from '@/plugins/rate-limits'

const MINUTE_MS = 60_000

/** Refused links (404, 410) per client: 20 in 10 minutes, far above a shopper mistyping one. */
export const TRACKING_FAILURES_LIMIT: Limit = { name: 'tracking-failures', max: 20, windowMs: 10 * MINUTE_MS }
/** Every tracking read per client, whatever its answer: 60 a minute (a page reload is one). */
export const TRACKING_READS_LIMIT: Limit = { name: 'tracking-reads', max: 60, windowMs: MINUTE_MS }

/** The hooks GET /api/track/{token} spreads into its options: preHandler counts (or refuses), onResponse settles. */
export const trackingAttempts = (app: FastifyInstance): AttemptGuard =>
  app.attemptGuard({
    perIp: TRACKING_FAILURES_LIMIT,
    perIpAttempts: TRACKING_READS_LIMIT,
    // Only a refused link counts against perIp: an answer that found the order gives its hit back.
    onlyFailures: true,
    refusal: 'Too many tracking links for now.',
  })
