// The admin guard of the dashboard routes (spec §4, §6, issue 6): no stored token → /admin/; a token the server
// refuses (401, or 403 for a forged one) is removed → /admin; when the token's exp passes (a one-hour timer, or
// already at page load) it is removed, 'Token has been expired! Please login again' shows and the admin goes to /.
// The browser only reads the token's exp; the server decides whether it is valid.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useState, type ReactNode } from 'react'
import { Navigate } from 'react-router'
import { showTokenExpired } from '@/features/admin/admin-dialogs'
import { adminStatsQueryOptions } from '@/features/admin/api/get-admin-stats'
import { adminTokenTimeLeft, clearAdminToken, readAdminToken } from '@/shared/admin-token'
import { ApiError } from '@/shared/api/api-error'
import { paths } from '@/shared/paths'
import { FullScreenSpinner } from '@/app/route-fallback'

/** Spec §6: the guard's redirect target is written with its trailing slash. */
export const ADMIN_LOGIN_REDIRECT = `${paths.admin.href()}/`

// setTimeout holds at most 2^31 - 1 ms (24.8 days); a longer wait is cut and the timer armed again.
const MAX_TIMER_MS = 2 ** 31 - 1

const isTokenRefused = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 401 || error.status === 403)

type Ending = 'expired' | 'refused' | null

/** Watches the query and mutation caches for an answer refusing the token while the dashboard is open. */
function useTokenRefusal(onRefused: () => void) {
  const queryClient = useQueryClient()
  useEffect(() => {
    const check = (event: { type: string; action?: { type: string; error?: unknown } }) => {
      if (event.type === 'updated' && event.action?.type === 'error' && isTokenRefused(event.action.error))
        onRefused()
    }
    const stopQueries = queryClient.getQueryCache().subscribe(check)
    const stopMutations = queryClient.getMutationCache().subscribe(check)
    return () => {
      stopQueries()
      stopMutations()
    }
  }, [queryClient, onRefused])
}

export function RequireAdmin({ children }: { children: ReactNode }) {
  // Read at each render: logging out and a refusal both leave the dashboard, so nothing needs to subscribe.
  const token = readAdminToken()
  const [ending, setEnding] = useState<Ending>(null)
  const [rearmed, setRearmed] = useState(0)
  const refuse = useCallback(() => {
    clearAdminToken()
    setEnding((current) => current ?? 'refused')
  }, [setEnding])
  useTokenRefusal(refuse)
  const usable = token !== null && ending === null && adminTokenTimeLeft(token) > 0
  // The server checks the token on entry to any dashboard screen: the figures are its one admin read (and the
  // index shows them anyway), so a refused token ends the visit even where a screen calls nothing protected.
  useQuery({ ...adminStatsQueryOptions(), enabled: usable })

  useEffect(() => {
    if (token === null || ending !== null) return
    const timer = setTimeout(
      () => {
        if (adminTokenTimeLeft(token) > 0) return setRearmed((n) => n + 1)
        clearAdminToken()
        setEnding('expired')
        void showTokenExpired()
      },
      Math.min(adminTokenTimeLeft(token), MAX_TIMER_MS),
    )
    return () => clearTimeout(timer)
  }, [token, ending, rearmed])

  if (ending === 'expired') return <Navigate to={paths.home.href()} replace />
  if (ending === 'refused') return <Navigate to={paths.admin.href()} replace />
  if (token === null) return <Navigate to={ADMIN_LOGIN_REDIRECT} replace />
  // An expired token must not reach the screens' calls: the timer above (due at once) ends the visit.
  if (adminTokenTimeLeft(token) === 0) return <FullScreenSpinner />
  return children
}
