// GET /api/ready (readiness) and GET /api/health (liveness): ready when the database answers (and Redis when one is
// configured); 503 not_ready with Retry-After when either cannot be reached, while health still answers 200. A store
// whose PostgreSQL address refuses answers every API request 503 unavailable with Retry-After, and does not crash.
// Needs neither PostgreSQL nor Redis: the refusing addresses are free ports nobody listens on.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiPaths, identityPaths } from '@bookstore/contract/api-paths'
import { openDatabase, SERVING_TIMEOUTS, type DatabaseHandle } from '@/db/client'
import { freePort } from '@/testing/server-process'
import { buildTestApp, TEST_PUBLIC_URL, useTestApp, type TestApp } from '@/testing/test-app'
import { testRedisAnswers, useRedisPrefix } from '@/testing/test-redis'

const t = useTestApp()

describe('a store whose database answers', () => {
  it('is ready, without Redis when none is configured, and never cached', async () => {
    const res = await t.app.inject(apiPaths.ready.href())
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'absent' } })
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('is alive', async () => {
    const res = await t.app.inject(apiPaths.health.href())
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok' })
  })
})

const redisUp = await testRedisAnswers('ready with Redis')

describe.runIf(redisUp)('a store with Redis', () => {
  const redis = useRedisPrefix()
  let withRedis: TestApp
  beforeAll(async () => {
    withRedis = await buildTestApp({ sameDatabaseAs: t, redis })
  })
  afterAll(async () => withRedis.close())

  it('checks Redis too', async () => {
    const res = await withRedis.app.inject(apiPaths.ready.href())
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok' } })
  })
})

/** A 503 of a store that cannot serve now: the error body, Retry-After in seconds, never cached. */
function expectUnavailable(
  res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown },
  error: string,
) {
  expect({ status: res.statusCode, body: res.json() }).toEqual({
    status: 503,
    body: { error, message: expect.any(String) },
  })
  expect(res.headers['retry-after']).toMatch(/^\d+$/)
}

describe('a store whose Redis refuses', () => {
  let refused: TestApp
  beforeAll(async () => {
    const port = await freePort()
    refused = await buildTestApp({
      sameDatabaseAs: t,
      redis: { url: `redis://127.0.0.1:${port}`, keyPrefix: 'bookstore-test-refused:' },
    })
  })
  afterAll(async () => refused.close())

  it('is not ready, and says why', async () => {
    const res = await refused.app.inject(apiPaths.ready.href())
    expectUnavailable(res, 'not_ready')
    expect(res.json<{ message: string }>().message).toMatch(/Redis/)
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('is still alive', async () => {
    expect((await refused.app.inject(apiPaths.health.href())).statusCode).toBe(200)
  })
})

describe('a store whose PostgreSQL address refuses', () => {
  let database: DatabaseHandle
  let refused: TestApp
  beforeAll(async () => {
    const port = await freePort()
    database = await openDatabase(
      { kind: 'postgres', url: `postgres://postgres@127.0.0.1:${port}/bookstore` },
      SERVING_TIMEOUTS,
    )
    refused = await buildTestApp({ database })
  })
  afterAll(async () => {
    await refused.close()
    await database.close()
  })

  it('is not ready, and says the database cannot be reached', async () => {
    const res = await refused.app.inject(apiPaths.ready.href())
    expectUnavailable(res, 'not_ready')
    expect(res.json<{ message: string }>().message).toMatch(/database/)
  })

  it('answers reads and writes 503 unavailable with Retry-After, and stays alive', async () => {
    const answers = await Promise.all([
      refused.app.inject(apiPaths.books.href()),
      refused.app.inject(apiPaths.authors.href()),
      refused.app.inject({
        method: 'POST',
        url: identityPaths.signIn,
        headers: { origin: TEST_PUBLIC_URL },
        payload: { email: 'nobody@example.com', password: 'not the password' },
      }),
    ])
    for (const res of answers) expectUnavailable(res, 'unavailable')
    expect((await refused.app.inject(apiPaths.health.href())).statusCode).toBe(200)
  })
})
