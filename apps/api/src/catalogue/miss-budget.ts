// What a flood of distinct catalogue reads may take (issue 22, item 5): 32 clients sending never-repeated searches
// held /api/health at 1-2.7 s, every one a miss of the catalogue cache, so database work. A miss waits in its lane
// (book pages and shelves apart from searches, so a flood of searches never delays a book page), a lane's line is
// bounded (past it: 503 with Retry-After), and each client IP has a budget of misses per lane in a window (past it:
// 429 with Retry-After), counted in the CounterStore of the rate limits: Redis with REDIS_URL, so every process
// counts together. A hit costs nothing and counts nothing.

import type { FastifyBaseLogger, FastifyReply } from 'fastify'
import { DomainError } from '@/plugins/errors'
import { BUSY_RETRY_AFTER_SECONDS, WorkQueue } from '@/http/work-queue'
import { MemoryCounterStore, type CounterStore, type Limit } from '@/plugins/rate-limits'
import type { SharedRedis } from '@/plugins/redis-connection'
import { sharedCounterStore } from '@/security/redis-counter-store'

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
 * The embedded database (PGlite) runs its queries on this thread, back to back while they are queued: 40 distinct
 * list queries at once held every other request for up to 200 ms. Taken a few at a time, with a turn between them,
 * they let other requests in: book pages and shelves two at a time, searches one at a time; a line of 64 pages (a
 * burst of 40 distinct shelves fits) and 8 searches, each a few milliseconds.
 */
export const MISS_LANES_EMBEDDED: MissLanes = {
  pages: { atOnce: 2, waiting: 64 },
  searches: { atOnce: 1, waiting: 8 },
}

/**
 * A PostgreSQL server runs them in its own processes, not on this event loop: more pages at once keep its pool busy
 * (bench:scale: with 2, uncached book pages at 50 connections left 45% of the CPU idle, p95 143 ms). Searches go
 * one at a time per process: a search that ranks 20,000 books takes a core for tens of milliseconds, and 32 flooding
 * clients (bench:attack) held /api/health at p99 345 ms with 8 at once per process, 269 with 2, 88 with 1 (2 cores).
 * A waiting search costs nothing but its place, and no client holds more than SEARCHES_PER_CLIENT of them: the line
 * is long enough for 50 shoppers searching at once (bench:scale) on each process.
 */
export const MISS_LANES_SERVER: MissLanes = {
  pages: { atOnce: 8, waiting: 128 },
  searches: { atOnce: 1, waiting: 64 },
}

/**
 * Misses with a search text per client IP: 40 in 10 s (a shopper typing makes one suggestion per letter at most, the
 * search box waits 150 ms for the next).
 */
export const SEARCH_MISSES_PER_IP: Limit = { name: 'catalogue-search-misses', max: 40, windowMs: 10_000 }
/** Other misses (book pages, shelves, pages of lists) per client IP: 300 in 10 s. */
export const PAGE_MISSES_PER_IP: Limit = { name: 'catalogue-page-misses', max: 300, windowMs: 10_000 }

export const DEFAULT_MISS_LIMITS: Record<MissLane, Limit> = {
  pages: PAGE_MISSES_PER_IP,
  searches: SEARCH_MISSES_PER_IP,
}

/**
 * How long a refused miss (429 past a budget, 503 past a full line) is held before its answer leaves: a client that
 * sends its next request when the last is answered (a flood's loop) is paced to one a second, rather than spinning
 * through refusals that cost this event loop more than the misses did. A held answer costs a timer, no work; at
 * most REFUSALS_HELD_MAX are held, the others are answered at once.
 */
export const REFUSAL_PACE_MS = 1_000
export const REFUSALS_HELD_MAX = 2_000

/** Holds refusals for `paceMs` before they leave, at most `maxHeld` at once. */
export class RefusalPace {
  private held = 0

  constructor(
    private readonly paceMs = REFUSAL_PACE_MS,
    private readonly maxHeld = REFUSALS_HELD_MAX,
  ) {}

  /** Resolves after the pace (at once when paceMs is 0 or maxHeld refusals are held already). */
  async hold(): Promise<void> {
    if (this.paceMs <= 0 || this.held >= this.maxHeld) return
    this.held += 1
    try {
      await new Promise((resolve) => setTimeout(resolve, this.paceMs))
    } finally {
      this.held -= 1
    }
  }
}

/**
 * Places one client holds in the searches lane (producing or waiting; one more is 429): a client's typing makes one
 * search at a time, and 32 flooding clients then fill at most 64 places, served client by client in turn.
 */
export const SEARCHES_PER_CLIENT = 2

/** The lanes' queues: each serves its clients in turn (WorkQueue's owners). */
export const missQueues = (lanes: MissLanes): Record<MissLane, WorkQueue> => ({
  pages: new WorkQueue(lanes.pages.atOnce, lanes.pages.waiting),
  searches: new WorkQueue(lanes.searches.atOnce, lanes.searches.waiting, { perOwner: SEARCHES_PER_CLIENT }),
})

/** Each client IP's misses per lane, in fixed windows. */
export class MissBudget {
  constructor(
    private readonly store: CounterStore,
    private readonly limits: Record<MissLane, Limit> = DEFAULT_MISS_LIMITS,
  ) {}

  /**
   * Counts one miss of `client` (clientKey of the request's IP: an IPv4 address or an IPv6 /64) in `lane`; past the
   * lane's limit throws 429 with Retry-After on `reply`.
   */
  async take(client: string, reply: FastifyReply, lane: MissLane): Promise<void> {
    const limit = this.limits[lane]
    const { count, resetInMs } = await this.store.hit(`${limit.name}:${client}`, limit.windowMs)
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

/**
 * What answers a miss that failed: a refusal (429 past a budget, 503 past a full line: every request that shared the
 * miss is told when to come back) after the pace; any other failure at once.
 */
export async function paceRefusal(error: unknown, reply: FastifyReply, pace?: RefusalPace): Promise<never> {
  if (error instanceof DomainError && (error.status === 429 || error.status === 503)) {
    if (!reply.hasHeader('retry-after')) reply.header('retry-after', BUSY_RETRY_AFTER_SECONDS)
    await pace?.hold()
  }
  throw error
}

/**
 * One process's defences of its misses: the lanes of its database, each client's budget (counted in Redis when
 * REDIS_URL is set, so every process counts together; else in this process), and the pace of refusals.
 */
export const missDefences = (
  databaseKind: 'pglite' | 'postgres',
  redis: SharedRedis | undefined,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
): { lanes: MissLanes; budget: MissBudget; refusalPace: RefusalPace } => ({
  lanes: databaseKind === 'postgres' ? MISS_LANES_SERVER : MISS_LANES_EMBEDDED,
  budget: new MissBudget(redis ? sharedCounterStore(redis, log) : new MemoryCounterStore()),
  refusalPace: new RefusalPace(),
})
