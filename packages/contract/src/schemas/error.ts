// The one error body every failing API call answers with (ARCHITECTURE §5): { error, message }.

import { z } from 'zod'

export const ERROR_CODES = [
  'validation',
  'not_found',
  'unauthorized',
  'forbidden',
  'conflict',
  'out_of_stock',
  'rate_limited',
  'payload_too_large',
  'unsupported_media_type',
  'internal',
] as const

export type ErrorCode = (typeof ERROR_CODES)[number]

export const ErrorBody = z.object({
  error: z.string(),
  message: z.string(),
})
export type ErrorBody = z.infer<typeof ErrorBody>
