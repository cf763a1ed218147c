// GET /api/health answer.

// zod/mini: these schemas reach the shopper's first page; the mini build keeps them small (issue 3 budget).
import { z } from 'zod/mini'

export const Health = z.object({ status: z.literal('ok') })
export type Health = z.infer<typeof Health>
