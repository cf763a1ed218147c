// The better-auth endpoints the store calls (issue 22, item 2), and only those: identity/routes.ts routes each of
// them, and nothing else under /api/identity answers (404). better-auth serves many more over HTTP (verify-password,
// list-sessions, revoke-sessions, update-session …); endpoint-allow-list.test.ts lists them from the instance and
// checks that each is on this list or 404, so a better-auth upgrade cannot open a path silently.

import { identityPaths } from '@bookstore/contract/api-paths'

/**
 * How an allowed endpoint is served: as it is ('plain'), limited per client without hashing ('limited'), or limited
 * with its password work queued ('password').
 */
export type IdentityEndpointKind = 'plain' | 'limited' | 'password'

/**
 * The better-auth endpoints the store calls (identityPaths; the web app and its tests), each with its one method.
 * Nothing else under /api/identity answers: a better-auth upgrade that adds an endpoint adds nothing reachable.
 */
export const IDENTITY_ENDPOINTS: ReadonlyArray<{
  method: 'GET' | 'POST'
  path: string
  kind: IdentityEndpointKind
}> = [
  { method: 'POST', path: identityPaths.signUp, kind: 'password' },
  { method: 'POST', path: identityPaths.signIn, kind: 'password' },
  { method: 'POST', path: identityPaths.changePassword, kind: 'password' },
  // Forgot password (issue 24, item 2): the request mails a link (no hashing); the reset sets the new password.
  { method: 'POST', path: identityPaths.requestPasswordReset, kind: 'limited' },
  { method: 'POST', path: identityPaths.resetPassword, kind: 'password' },
  { method: 'POST', path: identityPaths.signOut, kind: 'plain' },
  { method: 'GET', path: identityPaths.session, kind: 'plain' },
  // Google sign-in: its start (the provider's address) and the provider's way back.
  { method: 'POST', path: identityPaths.signInSocial, kind: 'plain' },
  { method: 'GET', path: identityPaths.googleCallback, kind: 'plain' },
]
