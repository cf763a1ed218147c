// Identity routes (ARCHITECTURE §9 "Identity", "Rate limits"): /api/identity/* answered by better-auth (auth.ts)
// through the mount (mount.ts), in a scope of its own where every body arrives raw, as better-auth reads it itself.
// Sign-up, sign-in and change-password get routes of their own, for their attempt limits and the password queue;
// sign-up answers a taken username with 409 first, by the real-users username rule.
//
// Vocabulary, here and in the files that deal with who asks:
//   shopper   the person signed in with an identity session (request.shopper, type Shopper); her id is the spec's uid
//   admin     the holder of an admin bearer token (plugins/admin-token.ts, request.isAdmin)
//   actor     who asks: the shopper (if any) and whether an admin token came (Actor, actorOf(request))
//   identity  the sign-in machinery: the better-auth instance, its /api/identity endpoints, sessions and cookies
//   real user the spec's /api/real-users record of a shopper ({ uid, email, username, name }), only in that resource
// "user" remains only in better-auth's own names and its table (`users`), and in messages the spec fixes.

import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { IDENTITY_BASE_PATH, identityPaths } from '@bookstore/contract/api-paths'
import { SIGN_IN_ACCOUNT_LIMIT, SIGN_IN_IP_LIMIT, SIGN_UP_LIMIT } from '@/plugins/rate-limits'
import { assertUsernameFree } from '@/modules/real-users/usernames'
import type { Identity } from './auth'
import { forwardToIdentity, identityEndpoint, requestedEmail, requestedUsername } from './mount'

export interface IdentityRoutesOptions {
  identity: Identity
  publicUrl: string
}

export const identityRoutes: FastifyPluginAsync<IdentityRoutesOptions> = async (app, opts) => {
  const forward = (request: FastifyRequest, reply: FastifyReply) =>
    forwardToIdentity(opts.identity, opts.publicUrl, request, reply)
  // Routes that hash or check a password wait their turn (plugins/password-work.ts).
  const hashing = (request: FastifyRequest, reply: FastifyReply) =>
    app.passwordWork.run(reply, () => forward(request, reply))

  const signUpAttempts = app.attemptGuard({ perIp: SIGN_UP_LIMIT, onlyFailures: false })
  const signInAttempts = app.attemptGuard({
    perIp: SIGN_IN_IP_LIMIT,
    perAccount: { limit: SIGN_IN_ACCOUNT_LIMIT, account: (request) => requestedEmail(request.body) },
    onlyFailures: true,
  })
  // A stolen session must not make change-password an oracle for guessing the current password.
  const passwordChangeAttempts = app.attemptGuard({ perIp: SIGN_IN_IP_LIMIT, onlyFailures: true })

  // This module's own scope: better-auth reads the raw body itself, so every content type arrives as a Buffer.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body))

  app.post(identityPaths.signUp, signUpAttempts, async (request, reply) => {
    // better-auth's own answer to a taken username is a 422 and a long log: answer a clear 409 first.
    const username = requestedUsername(request.body)
    if (username !== undefined) await assertUsernameFree(app.db, username)
    return hashing(request, reply)
  })
  app.post(identityPaths.signIn, signInAttempts, hashing)
  app.post(identityPaths.changePassword, passwordChangeAttempts, hashing)

  // The limited endpoints above answer only at their own spelling: better-auth normalizes the URL it is given
  // (case, dot segments, a trailing slash), so any other spelling that it would route to one of them is a path
  // nothing answers: the not-found handler has it.
  const limited = new Set<string>([identityPaths.signUp, identityPaths.signIn, identityPaths.changePassword])
  app.route({
    method: ['GET', 'POST'],
    url: `${IDENTITY_BASE_PATH}/*`,
    handler: async (request, reply) => {
      if (limited.has(identityEndpoint(request.url, opts.publicUrl))) {
        reply.callNotFound()
        return reply
      }
      return forward(request, reply)
    },
  })
}
