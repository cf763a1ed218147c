// A flood of distinct catalogue reads cannot starve the store (issue 22, item 5): each lane of misses has a bounded
// line (503 with Retry-After past it), a flood of searches leaves book pages their own lane, and each client IP has a
// budget of misses (429 with Retry-After past it), hits free, counted across processes through Redis when it is set.

import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'
import { TEST_REDIS_URL, testRedisAnswers, useRedisPrefix } from '@/testing/test-redis'
import { CatalogueCache } from '@/plugins/catalogue-cache'
import type { CatalogueState } from './catalogue-version'
import errors from '@/plugins/errors'
import { MissBudget, RefusalPace, type MissLane, type MissLanes } from './miss-budget'
import { BUSY_RETRY_AFTER_SECONDS } from '@/http/work-queue'
import { MemoryCounterStore, type CounterStore, type Limit } from '@/plugins/rate-limits'
import { RedisCounterStore } from '@/security/redis-counter-store'

const readState = (): Promise<CatalogueState> =>
  Promise.resolve({ epoch: '6f1c2a9e-0b7d-4c3e-9a51-2f8d7e6c5b4a', version: 1, period: 0, edit: 0 })
const log = { warn: () => {}, info: () => {} }

/** Misses of a lane held until `release` is called. */
function gate() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { opened, release: () => open() }
}

/**
 * An app whose routes read through `cache`: /search/:n in the searches lane, /page/:n in the pages lane, each
 * produced once `held` (when given) is released. Client IPs from X-Forwarded-For.
 */
async function appWith(cache: CatalogueCache, held?: Promise<void>): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, trustProxy: true })
  await app.register(errors)
  const route = (lane: MissLane) => async (request: FastifyRequest, reply: FastifyReply) => {
    const { n } = request.params as { n: string }
    return cache.send(
      request,
      reply,
      `${lane}/${n}`,
      async () => {
        await held
        return [{ n }]
      },
      lane,
    )
  }
  app.get('/search/:n', route('searches'))
  app.get('/page/:n', route('pages'))
  await app.ready()
  return app
}

const from = (ip: string) => ({ 'x-forwarded-for': ip })

const LANES: MissLanes = { pages: { atOnce: 1, waiting: 2 }, searches: { atOnce: 1, waiting: 3 } }

describe('the lanes of misses', () => {
  it('answers a miss past a full line 503 with Retry-After, and produces the others', async () => {
    const held = gate()
    const app = await appWith(new CatalogueCache(readState, { log, lanes: LANES }), held.opened)
    const answers = Array.from({ length: 10 }, (_, i) =>
      app.inject({ url: `/search/${i}`, headers: from(`198.51.100.${i + 1}`) }),
    )
    await new Promise((resolve) => setTimeout(resolve, 50))
    held.release()
    const done = await Promise.all(answers)
    expect(done.filter((res) => res.statusCode === 200)).toHaveLength(1 + 3)
    const refused = done.filter((res) => res.statusCode !== 200)
    expect(refused).toHaveLength(6)
    for (const res of refused) {
      expect(res.statusCode).toBe(503)
      expect(res.json()).toMatchObject({ error: 'unavailable' })
      expect(res.headers['retry-after']).toBe(String(BUSY_RETRY_AFTER_SECONDS))
    }
    // Nothing refused was kept: asked again once the line is free, it is produced.
    expect((await app.inject('/search/9')).statusCode).toBe(200)
    await app.close()
  })

  it('keeps book pages their own lane while searches fill theirs', async () => {
    const searchesHeld = gate()
    const cache = new CatalogueCache(readState, { log, lanes: LANES })
    const searches = await appWith(cache, searchesHeld.opened)
    const pages = await appWith(cache)
    const flood = Array.from({ length: 20 }, (_, i) =>
      searches.inject({ url: `/search/${i}`, headers: from(`198.51.100.${i + 1}`) }),
    )
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(cache.lanes.searches).toEqual({ running: 1, waiting: 3 })
    const page = await pages.inject('/page/1')
    expect(page.statusCode).toBe(200)
    expect(page.json()).toEqual([{ n: '1' }])
    searchesHeld.release()
    await Promise.all(flood)
    await searches.close()
    await pages.close()
  })

  it('gives one client two places in the searches lane (429 with Retry-After past them), and serves clients in turn', async () => {
    const held = gate()
    const cache = new CatalogueCache(readState, { log, lanes: LANES })
    const app = await appWith(cache, held.opened)
    const mine = Array.from({ length: 3 }, (_, i) =>
      app.inject({ url: `/search/mine-${i}`, headers: from('198.51.100.50') }),
    )
    const theirs = app.inject({ url: '/search/theirs', headers: from('198.51.100.51') })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(cache.lanes.searches).toEqual({ running: 1, waiting: 2 })
    held.release()
    const [first, second, third] = await Promise.all(mine)
    expect([first?.statusCode, second?.statusCode]).toEqual([200, 200])
    expect(third?.statusCode).toBe(429)
    expect(third?.headers['retry-after']).toBe(String(BUSY_RETRY_AFTER_SECONDS))
    expect((await theirs).statusCode).toBe(200)
    await app.close()
  })
})

