// A bounded queue for costly work a request waits for (issue 13): a few jobs at once, a short line behind them, and
// past that 503 with Retry-After. Password hashing runs through one (plugins/password-work.ts), the catalogue's
// cache misses through others (catalogue/miss-budget.ts).
//
// Nor may one client hold the queue (issue 22, item 3): 24 sign-ins at once with one account's right password, from
// 3 addresses, left another shopper 33 × 503 in 20 s. A job may name its owner (the client, clientKey of its IP):
// one owner holds at most `perOwner` places (running or waiting; one more is answered 429), and the line is served
// owner by owner in turn, so a newcomer waits behind at most one job of each other owner, not behind all of them.

import type { FastifyReply } from 'fastify'
import { DomainError } from '@/plugins/errors'

/** Seconds a client refused by a full queue is told to wait. */
export const BUSY_RETRY_AFTER_SECONDS = 2

export interface WorkQueueOptions {
  /** Places (running or waiting) one owner may hold at once; one more is refused with 429. Unbounded by default. */
  perOwner?: number
}

/** The line of one owner (a job without an owner has a line of its own). */
interface Lane {
  owner: string | undefined
  jobs: Array<() => void>
}

export class WorkQueue {
  private running = 0
  private waitingCount = 0
  /** Lines with someone waiting, in the order they are served: the first one's first job goes next. */
  private readonly turns: Array<Lane> = []
  private readonly lanes = new Map<string, Lane>()
  /** Places each owner holds, running or waiting. */
  private readonly held = new Map<string, number>()
  private readonly perOwner: number

  constructor(
    /** Jobs run at once: leave cores for everything else the server does. */
    readonly concurrency: number,
    /** Jobs that may wait for a place; one more is refused. */
    readonly maxWaiting: number,
    options: WorkQueueOptions = {},
  ) {
    this.perOwner = options.perOwner ?? Infinity
  }

  /**
   * Runs `work` when a place is free; throws 503 `unavailable` (with Retry-After on `reply`, when there is one) when
   * the line is full, and 429 `rate_limited` when `owner` already holds its share of places. A queue whose line is
   * unbounded (maxWaiting Infinity) never refuses for a full line.
   */
  async run<T>(reply: FastifyReply | undefined, work: () => Promise<T>, owner?: string): Promise<T> {
    await this.acquire(reply, owner)
    try {
      return await work()
    } finally {
      this.release(owner)
    }
  }

  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waitingCount }
  }

  /** Places `owner` holds, running or waiting. */
  heldBy(owner: string): number {
    return this.held.get(owner) ?? 0
  }

  private acquire(reply: FastifyReply | undefined, owner: string | undefined): Promise<void> {
    if (owner !== undefined && this.heldBy(owner) >= this.perOwner) {
      reply?.header('retry-after', BUSY_RETRY_AFTER_SECONDS)
      return Promise.reject(
        new DomainError(
          'rate_limited',
          `Too many attempts at once. Try again in ${BUSY_RETRY_AFTER_SECONDS} seconds.`,
          429,
        ),
      )
    }
    if (this.running < this.concurrency) {
      this.hold(owner, 1)
      this.running += 1
      return Promise.resolve()
    }
    if (this.waitingCount >= this.maxWaiting) {
      reply?.header('retry-after', BUSY_RETRY_AFTER_SECONDS)
      return Promise.reject(
        new DomainError('unavailable', 'The server is busy. Please try again in a moment.', 503),
      )
    }
    this.hold(owner, 1)
    this.waitingCount += 1
    // release() hands its place straight to the next in line, so `running` stays counted.
    return new Promise((resolve) => {
      let lane = owner === undefined ? undefined : this.lanes.get(owner)
      if (!lane) {
        lane = { owner, jobs: [] }
        if (owner !== undefined) this.lanes.set(owner, lane)
        this.turns.push(lane)
      }
      lane.jobs.push(resolve)
    })
  }

  private release(owner: string | undefined): void {
    this.hold(owner, -1)
    const lane = this.turns.shift()
    const next = lane?.jobs.shift()
    if (!lane || !next) {
      this.running -= 1
      return
    }
    this.waitingCount -= 1
    // Its owner's next job waits for every other owner's turn.
    if (lane.jobs.length > 0) this.turns.push(lane)
    else if (lane.owner !== undefined) this.lanes.delete(lane.owner)
    next()
  }

  private hold(owner: string | undefined, change: 1 | -1): void {
    if (owner === undefined) return
    const places = this.heldBy(owner) + change
    if (places > 0) this.held.set(owner, places)
    else this.held.delete(owner)
  }
}
