// What one client, and all of them, may cost the books pages of the sitemap (issue 25, item 3): each streams up to
// 25,000 rows, so a few stream at once per process (a short line behind them, then 503 with Retry-After), one
// client holds at most two of those places, and reads at most 30 pages a minute (then 429). A 304 costs nothing.

import type { FastifyInstance } from 'fastify'
import { WorkQueue } from '@/http/work-queue'
import type { AttemptGuard, Limit } from '@/plugins/rate-limits'

/** Books pages per client: 30 a minute, far above a crawler reading 2 pages of a 100,000-book shop. */
export const SITEMAP_PAGES_LIMIT: Limit = { name: 'sitemap-pages', max: 30, windowMs: 60_000 }

/** Books pages streamed at once per process, waiting behind them, and held by one client (running or waiting). */
export const SITEMAP_STREAMS = { atOnce: 2, waiting: 8, perClient: 2 }

export const sitemapStreams = (): WorkQueue =>
  new WorkQueue(SITEMAP_STREAMS.atOnce, SITEMAP_STREAMS.waiting, { perOwner: SITEMAP_STREAMS.perClient })

/** The hooks GET /sitemaps/books-{n}.xml spreads into its options: every read counts, whatever its answer. */
export const sitemapAttempts = (app: FastifyInstance): AttemptGuard =>
  app.attemptGuard({
    perIp: SITEMAP_PAGES_LIMIT,
    onlyFailures: false,
    refusal: 'Too many sitemap requests for now.',
  })
