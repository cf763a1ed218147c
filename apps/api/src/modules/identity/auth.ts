// The identity instance (ARCHITECTURE §3, §9 "Identity"): better-auth on our own tables, email + password and
// Google through OpenID Connect, at /api/identity, with the store's rules on what it accepts (a common password is
// refused; a username stays unique, by the real-users rule).
// It lives in this module, not in plugins/, because its configuration holds those business rules, and plugins may
// not import modules. app.ts creates it once and hands it to the identity routes and, as sessionShopper(identity),
// to the access plugin, which so resolves a request's shopper without knowing better-auth.

import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api'
import { fromNodeHeaders } from 'better-auth/node'
import { genericOAuth } from 'better-auth/plugins'
import type { FastifyBaseLogger, FastifyRequest } from 'fastify'
import { GOOGLE_PROVIDER_ID, GOOGLE_RETURN_PATH, IDENTITY_BASE_PATH } from '@bookstore/contract/api-paths'
import { COMMON_PASSWORD_MESSAGE, PASSWORD_MIN_LENGTH } from '@bookstore/contract/constants'
import { Username, usernameFromEmail } from '@bookstore/contract/schemas/real-user'
import type { GoogleConfig } from '@/config'
import type { Database } from '@/db/client'
import { accounts, sessions, users, verifications } from '@/db/schema'
import type { Shopper } from '@/plugins/access'
import { storeOrigins } from '@/plugins/origin-check'
import { isCommonPassword } from '@/security/password-policy'
import { freeUsername } from '@/modules/real-users'
import { identityLogger } from './identity-log'
import { CLIENT_IP_HEADER, noteIdentityFailure } from './mount'
import { endResetLinks, passwordWasReset, resetMailer } from './password-reset'
import { queuedPasswordHashing } from './password-scope'
import { RESET_TOKEN_TTL_SECONDS } from './reset-mail'

export interface IdentityOptions {
  publicUrl: string
  authSecret: string
  google: GoogleConfig | undefined
  /** CORS_ORIGINS: other origins whose pages may sign in and out too; none when absent. */
  corsOrigins?: readonly string[]
}

export function createIdentity(db: Database, options: IdentityOptions, log: FastifyBaseLogger) {
  const { publicUrl, authSecret, google } = options
  const writeLog = identityLogger(log)
  return betterAuth({
    appName: 'Bookstore',
    baseURL: publicUrl,
    basePath: IDENTITY_BASE_PATH,
    secret: authSecret,
    trustedOrigins: storeOrigins(publicUrl, options.corsOrigins),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      autoSignIn: true,
      // better-auth's own scrypt, refused outside the password queue (password-scope.ts).
      password: queuedPasswordHashing,
      // Forgot password (issue 24, item 2; password-reset.ts): the link, to our page, goes through the outbox; it
      // works once, for an hour, and a reset ends every session of the account and every other reset link.
      sendResetPassword: resetMailer(db, publicUrl),
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: passwordWasReset(db),
    },
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
      // A password changed ends every reset link mailed before (issue 37, item 2), as a completed reset does.
      after: createAuthMiddleware(async (context) => {
        if (context.path !== '/change-password') return
        const userId = changedPasswordUser(context.context.returned)
        if (userId !== undefined) await endResetLinks(db, userId)
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
        // A client's mistake (a wrong password, a spoilt OAuth state) at info; every message sampled.
        writeLog(level, message, ...args)
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
        // Through the same sampler as better-auth's own lines, without a statement's values.
        writeLog('error', 'identity request failed', error)
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

/** The user whose password change-password answered as changed ({token, user}); undefined for its refusals. */
function changedPasswordUser(returned: unknown): string | undefined {
  if (!returned || typeof returned !== 'object' || isAPIError(returned)) return undefined
  const user = (returned as { user?: unknown }).user
  if (!user || typeof user !== 'object') return undefined
  const id = (user as { id?: unknown }).id
  return typeof id === 'string' ? id : undefined
}

/** The shopper whose session the request's cookie carries, or null: the access plugin's `shopperOf`. */
export const sessionShopper =
  (identity: Identity) =>
  async (request: FastifyRequest): Promise<Shopper | null> => {
    const session = await identity.api.getSession({ headers: fromNodeHeaders(request.headers) })
    if (!session) return null
    const { id, email, username, name } = session.user
    return { uid: id, email, username, name }
  }
