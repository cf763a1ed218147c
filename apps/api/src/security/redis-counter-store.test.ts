// Attempt counters in Redis (issue 15) against the real Redis: fixed windows that open at a key's first hit, undo
// that never goes below 0 nor stretches or removes a window, atomic counting by several processes, and this process's
// own counters standing in while Redis is away.

import type { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testRedisAnswers, useRedisPrefix } from '@/testing/test-redis'
import { MemoryCounterStore, type CounterStore } from '@/plugins/rate-limits'
import { openRedis } from '@/plugins/redis-connection'
import { FallbackCounterStore, RedisCounterStore } from './redis-counter-store'

const redisUp = await testRedisAnswers('RedisCounterStore tests')

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe.runIf(redisUp)('RedisCounterStore', () => {
  const redis = useRedisPrefix()
  // Two connections stand for two processes.
  const clients: Redis[] = []
  let one: RedisCounterStore
  let other: RedisCounterStore
  const ttlOf = (key: string) => clients[0]?.pttl(`${redis.keyPrefix}rate:${key}`)

  beforeAll(async () => {
    for (let i = 0; i < 2; i += 1) {
      const client = openRedis(redis.url)
      await client.connect()
      clients.push(client)
    }
    const [first, second] = clients
    if (!first || !second) throw new Error('two Redis connections expected')
    one = new RedisCounterStore(first, redis.keyPrefix)
    other = new RedisCounterStore(second, redis.keyPrefix)
  })

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.quit()))
  })

  it('counts hits in a window that opens at the first hit, and starts over after it', async () => {
    const first = await one.hit('window', 400)
    expect(first.count).toBe(1)
    expect(first.resetInMs).toBeGreaterThan(300)
    expect(first.resetInMs).toBeLessThanOrEqual(400)
    await pause(150)
    const second = await other.hit('window', 400)
    expect(second.count).toBe(2)
    // The same window: the second hit did not open another.
    expect(second.resetInMs).toBeLessThanOrEqual(first.resetInMs - 100)
    await pause(300)
    expect(await one.hit('window', 400)).toMatchObject({ count: 1 })
  })

  it('forgets a key on clear, for every process: the next hit opens a new window', async () => {
    for (let i = 0; i < 3; i += 1) await one.hit('cleared', 60_000)
    await one.hit('kept', 60_000)
    await other.clear('cleared')
    expect(await ttlOf('cleared')).toBe(-2)
    expect((await one.hit('cleared', 400)).count).toBe(1)
    expect(await ttlOf('cleared')).toBeLessThanOrEqual(400)
    expect((await other.hit('kept', 60_000)).count).toBe(2)
  })

  it('keeps its keys under the prefix, each with an expiry', async () => {
    await one.hit('expiring', 60_000)
    const ttl = await ttlOf('expiring')
    expect(ttl).toBeGreaterThan(59_000)
    expect(ttl).toBeLessThanOrEqual(60_000)
  })

  it('takes a hit back on undo, never below zero, keeping the window and creating no key', async () => {
    await one.hit('undo', 60_000)
    await one.hit('undo', 60_000)
    await pause(50)
    await other.undo('undo')
    expect(await ttlOf('undo')).toBeLessThan(60_000 - 40)
    for (let i = 0; i < 3; i += 1) await one.undo('undo')
    const again = await one.hit('undo', 60_000)
    expect(again.count).toBe(1)
    // A hit after the count fell to 0 is in the same window, not a new one.
    expect(again.resetInMs).toBeLessThan(60_000 - 40)

    await one.undo('never-hit')
    expect(await ttlOf('never-hit')).toBe(-2)
  })

  it('counts together and atomically for several processes: 40 hits at once are 1 to 40', async () => {
    const counts = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? one : other).hit('burst', 60_000)),
    )
    expect(counts.map((c) => c.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    )
  })

  it('keeps stores of different prefixes apart', async () => {
    const [client] = clients
    if (!client) throw new Error('no client')
    const elsewhere = new RedisCounterStore(client, `${redis.keyPrefix}elsewhere:`)
    await one.hit('apart', 60_000)
    expect((await elsewhere.hit('apart', 60_000)).count).toBe(1)
  })
})

describe('FallbackCounterStore', () => {
  /** A logger that keeps what it is told, as `warn <message>` or `info <message>`. */
  function logger() {
    const logged: string[] = []
    const log = {
      warn: (...args: unknown[]) => logged.push(`warn ${String(args.at(-1))}`),
      info: (...args: unknown[]) => logged.push(`info ${String(args.at(-1))}`),
    }
    return { logged, log }
  }

  it('counts in this process while the shared store fails, logging once per outage', async () => {
    const memory = new MemoryCounterStore()
    const state = { down: false }
    const fail = () => Promise.reject(new Error('Connection is closed.'))
    const shared: CounterStore = {
      hit: (key, windowMs) => (state.down ? fail() : memory.hit(key, windowMs)),
      undo: (key) => (state.down ? fail() : memory.undo(key)),
      clear: (key) => (state.down ? fail() : memory.clear(key)),
    }
    const { logged, log } = logger()
    const store = new FallbackCounterStore(shared, log)

    expect((await store.hit('k', 60_000)).count).toBe(1)
    state.down = true
    const during = []
    for (let i = 0; i < 3; i += 1) during.push((await store.hit('k', 60_000)).count)
    expect(during).toEqual([1, 2, 3])
    await store.undo('k')
    expect((await store.hit('k', 60_000)).count).toBe(3)
    expect(logged).toEqual([expect.stringMatching(/^warn Rate-limit counters unreachable/)])
    state.down = false
    expect((await store.hit('k', 60_000)).count).toBe(2)
    expect(logged).toEqual([expect.stringMatching(/^warn /), 'info Rate-limit counters back in Redis'])
  })

  it('clears a key in both stores, and while the shared one fails in this process at least', async () => {
    const memory = new MemoryCounterStore()
    const state = { down: false }
    const fail = () => Promise.reject(new Error('Connection is closed.'))
    const shared: CounterStore = {
      hit: (key, windowMs) => (state.down ? fail() : memory.hit(key, windowMs)),
      undo: (key) => (state.down ? fail() : memory.undo(key)),
      clear: (key) => (state.down ? fail() : memory.clear(key)),
    }
    const { log } = logger()
    const store = new FallbackCounterStore(shared, log)
    for (let i = 0; i < 3; i += 1) await store.hit('k', 60_000)
    await store.clear('k')
    expect((await store.hit('k', 60_000)).count).toBe(1)
    state.down = true
    for (let i = 0; i < 3; i += 1) await store.hit('k', 60_000)
    await store.clear('k')
    expect((await store.hit('k', 60_000)).count).toBe(1)
  })

  it('answers at once when nothing answers at the Redis address', async () => {
    const client = openRedis('redis://127.0.0.1:1')
    client.on('error', () => undefined)
    await client.connect().catch(() => undefined)
    try {
      const { logged, log } = logger()
      const store = new FallbackCounterStore(new RedisCounterStore(client, 'nowhere:'), log)
      const started = Date.now()
      expect((await store.hit('k', 60_000)).count).toBe(1)
      expect((await store.hit('k', 60_000)).count).toBe(2)
      expect(Date.now() - started).toBeLessThan(1000)
      expect(logged).toHaveLength(1)
    } finally {
      client.disconnect()
    }
  })
})
