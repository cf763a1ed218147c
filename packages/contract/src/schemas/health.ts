// GET /api/health answer.

import { z } from 'zod'

export const Health = z.object({ status: z.literal('ok') })
export type Health = z.infer<typeof Health>
