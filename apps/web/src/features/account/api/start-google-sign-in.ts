// POST /api/identity/sign-in/social {provider: 'google'} (spec §7 "Google sign-in"): the server answers the
// provider's authorization URL (PKCE and state kept server-side) and the browser goes there; the provider sends it
// back through /api/identity/callback/google to `callbackURL`, or to `errorCallbackURL` with ?error=… on failure.
import { GOOGLE_PROVIDER_ID, identityPaths } from '@bookstore/contract/api-paths'
import { SocialSignInStart } from '@bookstore/contract/schemas/identity'
import { useMutation } from '@tanstack/react-query'
import { api } from '@/shared/api/client'

export interface GoogleSignInTargets {
  callbackURL: string
  errorCallbackURL: string
}

export const startGoogleSignIn = ({ callbackURL, errorCallbackURL }: GoogleSignInTargets) =>
  api.post(
    identityPaths.signInSocial,
    { provider: GOOGLE_PROVIDER_ID, callbackURL, errorCallbackURL },
    SocialSignInStart,
  )

export function useStartGoogleSignIn() {
  return useMutation({
    mutationFn: startGoogleSignIn,
    onSuccess: ({ url }) => window.location.assign(url),
  })
}
