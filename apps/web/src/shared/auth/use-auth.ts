// The auth state of spec §4: 'loading' until the server first answers, then a user or none. A session check that
// fails (no server) counts as signed out: the server refuses protected calls in that case anyway.
import type { AuthUser } from './auth-user'
import { useSession } from './get-session'

export type AuthState =
  { status: 'loading' } | { status: 'signed-in'; user: AuthUser } | { status: 'signed-out' }

/** The auth state a reading of the session query says. */
export function authStateOf({
  data,
  isPending,
}: {
  data: AuthUser | null | undefined
  isPending: boolean
}): AuthState {
  if (data) return { status: 'signed-in', user: data }
  if (isPending) return { status: 'loading' }
  return { status: 'signed-out' }
}

export function useAuth(): AuthState {
  return authStateOf(useSession())
}
