// The Redis of tests that need one (TEST_REDIS_URL, default redis://127.0.0.1:6379). Other suites share it: a test
// file writes only under its own random key prefix and removes only those keys afterwards (never FLUSHDB).

import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll } from 'vitest'
import type { RedisConfig } from '@/config'
import { redisAnswers } from './server-process'

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

/** Whether the tests' Redis answers; when it does not, says which tests are skipped and why. */
export async function testRedisAnswers(skipped: string): Promise<boolean> {
  const up = await redisAnswers(TEST_REDIS_URL)
  if (!up) console.warn(`${skipped}: SKIPPED, no Redis answers at ${TEST_REDIS_URL}`)
  return up
}

/**
 * A Redis configuration with a key prefix of its own, for one test file or describe block; the keys under it are
 * removed in an afterAll this call registers.
 */
export function useRedisPrefix(): RedisConfig {
  const config: RedisConfig = {
    url: TEST_REDIS_URL,
    keyPrefix: `bookstore-test:${randomBytes(6).toString('hex')}:`,
  }
  afterAll(async () => {
    const client = new Redis(TEST_REDIS_URL)
    try {
      for await (const keys of client.scanStream({ match: `${config.keyPrefix}*`, count: 1000 })) {
        if ((keys as string[]).length > 0) await client.del(...(keys as string[]))
      }
    } finally {
      await client.quit()
    }
  })
  return config
}
