// Identity routes (ARCHITECTURE §9 "Identity", "Rate limits"): the better-auth endpoints the store calls, and only
// those (IDENTITY_ENDPOINTS; any other path under /api/identity is 404, issue 22 item 2), answered by better-auth
// (auth.ts) through the mount (mount.ts), in a scope of their own where every body arrives raw, as better-auth reads
// it itself. Sign-up, sign-in and change-password read their body as JSON only (identity-body.ts), count their
// attempts (plugins/rate-limits.ts) and wait their turn in the password queue, one client holding at most its share
// of it (plugins/password-work.ts); sign-up answers a taken username with 409 first, by the real-users username rule.
//
// Vocabulary, here and in the files that deal with who asks:
//   shopper   the person signed in with an identity session (request.shopper, type Shopper); her id is the spec's uid
//   admin     the holder of an admin bearer token (plugins/admin-token.ts, request.isAdmin)
//   actor     who asks: the shopper (if any) and whether an admin token came (Actor, actorOf(request))
//   identity  the sign-in machinery: the better-auth instance, its /api/identity endpoints, sessions and cookies
//   real user the spec's /api/real-users record of a shopper ({ uid, email, username, name }), only in that resource
// "user" remains only in better-auth's own names and its table (`users`), and in messages the spec fixes.

import type { FastifyPluginAsync, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import { identityPaths } from '@bookstore/contract/api-paths'
import {
  CHANGE_PASSWORD_ACCOUNT_LIMIT,
  CHANGE_PASSWORD_IP_ATTEMPTS_LIMIT,
  CHANGE_PASSWORD_IP_LIMIT,
  clientKey,
  SIGN_IN_ACCOUNT_LIMIT,
  SIGN_IN_IP_ATTEMPTS_LIMIT,
  SIGN_IN_IP_LIMIT,
  SIGN_UP_LIMIT,
  type AttemptGuard,
} from '@/plugins/rate-limits'
import { assertUsernameFree } from '@/modules/real-users'
import type { Identity } from './auth'
import { IDENTITY_ENDPOINTS } from './endpoints'
import { readIdentityJson } from './identity-body'
import {
  forwardToIdentity,
  identityEndpoint,
  identityErrorCode,
  requestedEmail,
  requestedUsername,
} from './mount'
import { inPasswordWork } from './password-scope'

export interface IdentityRoutesOptions {
  identity: Identity
  publicUrl: string
}

export const identityRoutes: FastifyPluginAsync<IdentityRoutesOptions> = async (app, opts) => {
  const forward = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    // The path as routed, in the one spelling better-auth would run (a trailing slash is better-auth's 404).
    const path = request.routeOptions.url ?? ''
    if (identityEndpoint(request.url, opts.publicUrl) !== path.toLowerCase()) {
      reply.callNotFound()
      return reply
    }
    return forwardToIdentity(opts.identity, opts.publicUrl, request, reply)
  }
  // Routes that hash or check a password wait their turn, one client (its IP, an IPv6 /64) holding at most its share
  // of the queue; better-auth's hashing runs only so (password-scope.ts).
  const hashing = (request: FastifyRequest, reply: FastifyReply) =>
    app.passwordWork.run(reply, () => inPasswordWork(() => forward(request, reply)), clientKey(request.ip))

  // A failure is an answer that says a password was wrong; a foreign Origin's 403, a malformed body or a full queue
  // checked none and count only among all attempts.
  const signUpAttempts = app.attemptGuard({ perIp: SIGN_UP_LIMIT, onlyFailures: false })
  const signInAttempts = app.attemptGuard({
    perIpAttempts: SIGN_IN_IP_ATTEMPTS_LIMIT,
    perIp: SIGN_IN_IP_LIMIT,
    perAccount: { limit: SIGN_IN_ACCOUNT_LIMIT, account: (request) => requestedEmail(request.body) },
    onlyFailures: true,
    failed: (request, reply) =>
      reply.statusCode === 401 && identityErrorCode(request) === 'invalid_email_or_password',
  })
  // A stolen session must not make change-password an oracle for guessing the current password: limited per client
  // and per signed-in shopper (request.shopper, read by optionalShopper; better-auth answers 401 without one).
  const passwordChangeAttempts = app.attemptGuard({
    perIpAttempts: CHANGE_PASSWORD_IP_ATTEMPTS_LIMIT,
    perIp: CHANGE_PASSWORD_IP_LIMIT,
    perAccount: { limit: CHANGE_PASSWORD_ACCOUNT_LIMIT, account: (request) => request.shopper?.uid },
    onlyFailures: true,
    failed: (request, reply) => reply.statusCode === 400 && identityErrorCode(request) === 'invalid_password',
  })

  // This module's own scope: better-auth reads the raw body itself, so every content type arrives as a Buffer.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body))

  const limited = (guard: AttemptGuard, ...before: preHandlerAsyncHookHandler[]) => ({
    // The body is read (and refused when it is not JSON) before anything is counted.
    preHandler: [readIdentityJson, ...before, guard.preHandler],
    onResponse: guard.onResponse,
  })

  app.post(identityPaths.signUp, limited(signUpAttempts), async (request, reply) => {
    // better-auth's own answer to a taken username is a 422 and a long log: answer a clear 409 first.
    const username = requestedUsername(request.body)
    if (username !== undefined) await assertUsernameFree(app.db, username)
    return hashing(request, reply)
  })
  app.post(identityPaths.signIn, limited(signInAttempts), hashing)
  app.post(
    identityPaths.changePassword,
    { onRequest: app.optionalShopper, ...limited(passwordChangeAttempts) },
    hashing,
  )

  for (const { method, path, kind } of IDENTITY_ENDPOINTS) {
    if (kind === 'plain') app.route({ method, url: path, handler: forward })
  }
}
