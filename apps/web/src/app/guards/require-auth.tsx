// The user guard (spec §4, §6): /orders, /checkout and /profile show 'Loading...' while the auth state resolves,
// and send visitors to /login (replacing the history entry), which brings them back here after signing in.
import { Navigate, Outlet, useLocation } from 'react-router'
import type { ReturnState } from '@/shared/auth/return-path'
import { useAuth } from '@/shared/auth/use-auth'
import { paths } from '@/shared/paths'

export function RequireAuth() {
  const auth = useAuth()
  const location = useLocation()

  if (auth.status === 'loading') {
    return (
      <p role="status" className="py-16 text-center text-stone-600">
        Loading...
      </p>
    )
  }
  if (auth.status === 'signed-out') {
    const state: ReturnState = { from: location.pathname + location.search + location.hash }
    return <Navigate to={paths.login.href()} replace state={state} />
  }
  return <Outlet />
}
