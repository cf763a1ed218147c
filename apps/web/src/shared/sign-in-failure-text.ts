// Which text a refused sign-in, registration or admin login shows under its form (spec §8; issue 22 item 9).
import { ApiError } from '@/shared/api/api-error'
import { tooManyAttemptsText } from '@/shared/api/retry-text'

/**
 * A refusal shows the spec's sentence (`refused`) whatever the reason (a field the server named also shows its words
 * beside it); too many attempts (429, with when to try again), an unreachable server or a server failure say so
 * instead, since checking the credentials would not help.
 */
export const signInFailureText = (error: unknown, refused: string): string => {
  if (!(error instanceof ApiError)) return refused
  if (error.status === 429 || error.code === 'rate_limited') return tooManyAttemptsText(error)
  return error.status === 0 || error.status >= 500 ? error.message : refused
}
