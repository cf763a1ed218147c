// How a refusal for too many attempts (429) says when to try again (issue 22 item 9): the server's sentence names
// the wait ('Try again in 42 seconds.'); when it does not, the answer's Retry-After is turned into words.
import type { ApiError } from './api-error'

/** 42 → '42 seconds', 1 → '1 second', 90 → '2 minutes' (rounded up: never sooner than the server allows). */
export const waitInWords = (seconds: number): string => {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`
  const minutes = Math.ceil(seconds / 60)
  return minutes === 1 ? '1 minute' : `${minutes} minutes`
}

const SAYS_WHEN = /try again in \d/i

/** The text for a 429: the server's message, with the wait added when the message does not already say it. */
export function tooManyAttemptsText(error: ApiError): string {
  if (SAYS_WHEN.test(error.message)) return error.message
  const wait = error.retryAfterSeconds
  const when = wait === undefined ? 'Wait a moment, then try again.' : `Try again in ${waitInWords(wait)}.`
  return `${error.message.trim().replace(/([^.!?])$/, '$1.')} ${when}`
}
