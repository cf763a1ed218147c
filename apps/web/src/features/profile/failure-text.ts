// The line a profile form shows under itself when the server refused what no field explains: too many tries (with
// when to try again), an unreachable or failing server (its own sentence), or else the server's words.
import { ApiError } from '@/shared/api/api-error'
import { tooManyAttemptsText } from '@/shared/api/retry-text'
import { PROFILE_TEXTS } from './profile-texts'

export function profileFailureText(error: unknown): string {
  if (!(error instanceof ApiError)) return PROFILE_TEXTS.failed
  if (error.status === 429 || error.code === 'rate_limited') return tooManyAttemptsText(error)
  return error.message || PROFILE_TEXTS.failed
}
