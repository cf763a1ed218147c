// The identity routes the API fuzz test covers (part of FUZZ_ROUTES in fuzz-routes.ts): the better-auth endpoints the
// store routes (modules/identity/endpoints.ts), each with its body, and those better-auth serves that are not routed.

import { IDENTITY_BASE_PATH, identityPaths } from '@bookstore/contract/api-paths'
import type { FuzzRoute } from './fuzz-route'
import {
  CHANGE_PASSWORD_BODY,
  GOOGLE_CALLBACK_QUERY,
  IDENTITY_ANY_BODY,
  SIGN_IN_BODY,
  SIGN_UP_BODY,
} from './fuzz-shapes'

/**
 * Endpoints better-auth serves over HTTP that the store does not route (identity/endpoints.ts is its allow-list),
 * some only with plugins we lack, and spellings of its own: each must answer an error (404), whatever it is sent.
 */
export const UNLISTED_IDENTITY_ENDPOINTS = [
  'verify-password',
  'update-session',
  'list-sessions',
  'revoke-session',
  'revoke-sessions',
  'revoke-other-sessions',
  'update-user',
  'delete-user',
  'delete-user/callback',
  'change-email',
  'set-password',
  'forget-password',
  'reset-password/not-a-token',
  'verify-email',
  'send-verification-email',
  'list-accounts',
  'link-social',
  'unlink-account',
  'account-info',
  'refresh-token',
  'get-access-token',
  'callback/github',
  'sign-in/oauth2',
  'oauth2/callback/google',
  'ok',
  'error',
  'SIGN-IN/email',
  'no-such-endpoint',
]

const identityTail = (): string[] => UNLISTED_IDENTITY_ENDPOINTS

export const IDENTITY_FUZZ_ROUTES: readonly FuzzRoute[] = [
  {
    method: 'POST',
    route: identityPaths.signUp,
    body: [SIGN_UP_BODY],
    writes: 'none',
    freeShare: 1,
    identity: true,
  },
  {
    method: 'POST',
    route: identityPaths.signIn,
    body: [SIGN_IN_BODY],
    writes: 'none',
    freeShare: 1,
    identity: true,
  },
  {
    method: 'POST',
    route: identityPaths.changePassword,
    body: [CHANGE_PASSWORD_BODY],
    writes: 'none',
    freeShare: 1,
    identity: true,
  },
  // Forgot password (issue 24): a reset request for the other shopper's email, a reset with a token never issued.
  {
    method: 'POST',
    route: identityPaths.requestPasswordReset,
    body: [IDENTITY_ANY_BODY],
    writes: 'none',
    freeShare: 1,
    identity: true,
  },
  {
    method: 'POST',
    route: identityPaths.resetPassword,
    body: [IDENTITY_ANY_BODY],
    writes: 'none',
    freeShare: 1,
    identity: true,
  },
  // The other endpoints the store routes to better-auth (identity/endpoints.ts).
  { method: 'POST', route: identityPaths.signOut, writes: 'none', freeShare: 1, identity: true },
  { method: 'GET', route: identityPaths.session, writes: 'none', freeShare: 1, identity: true },
  {
    method: 'POST',
    route: identityPaths.signInSocial,
    body: [IDENTITY_ANY_BODY],
    writes: 'none',
    freeShare: 1,
    identity: true,
  },
  {
    method: 'GET',
    route: identityPaths.googleCallback,
    query: GOOGLE_CALLBACK_QUERY,
    writes: 'none',
    freeShare: 1,
    identity: true,
  },
  // better-auth's endpoints off that list: none is routed.
  ...(['GET', 'POST'] as const).map((method): FuzzRoute => ({
    method,
    route: `${IDENTITY_BASE_PATH}/*`,
    params: { '*': identityTail },
    body: method === 'POST' ? [IDENTITY_ANY_BODY, SIGN_IN_BODY, CHANGE_PASSWORD_BODY] : undefined,
    writes: 'none',
    freeShare: 1,
    identity: true,
    unrouted: true,
  })),
]
