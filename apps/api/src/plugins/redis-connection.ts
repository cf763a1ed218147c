// This process's Redis connection (REDIS_URL), for the state every process of one store shares (ARCHITECTURE §10):
// opened when the app is ready, closed with it. While Redis is away a command fails at once instead of waiting, so
// its callers fall back and every request still gets its answer; the connection keeps trying in the background.

import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { Redis } from 'ioredis'
import type { RedisConfig } from '@/config'

export interface SharedRedis {
  client: Redis
  /** REDIS_KEY_PREFIX: every key this store writes starts with it. */
  keyPrefix: string
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Undefined without REDIS_URL: each process keeps its own state. */
    redis: SharedRedis | undefined
  }
}

/** A command waits at most this long for Redis (a sign-in waits on it). */
const COMMAND_TIMEOUT_MS = 500

export function openRedis(url: string): Redis {
  return new Redis(url, {
    // Connected in onReady, where a failure is logged rather than thrown at nobody.
    lazyConnect: true,
    // No queue while disconnected: a command fails at once and its caller falls back (a queued sign-in would wait).
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 2000,
    // Reconnect for ever, backing off to one try every 5 s.
    retryStrategy: (times) => Math.min(100 * 2 ** times, 5000),
  })
}

export default fp(
  async (app: FastifyInstance, opts: { redis: RedisConfig | undefined }) => {
    if (!opts.redis) {
      app.decorate('redis', undefined)
      return
    }
    const client = openRedis(opts.redis.url)
    app.decorate('redis', { client, keyPrefix: opts.redis.keyPrefix })

    // Once per outage, not once per reconnection attempt.
    let down = false
    client.on('error', (error: Error) => {
      if (down) return
      down = true
      app.log.warn(
        { err: error },
        'Redis unreachable: state shared between processes falls back to this process',
      )
    })
    client.on('ready', () => {
      if (down) app.log.info('Redis answers again')
      down = false
    })

    app.addHook('onReady', async () => {
      // A failure was logged by the error listener, and the client keeps trying.
      await client.connect().catch(() => undefined)
    })
    app.addHook('onClose', async () => {
      // quit() lets the replies under way arrive; without a connection there is nothing to wait for.
      await client.quit().catch(() => client.disconnect())
    })
  },
  { name: 'redis-connection' },
)
