// Keys are bounded before they are counted (issue 22, item 4): a 900 KB "email" made a 900 KB rate-limit key in Redis
// for an hour (5 requests: Redis 1.2 -> 6.2 MB). Every key a CounterStore keeps is at most MAX_KEY_LENGTH characters
// (a longer one is hashed), whoever calls it and whatever the input: an email, a username, an X-Forwarded-For entry.
// And clients are counted as clientKey says: IPv4 as is, IPv6 by its /64.

import Fastify, { type FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { identityPaths } from '@bookstore/contract/api-paths'
import { TEST_PUBLIC_URL, useTestApp } from '@/testing/test-app'
import { testRedisAnswers, useRedisPrefix } from '@/testing/test-redis'
import errors from './errors'
import rateLimits, {
  boundedKey,
  clientKey,
  MAX_KEY_LENGTH,
  MemoryCounterStore,
  type CounterStore,
} from './rate-limits'
import { openRedis } from './redis-connection'
import { RedisCounterStore } from '@/security/redis-counter-store'

const HUGE = 'x'.repeat(900 * 1024)

describe('clientKey', () => {
  it.each([
    ['10.1.2.3', '10.1.2.3'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::ffff:192.0.2.7', '192.0.2.7'],
    ['::FFFF:c000:207', '192.0.2.7'],
    ['0:0:0:0:0:ffff:192.0.2.7', '192.0.2.7'],
    ['2001:db8:1:2::192.0.2.7', '2001:db8:1:2::/64'],
    ['not an address', 'not an address'],
  ])('%s is counted as %s', (ip, key) => {
    expect(clientKey(ip)).toBe(key)
  })
})

describe('boundedKey', () => {
  it('keeps a short key as it is and hashes a long one, keeping its start readable', () => {
    expect(boundedKey('sign-in-account:ada@example.org')).toBe('sign-in-account:ada@example.org')
    const long = boundedKey(`sign-in-account:${HUGE}`)
    expect(long.length).toBeLessThanOrEqual(MAX_KEY_LENGTH)
    expect(long.startsWith('sign-in-account:')).toBe(true)
    // Two long keys with the same start are two keys.
    expect(boundedKey(`sign-in-account:${HUGE}a`)).not.toBe(boundedKey(`sign-in-account:${HUGE}b`))
  })

  it('bounds the keys of the memory store, which still counts each long key apart', async () => {
    const store = new MemoryCounterStore()
    expect((await store.hit(`k:${HUGE}`, 60_000)).count).toBe(1)
    expect((await store.hit(`k:${HUGE}`, 60_000)).count).toBe(2)
    expect((await store.hit(`k:${HUGE}!`, 60_000)).count).toBe(1)
    await store.undo(`k:${HUGE}`)
    expect((await store.hit(`k:${HUGE}`, 60_000)).count).toBe(2)
    expect(Math.max(...store.keys().map((key) => key.length))).toBeLessThanOrEqual(MAX_KEY_LENGTH)
  })
})

/** A bare app: one limited route, client IPs from X-Forwarded-For (trustProxy), counting in `store`. */
async function proxiedApp(store: CounterStore): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, trustProxy: true })
  await app.register(errors)
  await app.register(rateLimits, { store })
  const guard = app.attemptGuard({
    perIpAttempts: { name: 'try-all', max: 100, windowMs: 60_000 },
    perIp: { name: 'try-ip', max: 3, windowMs: 60_000 },
    perAccount: { limit: { name: 'try-account', max: 100, windowMs: 60_000 }, account: () => `user:${HUGE}` },
    onlyFailures: false,
  })
  app.post('/try', guard, async () => ({ ok: true }))
  await app.ready()
  return app
}

const redisUp = await testRedisAnswers('counter key sizes in Redis')

describe.runIf(redisUp)('keys in Redis (with a key prefix)', () => {
  const redis = useRedisPrefix()
  const t = useTestApp({ redis })
  let client: Redis

  beforeAll(async () => {
    client = openRedis(redis.url)
    await client.connect()
  })

  afterAll(async () => {
    await client.quit()
  })

  /** Every key under this file's prefix, and the largest one's length. */
  async function keysUnderPrefix(): Promise<string[]> {
    const keys: string[] = []
    for await (const batch of client.scanStream({ match: `${redis.keyPrefix}*`, count: 1000 })) {
      keys.push(...(batch as string[]))
    }
    return keys
  }

  it('hold at most MAX_KEY_LENGTH characters of a 900 KB key, counted as one key', async () => {
    const store = new RedisCounterStore(client, redis.keyPrefix)
    for (let i = 0; i < 5; i += 1) expect((await store.hit(`huge:${HUGE}`, 60_000)).count).toBe(i + 1)
    await store.undo(`huge:${HUGE}`)
    expect((await store.hit(`huge:${HUGE}`, 60_000)).count).toBe(5)
    const keys = (await keysUnderPrefix()).filter((key) => key.includes('huge:'))
    expect(keys).toHaveLength(1)
    expect(keys[0]?.length).toBeLessThanOrEqual(redis.keyPrefix.length + 'rate:'.length + MAX_KEY_LENGTH)
  })

  it('stay small whatever a client sends: a 900 KB email, a long X-Forwarded-For, through every route', async () => {
    for (let i = 0; i < 5; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: identityPaths.signIn,
        headers: { origin: TEST_PUBLIC_URL },
        payload: { email: `${HUGE}${i}@example.com`, password: 'whatever' },
        remoteAddress: `10.90.0.${i + 1}`,
      })
      expect(res.statusCode).toBe(400)
    }
    const app = await proxiedApp(new RedisCounterStore(client, redis.keyPrefix))
    try {
      for (let i = 0; i < 5; i += 1) {
        const res = await app.inject({
          method: 'POST',
          url: '/try',
          headers: { 'x-forwarded-for': `${'f'.repeat(8000)}${i}` },
        })
        expect(res.statusCode).toBe(200)
      }
      // One client spelled at length is still one client: its fourth attempt is refused.
      const spoofed = { 'x-forwarded-for': 'y'.repeat(8000) }
      const answers = []
      for (let i = 0; i < 4; i += 1)
        answers.push((await app.inject({ method: 'POST', url: '/try', headers: spoofed })).statusCode)
      expect(answers).toEqual([200, 200, 200, 429])
    } finally {
      await app.close()
    }
    const keys = await keysUnderPrefix()
    expect(keys.length).toBeGreaterThan(0)
    const longest = Math.max(...keys.map((key) => Buffer.byteLength(key)))
    expect(longest).toBeLessThanOrEqual(redis.keyPrefix.length + 'rate:'.length + MAX_KEY_LENGTH)
    let bytes = 0
    for (const key of keys) bytes += (await client.memory('USAGE', key)) ?? 0
    expect(bytes).toBeLessThan(keys.length * 1024)
  })
})
