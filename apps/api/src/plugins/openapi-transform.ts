// How one route appears in the OpenAPI document (plugins/openapi.ts): fastify-type-provider-zod turns its zod schemas
// into JSON Schema, and this wraps that. Its `security` is derived from the access check the route names in onRequest
// (plugins/access.ts), never written by hand; every route gets the shared { error, message } body for 4xx and 5xx;
// the identity routes, whose bodies arrive raw, and the multipart cover upload get a body and a description for the
// document only (how they parse does not change); what is not API (the SPA, covers, the docs' own files) is hidden.

import type { FastifyInstance, RouteOptions } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { z } from 'zod/mini'
import { apiPaths, identityPaths } from '@bookstore/contract/api-paths'
import { LoginForm } from '@bookstore/contract/schemas/account-forms'
import { ErrorBody } from '@bookstore/contract/schemas/error'
import {
  IdentitySession,
  IdentitySignedIn,
  SignedOut,
  SocialSignInStart,
} from '@bookstore/contract/schemas/identity'
import {
  ForgotPasswordForm,
  PasswordResetDone,
  PasswordResetRequested,
  ResetPasswordBody,
} from '@bookstore/contract/schemas/password-reset'
import { Username } from '@bookstore/contract/schemas/real-user'

type Transform = typeof jsonSchemaTransform
type TransformInput = Parameters<Transform>[0]
type Security = ReadonlyArray<Record<string, readonly string[]>>

/** The security schemes the document declares (plugins/openapi.ts components). */
const ADMIN: Security = [{ adminToken: [] }]
const SHOPPER: Security = [{ session: [] }]
/** An admin token, or else a shopper's session. */
const SHOPPER_OR_ADMIN: Security = [{ adminToken: [] }, { session: [] }]
/** Anyone; a session, when one comes, is read. */
const OPTIONAL_SHOPPER: Security = [{}, { session: [] }]

/** What the document says of a route the store's own schema does not describe (the raw-bodied identity routes). */
interface RouteDoc {
  description: string
  body?: z.core.$ZodType
  response?: z.core.$ZodType
  security?: Security
}

/** The sign-up body better-auth reads: the register form's fields the web client sends (no confirmation). */
const SignUpBody = z.object({
  username: Username,
  email: LoginForm.shape.email,
  password: z.string(),
  name: z.string(),
})

const IDENTITY_DOCS: Readonly<Record<string, RouteDoc>> = {
  [identityPaths.signUp]: {
    description: 'Creates a shopper account and signs her in (session cookie). A taken username answers 409.',
    body: SignUpBody,
    response: IdentitySignedIn,
  },
  [identityPaths.signIn]: {
    description: 'Signs a shopper in with email and password: sets the session cookie.',
    body: LoginForm,
    response: IdentitySignedIn,
  },
  [identityPaths.changePassword]: {
    description:
      "Changes the signed-in shopper's password: body {currentPassword, newPassword, revokeOtherSessions?}.",
    body: z.object({
      currentPassword: z.string(),
      newPassword: z.string(),
      revokeOtherSessions: z.optional(z.boolean()),
    }),
    security: SHOPPER,
  },
  [identityPaths.requestPasswordReset]: {
    description:
      'Mails a password reset link when the email has an account; the answer is the same either way.',
    body: ForgotPasswordForm,
    response: PasswordResetRequested,
  },
  [identityPaths.resetPassword]: {
    description: 'Sets a new password for the account of a mailed reset token; its sessions end.',
    body: ResetPasswordBody,
    response: PasswordResetDone,
  },
  [identityPaths.signOut]: {
    description: "Ends the shopper's session.",
    response: SignedOut,
    security: SHOPPER,
  },
  [identityPaths.session]: {
    description: 'The signed-in shopper, or null.',
    response: IdentitySession,
    security: OPTIONAL_SHOPPER,
  },
  [identityPaths.signInSocial]: {
    description:
      'Starts Google sign-in: body {provider: "google", callbackURL}; answers the provider\'s address.',
    body: z.object({ provider: z.string(), callbackURL: z.string() }),
    response: SocialSignInStart,
  },
  [identityPaths.googleCallback]: {
    description: 'Where Google sends the browser back: sets the session cookie and redirects into the store.',
  },
}

