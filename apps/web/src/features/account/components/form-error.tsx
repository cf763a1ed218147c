// The form-level failure line of the account forms, and which text a failed identity call shows there.
import { ApiError } from '@/shared/api/api-error'
import { tooManyAttemptsText } from '@/shared/api/retry-text'

/**
 * Spec §8: a refused sign-in or registration shows the spec's sentence whatever the reason (a field the server named
 * also shows its words beside it); too many attempts (429, with when to try again), an unreachable server or a
 * server failure say so instead, since checking the credentials would not help.
 */
export const serverFailureMessage = (error: unknown, refused: string): string => {
  if (!(error instanceof ApiError)) return refused
  if (error.status === 429 || error.code === 'rate_limited') return tooManyAttemptsText(error)
  return error.status === 0 || error.status >= 500 ? error.message : refused
}

export function FormError({ message }: { message: string | undefined }) {
  return message === undefined ? null : (
    <p
      role="alert"
      className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
    >
      {message}
    </p>
  )
}
