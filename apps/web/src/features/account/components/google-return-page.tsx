// Where Google sign-in comes back (/auth/callback, spec §4, §8): signed in → the real-user record is sent (spec §7),
// 'Login was successful', on to `from` or /; ?error=… (refused, cancelled, or a broken exchange) → the failure
// dialog of the screen it started from, and back to that screen.
import { useEffect, useRef } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { safeReturnPath } from '@/shared/auth/return-path'
import { useAuth } from '@/shared/auth/use-auth'
import { paths } from '@/shared/paths'
import { PAGE_TITLES } from '@/shared/page-titles'
import { usePageTitle } from '@/shared/use-page-title'
import { showGoogleFailure, showLoginSuccess } from '@/features/account/account-dialogs'
import { useCreateRealUser } from '@/features/account/api/create-real-user'

export function GoogleReturnPage() {
  usePageTitle(PAGE_TITLES.googleReturn)
  const [params] = useSearchParams()
  const auth = useAuth()
  const navigate = useNavigate()
  const { mutateAsync: createRealUser } = useCreateRealUser()
  // Once per visit: the effect runs again as the auth state settles (and twice under StrictMode in development).
  const handled = useRef(false)

  const error = params.get('error')
  const screen = params.get('screen') === 'register' ? 'register' : 'login'
  const from = safeReturnPath(params.get('from'))

  useEffect(() => {
    if (handled.current || (error === null && auth.status === 'loading')) return
    handled.current = true

    if (error !== null || auth.status !== 'signed-in') {
      void showGoogleFailure(screen, params.get('error_description') ?? undefined)
      const back = screen === 'register' ? paths.register.href() : paths.login.href()
      void navigate(back, { replace: true, state: from ? { from } : null })
      return
    }
    const { user } = auth
    void (async () => {
      await createRealUser(user).catch(() => undefined)
      void showLoginSuccess()
      await navigate(from ?? paths.home.href(), { replace: true })
    })()
  }, [auth, error, screen, from, params, navigate, createRealUser])

  return (
    <p role="status" className="py-16 text-center text-stone-600">
      Signing you in…
    </p>
  )
}