/** The cover upload reads multipart itself: the document names its one file field. */
const UPLOAD_BODY = {
  type: 'object',
  required: ['file'],
  properties: { file: { type: 'string', contentMediaType: 'image/*', description: 'The cover image' } },
}

const NO_CONTENT = { description: 'Done: no body', type: 'null' }

/**
 * Successes no zod schema states (`METHOD route`): the answers without a body, the CSV export, an invoice's PDF,
 * Google's way back.
 */
const PLAIN_SUCCESSES: Readonly<Record<string, Record<string, object>>> = {
  [`POST ${apiPaths.deleteAccount.route}`]: { 204: NO_CONTENT },
  [`POST ${apiPaths.adminLogout.route}`]: { 204: NO_CONTENT },
  [`PUT ${apiPaths.wishlistBook.route}`]: { 204: NO_CONTENT },
  [`DELETE ${apiPaths.wishlistBook.route}`]: { 204: NO_CONTENT },
  [`GET ${apiPaths.adminOrdersExport.route}`]: {
    200: {
      description: 'The orders the filters select, as CSV',
      content: { 'text/csv': { schema: { type: 'string' } } },
    },
  },
  [`GET ${apiPaths.orderInvoicePdf.route}`]: {
    200: {
      description: "The order's invoice, as a PDF",
      content: { 'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } } },
    },
  },
  [`POST ${identityPaths.changePassword}`]: {
    200: { description: 'The password is changed', type: 'object' },
  },
  [`GET ${identityPaths.googleCallback}`]: {
    302: { description: 'Back into the store, signed in', type: 'null' },
  },
}

/** True for a route the document leaves out: everything outside /api (the SPA, covers) and the docs themselves. */
export function isUndocumented(url: string): boolean {
  return !url.startsWith('/api/') || url === '/api/openapi.json' || url.startsWith('/api/docs')
}

/** The security a route needs, from the access check its onRequest names (none: public). */
function securityOf(app: FastifyInstance, route: RouteOptions): Security | undefined {
  const hooks = [route.onRequest ?? []].flat()
  if (hooks.includes(app.requireAdmin)) return ADMIN
  if (hooks.includes(app.requireShopperOrAdmin)) return SHOPPER_OR_ADMIN
  if (hooks.includes(app.requireShopper)) return SHOPPER
  if (hooks.includes(app.optionalShopper)) return OPTIONAL_SHOPPER
  return undefined
}

/** The transform @fastify/swagger runs on each route of `app` when it builds the document. */
export function openapiTransform(app: FastifyInstance): Transform {
  return (input: TransformInput) => {
    const { url, route } = input
    if (isUndocumented(url)) return { schema: { hide: true }, url }
    const schema = { ...(input.schema ?? {}) } as Record<string, unknown>
    const doc = IDENTITY_DOCS[url]
    const security = doc?.security ?? securityOf(app, route)
    if (security) schema.security = security
    if (doc) {
      schema.description = doc.description
      if (doc.body) schema.body = doc.body
    }
    const responses = { ...((schema.response as Record<string, unknown> | undefined) ?? {}) }
    if (doc?.response) responses[200] = doc.response
    schema.response = { ...responses, '4XX': ErrorBody, '5XX': ErrorBody }
    const transformed = jsonSchemaTransform({ ...input, schema: schema as TransformInput['schema'] })
    const successes = [route.method].flat().map((method) => PLAIN_SUCCESSES[`${method} ${url}`])[0]
    const documented = { ...transformed.schema } as Record<string, unknown>
    if (successes) documented.response = { ...(documented.response as object), ...successes }
    if (url === apiPaths.uploadCover.route) {
      documented.consumes = ['multipart/form-data']
      documented.body = UPLOAD_BODY
    }
    return { ...transformed, schema: documented }
  }
}
