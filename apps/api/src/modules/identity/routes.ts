// Identity routes (ARCHITECTURE §9 "Identity", "Rate limits"): the better-auth endpoints the store calls, and only
// those (IDENTITY_ENDPOINTS; any other path under /api/identity is 404, issue 22 item 2), answered by better-auth
// (auth.ts) through the mount (mount.ts), in a scope of their own where every body arrives raw, as better-auth reads
// it itself. Sign-up, sign-in, change-password and the password reset read their body as JSON only (identity-body.ts),
// count their attempts (plugins/rate-limits.ts) and, when they hash, wait their turn in the password queue, one client
// holding at most its share of it (plugins/password-work.ts); sign-up answers a taken username with 409 first, by the
// real-users username rule. A reset request answers the same, and no sooner than RESET_REQUEST_MIN_MS, whether or not
// the email has an account (issue 24, item 2).
//
// Vocabulary, here and in the files that deal with who asks:
//   shopper   the person signed in with an identity session (request.shopper, type Shopper); her id is the spec's uid
//   admin     the holder of an admin bearer token (plugins/admin-token.ts, request.isAdmin)
//   actor     who asks: the shopper (if any) and whether an admin token came (Actor, actorOf(request))
//   identity  the sign-in machinery: the better-auth instance, its /api/identity endpoints, sessions and cookies
//   real user the spec's /api/real-users record of a shopper ({ uid, email, username, name }), only in that resource
// "user" remains only in better-auth's own names and its table (`users`), and in messages the spec fixes.

import { setTimeout as sleep } from 'node:timers/promises'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import { identityPaths } from '@bookstore/contract/api-paths'
import {
  ForgotPasswordForm,
  PASSWORD_RESET_MESSAGES,
  ResetPasswordBody,
  type PasswordResetRequested,
} from '@bookstore/contract/schemas/password-reset'
import {
  CHANGE_PASSWORD_ACCOUNT_LIMIT,
  CHANGE_PASSWORD_IP_ATTEMPTS_LIMIT,
  CHANGE_PASSWORD_IP_LIMIT,
  clientKey,
  RESET_PASSWORD_IP_ATTEMPTS_LIMIT,
  RESET_PASSWORD_IP_LIMIT,
  RESET_REQUEST_EMAIL_LIMIT,
  RESET_REQUEST_IP_LIMIT,
  SIGN_IN_ACCOUNT_LIMIT,
  SIGN_IN_IP_ATTEMPTS_LIMIT,
  SIGN_IN_IP_LIMIT,
  SIGN_UP_LIMIT,
  type AttemptGuard,
} from '@/plugins/rate-limits'
import { assertUsernameFree } from '@/modules/real-users'
import type { Identity } from './auth'
import { IDENTITY_ENDPOINTS } from './endpoints'
import { checkedIdentityBody, readIdentityJson } from './identity-body'
import {
  forwardToIdentity,
  identityEndpoint,
  identityErrorCode,
  requestedEmail,
  requestedUsername,
} from './mount'
import { hearingPasswordReset } from './password-reset'
import { inPasswordWork } from './password-scope'

/**
 * The shortest time a reset request takes to answer. An email with an account costs a few more writes (the token,
 * the outbox row) than one without; answering every request no sooner than this hides the difference from a client
 * timing the answers (the limits per client and per email bound what holding a request so long can cost).
 */
export const RESET_REQUEST_MIN_MS = 250

/** The one answer to a reset request, whether or not the email has an account. */
const RESET_REQUESTED: PasswordResetRequested = { status: true, message: PASSWORD_RESET_MESSAGES.linkSent }

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
  const hashing = (
    request: FastifyRequest,
    reply: FastifyReply,
    work: () => Promise<FastifyReply> = () => forward(request, reply),
  ) => app.passwordWork.run(reply, () => inPasswordWork(work), clientKey(request.ip))

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

  // Reset requests: every one counts (each may queue a mail), per client and per email, in limits of their own (an
  // account whose sign-in someone else's guesses locked can still ask). The reset: refused tokens per client, and
  // every attempt per client, as it hashes.
  const resetRequestAttempts = app.attemptGuard({
    perIp: RESET_REQUEST_IP_LIMIT,
    perAccount: { limit: RESET_REQUEST_EMAIL_LIMIT, account: (request) => requestedEmail(request.body) },
    onlyFailures: false,
  })
  const resetAttempts = app.attemptGuard({
    perIpAttempts: RESET_PASSWORD_IP_ATTEMPTS_LIMIT,
    perIp: RESET_PASSWORD_IP_LIMIT,
    onlyFailures: true,
    failed: (request, reply) => reply.statusCode === 400 && identityErrorCode(request) === 'invalid_token',
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

  app.post(identityPaths.requestPasswordReset, {
    ...limited(resetRequestAttempts, checkedIdentityBody(ForgotPasswordForm)),
    // A success waits out RESET_REQUEST_MIN_MS and is our one sentence, whatever better-auth said. (A refusal, 400 or
    // 429, came before any account was looked up: its time tells nothing, and it is not held.)
    onSend: async (_request, reply, payload) => {
      if (reply.statusCode !== 200) return payload
      const wait = RESET_REQUEST_MIN_MS - reply.elapsedTime
      if (wait > 0) await sleep(wait)
      return JSON.stringify(RESET_REQUESTED)
    },
    handler: forward,
  })
  app.post(identityPaths.resetPassword, {
    ...limited(resetAttempts, checkedIdentityBody(ResetPasswordBody)),
    // A token unknown, expired or used: one clear sentence (the reset page offers to ask for a new link).
    onSend: async (request, reply, payload) =>
      reply.statusCode === 400 && identityErrorCode(request) === 'invalid_token'
        ? JSON.stringify({ error: 'invalid_token', message: PASSWORD_RESET_MESSAGES.invalidLink })
        : payload,
    // Once the new password is saved (before the answer), the owner's sign-in failures are forgotten: the lock
    // someone else's wrong guesses put on her email does not outlive her proving herself by the mailed link.
    handler: (request, reply) =>
      hashing(request, reply, () =>
        hearingPasswordReset(
          (email) => app.clearAttempts(SIGN_IN_ACCOUNT_LIMIT, email),
          () => forward(request, reply),
        ),
      ),
  })

  for (const { method, path, kind } of IDENTITY_ENDPOINTS) {
    if (kind === 'plain') app.route({ method, url: path, handler: forward })
  }
}
