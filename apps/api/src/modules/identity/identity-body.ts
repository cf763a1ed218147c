// The body of a limited identity route (sign-up, sign-in, change-password, the password reset), read before anything
// is counted (issue 22, item 1). better-auth reads a sign-in or sign-up body as JSON or as a form
// (application/x-www-form-urlencoded); the limits read the account from JSON only, so a form sign-in once took
// unlimited guesses and signed in an account the limit had locked. The store's clients send JSON: anything else is answered 415 here. The JSON read is the one sent
// on to better-auth, re-serialized, so the account the limits count is the account better-auth checks, byte for byte
// (a byte-order mark, a charset parameter or a duplicate key cannot make the two read different emails).

import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import type { z } from 'zod/mini'
import { DomainError } from '@/plugins/errors'

/** The longest email the store takes (RFC 5321's path limit): a longer one is refused before it is counted. */
export const MAX_EMAIL_LENGTH = 254

/** The media type a Content-Type header names, lowercase, without parameters ('' when there is none). */
export const mediaType = (contentType: string | undefined): string =>
  (contentType ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? ''

const decoder = new TextDecoder('utf-8')

/**
 * preHandler: refuses a body that is not JSON (415 unsupported_media_type) or not valid JSON (400), and one whose
 * email is longer than MAX_EMAIL_LENGTH (400); replaces the raw bytes by the JSON as read. An empty body passes
 * (better-auth answers it 400: no password is checked).
 */
export async function readIdentityJson(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const body = request.body
  if (!Buffer.isBuffer(body) || body.length === 0) return
  if (mediaType(request.headers['content-type']) !== 'application/json') {
    throw new DomainError('unsupported_media_type', 'Send this request as application/json', 415)
  }
  let value: unknown
  let text: string
  try {
    // As better-auth's request.json() reads it: UTF-8, a byte-order mark dropped, malformed bytes replaced.
    value = JSON.parse(decoder.decode(body))
    // Serializing a value nested thousands deep overflows the stack (RangeError): refused like malformed JSON.
    text = JSON.stringify(value)
  } catch {
    throw new DomainError('validation', 'Invalid JSON in request body', 400)
  }
  if (value && typeof value === 'object' && 'email' in value) {
    const email: unknown = value.email
    if (typeof email === 'string' && email.length > MAX_EMAIL_LENGTH) {
      throw new DomainError('validation', 'Invalid email', 400)
    }
  }
  request.body = Buffer.from(text, 'utf8')
}

/**
 * preHandler after readIdentityJson, for a route the store's own schema describes (the password reset's): refuses a
 * body `schema` does not accept, an empty one too (400 validation, 'Invalid body: email: …' as elsewhere), and sends
 * better-auth only what the schema read, so a field it does not name (a client's redirectTo) never reaches it.
 */
export const checkedIdentityBody =
  (schema: z.ZodMiniType): preHandlerAsyncHookHandler =>
  async (request) => {
    const body = request.body
    const value: unknown =
      Buffer.isBuffer(body) && body.length > 0 ? JSON.parse(body.toString('utf8')) : undefined
    const parsed = schema.safeParse(value)
    if (!parsed.success) {
      const message = parsed.error.issues
        .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
        .join('; ')
      throw new DomainError('validation', `Invalid body: ${message}`, 400)
    }
    request.body = Buffer.from(JSON.stringify(parsed.data), 'utf8')
  }
