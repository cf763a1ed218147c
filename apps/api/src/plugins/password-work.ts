// Password hashing may not starve the server (issue 13): scrypt is meant to be costly (tens of milliseconds of a
// core and 16-32 MB each), and 64 sign-ins at once took every core, pushing /api/health from 1 ms to 3 s. Every
// route that hashes or checks a password (sign-up, sign-in, change-password, admin login) runs its work through
// this queue: a few at once, a short line behind them, and past that 503 with Retry-After.

import { availableParallelism } from 'node:os'
import type { FastifyInstance, FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import { DomainError } from './errors'

/** Seconds a client refused by a full queue is told to wait. */
export const BUSY_RETRY_AFTER_SECONDS = 2

export class WorkQueue {
  private running = 0
  private readonly waiting: Array<() => void> = []

  constructor(
    /** Jobs run at once: leave cores for everything else the server does. */
    readonly concurrency: number,
    /** Jobs that may wait for a place; one more is refused. */
    readonly maxWaiting: number,
  ) {}

  /**
   * Runs `work` when a place is free; throws 503 `unavailable` (with Retry-After on `reply`, when there is one) when
   * the line is full. A queue whose line is unbounded (maxWaiting Infinity) never refuses.
   */
  async run<T>(reply: FastifyReply | undefined, work: () => Promise<T>): Promise<T> {
    await this.acquire(reply)
    try {
      return await work()
    } finally {
      this.release()
    }
  }

  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length }
  }

  private acquire(reply: FastifyReply | undefined): Promise<void> {
    if (this.running < this.concurrency) {
      this.running += 1
      return Promise.resolve()
    }
    if (this.waiting.length >= this.maxWaiting) {
      reply?.header('retry-after', BUSY_RETRY_AFTER_SECONDS)
      return Promise.reject(
        new DomainError('unavailable', 'The server is busy. Please try again in a moment.', 503),
      )
    }
    // release() hands its place straight to the next in line, so `running` stays counted.
    return new Promise((resolve) => this.waiting.push(resolve))
  }

  private release(): void {
    const next = this.waiting.shift()
    if (next) next()
    else this.running -= 1
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    passwordWork: WorkQueue
  }
}

/** Half the cores (at least one) hash; 16 more may wait, which a hash of ~50-100 ms clears in about a second. */
export const defaultPasswordWork = () =>
  new WorkQueue(Math.max(1, Math.floor(availableParallelism() / 2)), 16)

export default fp(
  async (app: FastifyInstance, opts: { queue?: WorkQueue }) => {
    app.decorate('passwordWork', opts.queue ?? defaultPasswordWork())
  },
  { name: 'password-work', dependencies: ['errors'] },
)
