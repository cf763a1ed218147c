// Attempt counters in Redis (ARCHITECTURE §9 "Rate limits", §10): every process of one store counts in the same
// keys, so 10 failed sign-ins a minute per IP are 10 in total, not 10 per process. A key `<prefix>rate:<key>` holds
// the count of its window and expires when the window closes; `<key>` is bounded first (boundedKey: a longer one is
// hashed), so a key built from a client's input never holds more than about 110 bytes of it (issue 22, item 4).
// While Redis fails, this process's own counters stand in.

import type { FastifyBaseLogger } from 'fastify'
import type { Redis, Result } from 'ioredis'
import { boundedKey, MemoryCounterStore, type CounterStore } from '@/plugins/rate-limits'
import type { SharedRedis } from '@/plugins/redis-connection'

// One hit, atomically: the window opens (PEXPIRE) only on a key without one, that is a new key, so later hits and
// undos never stretch it. Answers the count and the milliseconds left.
const HIT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`

// One hit back: never below 0, and never on a key that is gone (DECR would create it without an expiry).
// DECR keeps the key's expiry.
const UNDO = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then
  return redis.call('DECR', KEYS[1])
end
return 0
`

declare module 'ioredis' {
  interface RedisCommander<Context> {
    rateLimitHit(key: string, windowMs: number): Result<[number, number], Context>
    rateLimitUndo(key: string): Result<number, Context>
  }
}

export class RedisCounterStore implements CounterStore {
  private readonly prefix: string

  /** `keyPrefix` is REDIS_KEY_PREFIX; this store's keys add `rate:`. */
  constructor(
    private readonly client: Redis,
    keyPrefix: string,
  ) {
    this.prefix = `${keyPrefix}rate:`
    // Sent once as EVALSHA (loaded again by ioredis when Redis forgot it).
    client.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: HIT })
    client.defineCommand('rateLimitUndo', { numberOfKeys: 1, lua: UNDO })
  }

  async hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }> {
    const [count, resetInMs] = await this.client.rateLimitHit(this.prefix + boundedKey(key), windowMs)
    return { count, resetInMs }
  }

  async undo(key: string): Promise<void> {
    await this.client.rateLimitUndo(this.prefix + boundedKey(key))
  }

  async clear(key: string): Promise<void> {
    await this.client.del(this.prefix + boundedKey(key))
  }
}

/**
 * The shared store, and this process's own counters while it fails.
 *
 * Fail open to local limits, not closed: with Redis away, refusing every sign-in would turn an outage of a helper
 * into an outage of signing in for every shopper and admin (the admin who must fix it included), and failing wide
 * open would let guesses through unlimited. Local counters still hold each process to 10 failures a minute per IP
 * (N processes: at most N × 10), and the password-hashing queue bounds the guessing rate anyway. Logged once per
 * outage, and when Redis answers again.
 */
export class FallbackCounterStore implements CounterStore {
  private failing = false

  constructor(
    private readonly shared: CounterStore,
    private readonly log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
    private readonly local: CounterStore = new MemoryCounterStore(),
  ) {}

  async hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }> {
    try {
      const counted = await this.shared.hit(key, windowMs)
      this.recovered()
      return counted
    } catch (error) {
      this.failed(error)
      return this.local.hit(key, windowMs)
    }
  }

  async undo(key: string): Promise<void> {
    // During an outage the hit was most likely counted here: give it back where it was taken.
    if (this.failing) return this.local.undo(key)
    try {
      await this.shared.undo(key)
    } catch (error) {
      this.failed(error)
      await this.local.undo(key)
    }
  }

  async clear(key: string): Promise<void> {
    // Both: a window may have been opened here during an outage, and Redis holds the shared one.
    await this.local.clear(key)
    try {
      await this.shared.clear(key)
      this.recovered()
    } catch (error) {
      this.failed(error)
    }
  }

  private failed(error: unknown): void {
    if (!this.failing) {
      this.log.warn(
        { err: error },
        'Rate-limit counters unreachable in Redis: counting in this process meanwhile',
      )
    }
    this.failing = true
  }

  private recovered(): void {
    if (this.failing) this.log.info('Rate-limit counters back in Redis')
    this.failing = false
  }
}

/** The counters of REDIS_URL's Redis, with this process's own standing in while it fails. */
export const sharedCounterStore = (
  redis: SharedRedis,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
): CounterStore => new FallbackCounterStore(new RedisCounterStore(redis.client, redis.keyPrefix), log)
