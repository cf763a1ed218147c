// GET /api/health (liveness: the process is up) and GET /api/ready (readiness: its database, and Redis when
// configured, answer) answers.

// zod/mini: these schemas reach the shopper's first page; the mini build keeps them small (issue 3 budget).
import { z } from 'zod/mini'

export const Health = z.object({ status: z.literal('ok') })
export type Health = z.infer<typeof Health>

/** What one check of /api/ready found: Redis is 'absent' when REDIS_URL is not set. */
export const ReadyChecks = z.object({
  database: z.literal('ok'),
  redis: z.enum(['ok', 'absent']),
})
export type ReadyChecks = z.infer<typeof ReadyChecks>

export const Ready = z.object({ status: z.literal('ready'), checks: ReadyChecks })
export type Ready = z.infer<typeof Ready>
