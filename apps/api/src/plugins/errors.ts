// One error handler: every failure answers JSON { error, message } (ARCHITECTURE §5); 5xx never leak details.

import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import type { ErrorBody, ErrorCode } from '@bookstore/contract/schemas/error'
import { isConnectionLoss } from '../db/client'

/** A failure a service expects (not found, conflict …): its status and code reach the client. */
export class DomainError extends Error {
  readonly code: ErrorCode
  readonly status: number
  constructor(code: ErrorCode, message: string, status = 400) {
    super(message)
    this.code = code
    this.status = status
  }
}

export const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.'
export const UNAVAILABLE_MESSAGE =
  'The store cannot reach its database just now. Please try again in a moment.'
/** Seconds a client should wait before retrying after a lost database connection (the pool reconnects on demand). */
export const DATABASE_RETRY_AFTER_SECONDS = 2

/** The error code of a 4xx status when nothing more precise is known. */
export const codeForStatus = (status: number): ErrorCode => {
  if (status === 401) return 'unauthorized'
  if (status === 403) return 'forbidden'
  if (status === 404) return 'not_found'
  if (status === 409) return 'conflict'
  if (status === 413) return 'payload_too_large'
  if (status === 415) return 'unsupported_media_type'
  if (status === 429) return 'rate_limited'
  return 'validation'
}

/** SQLSTATE 22021 (character_not_in_repertoire, a NUL in text) and 22P05 (untranslatable_character). */
const UNSTORABLE_TEXT = new Set(['22021', '22P05'])

const isUnstorableText = (error: unknown): boolean => {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1) {
    if ('code' in e && typeof e.code === 'string' && UNSTORABLE_TEXT.has(e.code)) return true
  }
  return false
}

interface ErrorReply {
  status: number
  body: ErrorBody
  /** Sent as Retry-After: the failure is a moment's outage, not a bug. */
  retryAfterSeconds?: number
}

function toErrorReply(error: FastifyError | DomainError): ErrorReply {
  if (error instanceof DomainError) {
    return { status: error.status, body: { error: error.code, message: error.message } }
  }
  if (isConnectionLoss(error)) {
    // The database connection was lost or refused (db/client.ts says which errors mean that): retry later.
    return {
      status: 503,
      body: { error: 'unavailable', message: UNAVAILABLE_MESSAGE },
      retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
    }
  }
  if (isUnstorableText(error)) {
    // Text PostgreSQL cannot store (a NUL): the client's input, refused (plugins/nul-characters.ts stops most first).
    return {
      status: 400,
      body: { error: 'validation', message: 'The request holds text that cannot be stored' },
    }
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    // A malformed id in the path can name nothing: that is a 404, like an unknown id (STYLE §4).
    if (error.validationContext === 'params') {
      return { status: 404, body: { error: 'not_found', message: 'Not found' } }
    }
    const message = error.validation
      .map((v) => {
        const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.')
        return field ? `${field}: ${v.message}` : (v.message ?? 'is invalid')
      })
      .join('; ')
    return {
      status: 400,
      body: { error: 'validation', message: `Invalid ${error.validationContext}: ${message}` },
    }
  }
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) {
    return { status, body: { error: codeForStatus(status), message: error.message } }
  }
  return { status: 500, body: { error: 'internal', message: INTERNAL_MESSAGE } }
}

export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
      const { status, body, retryAfterSeconds } = toErrorReply(error)
      if (retryAfterSeconds !== undefined) {
        request.log.warn({ err: error, method: request.method, url: request.url }, 'service unavailable')
        void reply.header('retry-after', String(retryAfterSeconds))
      } else if (status >= 500) {
        request.log.error({ err: error, method: request.method, url: request.url }, 'request failed')
      }
      return reply.code(status).type('application/json; charset=utf-8').send(body)
    })
  },
  { name: 'errors' },
)