const SMALL: Record<MissLane, Limit> = {
  searches: { name: 'test-search-misses', max: 3, windowMs: 60_000 },
  pages: { name: 'test-page-misses', max: 5, windowMs: 60_000 },
}

/** Two processes' caches counting in `store` and `otherStore`: a client's misses through either count together. */
async function expectBudgetHolds(store: CounterStore, otherStore = store) {
  const one = await appWith(new CatalogueCache(readState, { log, budget: new MissBudget(store, SMALL) }))
  const other = await appWith(
    new CatalogueCache(readState, { log, budget: new MissBudget(otherStore, SMALL) }),
  )
  // Three distinct searches from one IP, through either process: within budget.
  expect((await one.inject({ url: '/search/a', headers: from('203.0.113.7') })).statusCode).toBe(200)
  expect((await other.inject({ url: '/search/b', headers: from('203.0.113.7') })).statusCode).toBe(200)
  expect((await one.inject({ url: '/search/c', headers: from('203.0.113.7') })).statusCode).toBe(200)
  // A fourth: 429 with Retry-After, wherever it lands.
  const refused = await other.inject({ url: '/search/d', headers: from('203.0.113.7') })
  expect(refused.statusCode).toBe(429)
  expect(refused.json()).toMatchObject({ error: 'rate_limited' })
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
  expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60)
  // A hit costs nothing; book pages have a budget of their own; another IP has its own.
  expect((await one.inject({ url: '/search/a', headers: from('203.0.113.7') })).statusCode).toBe(200)
  expect((await one.inject({ url: '/page/a', headers: from('203.0.113.7') })).statusCode).toBe(200)
  expect((await other.inject({ url: '/search/e', headers: from('203.0.113.8') })).statusCode).toBe(200)
  await one.close()
  await other.close()
}

describe("each client's budget of misses", () => {
  it('answers a client past its searches 429 with Retry-After; hits, pages and other clients go on', async () => {
    await expectBudgetHolds(new MemoryCounterStore())
  })

  describe('through Redis', async () => {
    const up = await testRedisAnswers('catalogue miss budget in Redis')
    const redis = useRedisPrefix()
    const clients: Redis[] = []
    afterAll(async () => {
      for (const client of clients) await client.quit()
    })

    it.skipIf(!up)('holds in total for two processes, each with its own connection', async () => {
      const connect = () => {
        const client = new Redis(TEST_REDIS_URL)
        clients.push(client)
        return new RedisCounterStore(client, redis.keyPrefix)
      }
      await expectBudgetHolds(connect(), connect())
    })
  })
})

describe('the pace of refusals', () => {
  it('holds a refusal before it leaves, at most maxHeld at once (the others leave at once)', async () => {
    const pace = new RefusalPace(80, 2)
    const started = performance.now()
    const took = await Promise.all(
      [1, 2, 3].map(async () => {
        await pace.hold()
        return performance.now() - started
      }),
    )
    expect(took.filter((ms) => ms >= 75)).toHaveLength(2)
    expect(took.filter((ms) => ms < 75)).toHaveLength(1)
  })

  it('answers a client past its budget after the pace, with Retry-After', async () => {
    const budget = new MissBudget(new MemoryCounterStore(), SMALL)
    const app = await appWith(
      new CatalogueCache(readState, { log, budget, refusalPace: new RefusalPace(200) }),
    )
    for (const n of ['a', 'b', 'c']) await app.inject({ url: `/search/${n}`, headers: from('203.0.113.20') })
    const started = performance.now()
    const refused = await app.inject({ url: '/search/d', headers: from('203.0.113.20') })
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBeDefined()
    expect(performance.now() - started).toBeGreaterThanOrEqual(190)
    await app.close()
  })
})
