// Readiness (GET /api/ready): whether this process can serve now, that is whether its database answers and, when
// REDIS_URL is set, its Redis. Each check is time-boxed, so the answer comes within a second even when one hangs.

import { sql } from 'drizzle-orm'
import type { Redis } from 'ioredis'
import type { Database } from '@/db/client'

/** How long each check may take; they run side by side, so the answer comes within this (and well within 1 s). */
export const READY_CHECK_TIMEOUT_MS = 800

export type Readiness =
  { ready: true; checks: { database: 'ok'; redis: 'ok' | 'absent' } } | { ready: false; message: string }

/** Resolves with what `work` gives, or rejects once `ms` have passed (the work itself goes on, unawaited). */
async function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms)
  })
  try {
    return await Promise.race([work, late])
  } finally {
    clearTimeout(timer)
  }
}

/** Undefined when the database answers, else what went wrong (said to the load balancer's operator). */
async function checkDatabase(db: Database): Promise<string | undefined> {
  try {
    await within(db.execute(sql`select 1`), READY_CHECK_TIMEOUT_MS, 'the database')
    return undefined
  } catch (error) {
    return error instanceof Error && /did not answer/.test(error.message)
      ? error.message
      : 'the database cannot be reached'
  }
}

async function checkRedis(redis: Redis): Promise<string | undefined> {
  try {
    await within(redis.ping(), READY_CHECK_TIMEOUT_MS, 'Redis')
    return undefined
  } catch (error) {
    return error instanceof Error && /did not answer/.test(error.message)
      ? error.message
      : 'Redis cannot be reached'
  }
}

/** Runs every check at once and says whether this process is ready, or why not. */
export async function readiness(db: Database, redis: Redis | undefined): Promise<Readiness> {
  const [database, shared] = await Promise.all([
    checkDatabase(db),
    redis ? checkRedis(redis) : Promise.resolve(undefined),
  ])
  const problems = [database, shared].filter((p): p is string => p !== undefined)
  if (problems.length > 0) return { ready: false, message: `Not ready: ${problems.join('; ')}` }
  return { ready: true, checks: { database: 'ok', redis: redis ? 'ok' : 'absent' } }
}
