// What a flood of distinct catalogue reads may take (issue 22, item 5): 32 clients sending never-repeated searches
// held /api/health at 1-2.7 s, every one a miss of the catalogue cache, so database work. A miss waits in its lane
// (book pages and shelves apart from searches, so a flood of searches never delays a book page), a lane's line is
// bounded (past it: 503 with Retry-After), and each client IP has a budget of misses per lane in a window (past it:
// 429 with Retry-After), counted in the CounterStore of the rate limits: Redis with REDIS_URL, so every process
// counts together. A hit costs nothing and counts nothing.

import type { FastifyReply, FastifyRequest } from 'fastify'
import { DomainError } from './errors'
import { WorkQueue } from './password-work'
import type { CounterStore, Limit } from './rate-limits'

/** Which lane a miss waits in: `searches` for anything with a search text (lists with q, suggest, Did you mean). */
export type MissLane = 'pages' | 'searches'

export interface LaneBounds {
  /** Misses produced at once. */
  atOnce: number
  /** Misses that may wait; one more is answered 503. */
  waiting: number
}

export type MissLanes = Record<MissLane, LaneBounds>

/**
 * The embedded database (PGlite) runs its queries on this thread: book pages and shelves two at a time (MISSES_AT_ONCE
 * in catalogue-cache.ts), searches one at a time; a line of 64 pages (a burst of 40 distinct shelves fits) and 8
 * searches, each a few milliseconds.
 */
export const MISS_LANES_EMBEDDED: MissLanes = {
  pages: { atOnce: 2, waiting: 64 },
  searches: { atOnce: 1, waiting: 8 },
}

/** A PostgreSQL server runs them in its own processes: more at once keep its pool busy. */
export const MISS_LANES_SERVER: MissLanes = {
  pages: { atOnce: 8, waiting: 128 },
  searches: { atOnce: 4, waiting: 32 },
}

/** Misses with a search text per client IP: 60 in 10 s (a shopper typing makes one per letter, at most). */
export const SEARCH_MISSES_PER_IP: Limit = { name: 'catalogue-search-misses', max: 60, windowMs: 10_000 }
/** Other misses (book pages, shelves, pages of lists) per client IP: 300 in 10 s. */
export const PAGE_MISSES_PER_IP: Limit = { name: 'catalogue-page-misses', max: 300, windowMs: 10_000 }

export const DEFAULT_MISS_LIMITS: Record<MissLane, Limit> = {
  pages: PAGE_MISSES_PER_IP,
  searches: SEARCH_MISSES_PER_IP,
}

/** The lanes' queues. */
export const missQueues = (lanes: MissLanes): Record<MissLane, WorkQueue> => ({
  pages: new WorkQueue(lanes.pages.atOnce, lanes.pages.waiting),
  searches: new WorkQueue(lanes.searches.atOnce, lanes.searches.waiting),
})

/** Each client IP's misses per lane, in fixed windows. */
export class MissBudget {
  constructor(
    private readonly store: CounterStore,
    private readonly limits: Record<MissLane, Limit> = DEFAULT_MISS_LIMITS,
  ) {}

  /** Counts one miss of `request`'s IP in `lane`; past the lane's limit throws 429 with Retry-After on `reply`. */
  async take(request: FastifyRequest, reply: FastifyReply, lane: MissLane): Promise<void> {
    const limit = this.limits[lane]
    const { count, resetInMs } = await this.store.hit(`${limit.name}:${request.ip}`, limit.windowMs)
    if (count <= limit.max) return
    const seconds = Math.max(1, Math.ceil(resetInMs / 1000))
    reply.header('retry-after', seconds)
    throw new DomainError(
      'rate_limited',
      lane === 'searches'
        ? `Too many searches. Try again in ${seconds} seconds.`
        : `Too many requests. Try again in ${seconds} seconds.`,
      429,
    )
  }
}
