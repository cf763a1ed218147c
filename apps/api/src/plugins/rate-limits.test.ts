// Counters of the attempt limits (issue 13): fixed windows, taken back on undo, bounded in memory; with REDIS_URL
// they hold in total across processes, and without an answering Redis each process still limits (issue 15).

import { beforeAll, describe, expect, it } from 'vitest'
import { identityPaths } from '@bookstore/contract/api-paths'
import { signUpShopper } from '@/testing/factories'
import { TEST_PUBLIC_URL, useTestApp, type TestAppHandle } from '@/testing/test-app'
import { testRedisAnswers, useRedisPrefix } from '@/testing/test-redis'
import { MemoryCounterStore } from './rate-limits'

describe('MemoryCounterStore', () => {
  it('counts hits in a window that opens at the first hit, and starts over after it', async () => {
    let now = 1_000
    const store = new MemoryCounterStore(() => now)
    expect(await store.hit('k', 60_000)).toEqual({ count: 1, resetInMs: 60_000 })
    now += 59_000
    expect(await store.hit('k', 60_000)).toEqual({ count: 2, resetInMs: 1_000 })
    now += 1_000
    expect(await store.hit('k', 60_000)).toEqual({ count: 1, resetInMs: 60_000 })
  })

  it('takes a hit back on undo, never below zero, and keeps keys apart', async () => {
    const store = new MemoryCounterStore(() => 0)
    await store.hit('a', 1000)
    await store.hit('a', 1000)
    await store.undo('a')
    await store.undo('b')
    expect((await store.hit('a', 1000)).count).toBe(2)
    expect((await store.hit('b', 1000)).count).toBe(1)
  })

  it('forgets a key on clear: its next hit opens a new window, other keys untouched', async () => {
    let now = 0
    const store = new MemoryCounterStore(() => now)
    for (let i = 0; i < 3; i += 1) await store.hit('locked', 60_000)
    await store.hit('other', 60_000)
    now += 10_000
    await store.clear('locked')
    await store.clear('never-hit')
    expect(await store.hit('locked', 60_000)).toEqual({ count: 1, resetInMs: 60_000 })
    expect((await store.hit('other', 60_000)).count).toBe(2)
  })

  it('keeps a bounded number of keys however many addresses call', async () => {
    let now = 0
    const store = new MemoryCounterStore(() => now)
    for (let i = 0; i < 100_500; i += 1) await store.hit(`ip:${i}`, 60_000)
    expect(store.size).toBeLessThanOrEqual(100_000)
    now += 60_000
    await store.hit('fresh', 60_000)
    expect(store.size).toBeLessThanOrEqual(100_000)
  })
})

const redisUp = await testRedisAnswers('rate limits shared in Redis')

describe.runIf(redisUp)('limits shared in Redis by two processes (one REDIS_KEY_PREFIX)', () => {
  const redis = useRedisPrefix()
  const a = useTestApp({ redis })
  const b = useTestApp({ sameDatabaseAs: a, redis })
  const ZOE = { email: 'zoe@example.org', password: 'zoe-reads-novels', username: 'zoe' }
  const YAN = { email: 'yan@example.org', password: 'yan-reads-poems', username: 'yan' }

  beforeAll(async () => {
    await signUpShopper(a.app, ZOE)
    await signUpShopper(a.app, YAN)
  })

  const signIn = (t: TestAppHandle, payload: { email: string; password: string }, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: identityPaths.signIn,
      headers: { origin: TEST_PUBLIC_URL },
      payload,
      remoteAddress,
    })

  it('allows 10 failed sign-ins a minute per IP in total: the 11th is 429 on either', async () => {
    const statuses = []
    for (let i = 0; i < 10; i += 1) {
      const through = i % 2 ? a : b
      statuses.push(
        (await signIn(through, { email: ZOE.email, password: `guess ${i}` }, '10.31.0.1')).statusCode,
      )
    }
    expect(statuses).toEqual(Array(10).fill(401))
    for (const through of [a, b]) {
      const refused = await signIn(through, { email: ZOE.email, password: ZOE.password }, '10.31.0.1')
      expect(refused.statusCode).toBe(429)
      expect(refused.json()).toEqual({ error: 'rate_limited', message: expect.any(String) })
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    }
    // Another address is not limited.
    expect((await signIn(b, ZOE, '10.31.0.2')).statusCode).toBe(200)
  })

  it('locks an account after 20 failures an hour in total, from any addresses through either', async () => {
    const statuses = []
    for (let i = 0; i < 20; i += 1) {
      const through = i % 2 ? a : b
      statuses.push(
        (await signIn(through, { email: YAN.email, password: `guess ${i}` }, `10.32.0.${i + 1}`)).statusCode,
      )
    }
    expect(statuses).toEqual(Array(20).fill(401))
    for (const through of [a, b]) {
      const locked = await signIn(through, YAN, '10.32.1.1')
      expect(locked.statusCode).toBe(429)
      expect(locked.json()).toMatchObject({ message: expect.stringContaining('this account') })
    }
  })
})

describe('limits when Redis does not answer', () => {
  const c = useTestApp({ redis: { url: 'redis://127.0.0.1:1', keyPrefix: 'nowhere:' } })

  it('still answers every sign-in, limiting in this process', async () => {
    await signUpShopper(c.app, { email: 'xia@example.org', password: 'xia-keeps-going', username: 'xia' })
    const statuses = []
    for (let i = 0; i < 11; i += 1) {
      const res = await c.app.inject({
        method: 'POST',
        url: identityPaths.signIn,
        headers: { origin: TEST_PUBLIC_URL },
        payload: { email: 'xia@example.org', password: `guess ${i}` },
        remoteAddress: '10.33.0.1',
      })
      statuses.push(res.statusCode)
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429])
  })
})
