// Shopper identity (ARCHITECTURE §3, §9 "Identity"): better-auth on our own tables, email + password and Google
// through OpenID Connect, mounted at /api/identity in its own scope. Its error answers are reshaped to
// { error, message } like every other API error.

import { randomInt } from 'node:crypto'
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api'
import { genericOAuth } from 'better-auth/plugins'
import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import {
  GOOGLE_PROVIDER_ID,
  GOOGLE_RETURN_PATH,
  IDENTITY_BASE_PATH,
  identityPaths,
} from '@bookstore/contract/api-paths'
import { COMMON_PASSWORD_MESSAGE, PASSWORD_MIN_LENGTH } from '@bookstore/contract/constants'
import { Username, usernameFromEmail } from '@bookstore/contract/schemas/real-user'
import type { GoogleConfig } from '../config'
import type { Database } from '../db/client'
import { accounts, sessions, users, verifications } from '../db/schema'
import { isCommonPassword } from './password-policy'
import { DomainError } from './errors'
import {
  CLIENT_IP_HEADER,
  forwardToIdentity,
  identityEndpoint,
  noteIdentityFailure,
  requestedEmail,
  requestedUsername,
} from './identity-mount'
import { storeOrigins } from './origin-check'
import { SIGN_IN_ACCOUNT_LIMIT, SIGN_IN_IP_LIMIT, SIGN_UP_LIMIT } from './rate-limits'

export interface IdentityOptions {
  publicUrl: string
  authSecret: string
  google: GoogleConfig | undefined
}

/** The id of the user holding this username (compared case-insensitively), if any. */
export async function usernameOwner(db: Database, username: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
  return row?.id
}

/** A Google user whose email's local part is already someone's username gets a numbered one. */
async function freeUsername(db: Database, wanted: string): Promise<string> {
  let candidate = wanted
  while (await usernameOwner(db, candidate)) candidate = `${wanted}-${randomInt(1000, 10_000)}`
  return candidate
}

export function createIdentity(db: Database, options: IdentityOptions, log: FastifyBaseLogger) {
  const { publicUrl, authSecret, google } = options
  return betterAuth({
    appName: 'Bookstore',
    baseURL: publicUrl,
    basePath: IDENTITY_BASE_PATH,
    secret: authSecret,
    trustedOrigins: storeOrigins(publicUrl),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: { enabled: true, minPasswordLength: PASSWORD_MIN_LENGTH, autoSignIn: true },
    user: {
      additionalFields: {
        username: {
          type: 'string',
          required: true,
          unique: true,
          input: true,
          validator: { input: Username },
        },
      },
    },
    // Usernames change only through PUT /api/real-users/edit/{uid}, which checks that they stay unique.
    disabledPaths: ['/update-user'],
    hooks: {
      // Whatever sets a password refuses one of the 10,000 most common (issue 13).
      before: createAuthMiddleware(async (context) => {
        const body: unknown = context.body
        if (!body || typeof body !== 'object') return
        const fields = body as Record<string, unknown>
        const password = context.path === '/sign-up/email' ? fields.password : fields.newPassword
        // Shorter than the minimum: better-auth's own message (the spec's rule) comes first.
        if (typeof password !== 'string' || password.length < PASSWORD_MIN_LENGTH) return
        if (isCommonPassword(password)) {
          throw new APIError('BAD_REQUEST', { code: 'COMMON_PASSWORD', message: COMMON_PASSWORD_MESSAGE })
        }
      }),
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user, context) => {
            // Email sign-up checked its username already (a taken one answers 409); a provider's may collide.
            if (context?.path?.endsWith('/sign-up/email') || typeof user.username !== 'string') return
            return { data: { ...user, username: await freeUsername(db, user.username) } }
          },
        },
      },
    },
    // Limits per client IP and per account are ours (plugins/rate-limits.ts).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      cookiePrefix: 'bookstore',
      useSecureCookies: publicUrl.startsWith('https://'),
      // Explicit, because better-auth turns its Origin checks off when NODE_ENV is 'test': tests see production.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      // The mount sets this header from request.ip, so TRUST_PROXY decides, not a client's X-Forwarded-For.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        // Some endpoints (get-session) log a database failure and answer 500 without calling onError below.
        for (const arg of args) noteIdentityFailure(arg)
        log[level]({ args }, message)
      },
    },
    onAPIError: {
      // A failure better-auth cannot hand to a callback (a lost or forged OAuth state) lands on our return page,
      // which shows the login failure dialog, instead of better-auth's own error page.
      errorURL: `${publicUrl}${GOOGLE_RETURN_PATH}?screen=login`,
      // A 4xx is the client's mistake, answered as { error, message }: only failures of ours are logged.
      onError: (error) => {
        if (isAPIError(error) && error.statusCode < 500) return
        noteIdentityFailure(error)
        log.error({ err: error }, 'identity request failed')
      },
    },
    plugins: google
      ? [
          genericOAuth({
            config: [
              {
                providerId: GOOGLE_PROVIDER_ID,
                discoveryUrl: `${google.issuer}/.well-known/openid-configuration`,
                clientId: google.clientId,
                clientSecret: google.clientSecret,
                scopes: ['openid', 'email', 'profile'],
                pkce: true,
                // Spec §9: the Google sign-in username is the part of the email before the '@'.
                mapProfileToUser: (profile) => ({
                  username: usernameFromEmail(typeof profile.email === 'string' ? profile.email : ''),
                }),
              },
            ],
          }),
        ]
      : [],
  })
}

export type Identity = ReturnType<typeof createIdentity>

declare module 'fastify' {
  interface FastifyInstance {
    identity: Identity
  }
}

export default fp(
  async (app: FastifyInstance, opts: IdentityOptions) => {
    const identity = createIdentity(app.db, opts, app.log)
    app.decorate('identity', identity)
    const forward = (request: FastifyRequest, reply: FastifyReply) =>
      forwardToIdentity(identity, opts.publicUrl, request, reply)
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

    // Own scope: better-auth reads the raw body itself, so every content type arrives as a Buffer here.
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers()
      scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body))

      scope.post(identityPaths.signUp, signUpAttempts, async (request, reply) => {
        // better-auth's own answer to a taken username is a 422 and a long log: answer a clear 409 first.
        const username = requestedUsername(request.body)
        if (username !== undefined && (await usernameOwner(app.db, username))) {
          throw new DomainError('conflict', 'That username is taken', 409)
        }
        return hashing(request, reply)
      })
      scope.post(identityPaths.signIn, signInAttempts, hashing)
      scope.post(identityPaths.changePassword, passwordChangeAttempts, hashing)

      // The limited endpoints above answer only at their own spelling: better-auth normalizes the URL it is given
      // (case, dot segments, a trailing slash), so any other spelling that it would route to one of them is a path
      // nothing answers: the not-found handler has it.
      const limited = new Set<string>([
        identityPaths.signUp,
        identityPaths.signIn,
        identityPaths.changePassword,
      ])
      scope.route({
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
    })
  },
  { name: 'identity', dependencies: ['database', 'errors', 'rate-limits', 'password-work'] },
)
