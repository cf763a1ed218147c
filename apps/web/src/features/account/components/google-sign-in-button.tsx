// The Google option of the login and register screens (spec §2): sends the shopper to Google (or the configured
// OpenID provider); disabled, and saying why, when this store has no Google sign-in configured.
import { useId } from 'react'
import { ApiError } from '@/shared/api/api-error'
import { Button } from '@/shared/components/button'
import { paths } from '@/shared/paths'
import { ACCOUNT_TEXTS, showGoogleFailure, type AccountScreen } from '@/features/account/account-dialogs'
import { useIdentityConfig } from '@/features/account/api/get-identity-config'
import { useStartGoogleSignIn } from '@/features/account/api/start-google-sign-in'

interface GoogleSignInButtonProps {
  screen: AccountScreen
  /** Where to go after signing in; the home page when undefined. */
  from: string | undefined
}

export function GoogleSignInButton({ screen, from }: GoogleSignInButtonProps) {
  const config = useIdentityConfig()
  const start = useStartGoogleSignIn()
  const noteId = useId()
  const configured = config.data?.google === true
  const unavailable = (config.isSuccess && !configured) || config.isError
  // After a successful start the browser is on its way to the provider: no second click.
  const leaving = start.isPending || start.isSuccess

  const signIn = () =>
    start.mutate(
      {
        callbackURL: paths.googleReturn.href(from ? { from } : {}),
        errorCallbackURL: paths.googleReturn.href(from ? { screen, from } : { screen }),
      },
      {
        onError: (error) =>
          void showGoogleFailure(screen, error instanceof ApiError ? error.message : undefined),
      },
    )

  return (
    <div>
      <Button
        variant="secondary"
        className="w-full py-3"
        disabled={!configured || leaving}
        aria-describedby={unavailable ? noteId : undefined}
        onClick={signIn}
      >
        <GoogleMark />
        Sign in with Google
      </Button>
      {unavailable ? (
        <p id={noteId} className="mt-2 text-center text-sm text-stone-600">
          {ACCOUNT_TEXTS.googleNotConfigured}
        </p>
      ) : null}
    </div>
  )
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-5">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.3-2.1 3.5-5.2 3.5-8.7Z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24Z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1Z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9Z"
      />
    </svg>
  )
}
