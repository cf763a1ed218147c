// The one error body every failing API call answers with (ARCHITECTURE §5): { error, message }.

// zod/mini: these schemas reach the shopper's first page; the mini build keeps them small (issue 3 budget).
import { z } from 'zod/mini'

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
  /** A password on the list of the most common ones (sign-up, password change). */
  'common_password',
  /** A signed link that was good once and has expired (an order's tracking link): 410. */
  'expired',
  /** The server is saturated (password hashing queue full) or its database is unreachable: retry later. */
  'unavailable',
  /** The request did not arrive in time (a body sent too slowly): 408. */
  'timeout',
  'internal',
] as const

export type ErrorCode = (typeof ERROR_CODES)[number]

/**
 * `error` is one of ERROR_CODES, except under /api/identity: there it is better-auth's own code in lowercase
 * ('invalid_email_or_password', 'user_already_exists_use_another_email', 'password_too_short' …), and 'not_found',
 * 'conflict' (a taken username), 'rate_limited' or 'internal' like everywhere else.
 */
export const ErrorBody = z.object({
  error: z.string(),
  message: z.string(),
})
export type ErrorBody = z.infer<typeof ErrorBody>
