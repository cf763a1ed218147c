// One error handler: every failure answers JSON { error, message } (ARCHITECTURE §5); 5xx never leak details, and the
// log never holds a statement's values (error-log.ts): a 5xx is an error line, a 4xx an info line, both sampled.
// sendError is the one builder of that answer: the handler, the not-found handler (static-spa.ts), the identity
// mount and the errors raised before routing (app.ts) all answer through it.

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { z } from 'zod/mini'
import { en } from 'zod/locales'
import type { ErrorBody, ErrorCode } from '@bookstore/contract/schemas/error'
import { isConnectionLoss } from '@/db/client'
import { loggableError, LogSampler } from '@/http/error-log'

// zod/mini words every rule a schema leaves unworded as a bare 'Invalid input'; the English locale names it
// ('expected string, received undefined', 'Too big: expected string to have <=200 characters'), issue 25.
z.config(en())

/** A failure a service expects (not found, conflict …): its status and code reach the client. */
export class DomainError extends Error {
  readonly code: ErrorCode
  readonly status: number
  /** More the client needs beside {error, message} (a refused order's fresh quote), sent as fields of the body. */
  readonly details: Readonly<Record<string, unknown>> | undefined
  constructor(code: ErrorCode, message: string, status = 400, details?: Readonly<Record<string, unknown>>) {
    super(message)
    this.code = code
    this.status = status
    this.details = details
  }
}

export const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.'
export const UNAVAILABLE_MESSAGE =
  'The store cannot reach its database just now. Please try again in a moment.'
/** Seconds a client should wait before retrying after a lost database connection (the pool reconnects on demand). */
export const DATABASE_RETRY_AFTER_SECONDS = 2

/**
 * Answers `status` with JSON { error: code, message }. `code` is an ErrorCode, or under /api/identity better-auth's
 * own code in lowercase (see ErrorBody in the contract).
 */
export function sendError(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  details?: Readonly<Record<string, unknown>>,
): FastifyReply {
  const body: ErrorBody = { ...details, error: code, message }
  return reply.code(status).type('application/json; charset=utf-8').send(body)
}

/** A lost database connection: 503 unavailable, with Retry-After (the failure is a moment's outage, not a bug). */
export const sendUnavailable = (reply: FastifyReply): FastifyReply =>
  sendError(
    reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)),
    503,
    'unavailable',
    UNAVAILABLE_MESSAGE,
  )

/** The message of a 404 for a path that no route answers: the method and the path, without its query. */
export const noRouteMessage = (method: string, url: string): string =>
  `No route for ${method} ${url.split('?', 1)[0] ?? ''}`

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
  code: ErrorCode
  message: string
  details?: Readonly<Record<string, unknown>>
}

/** What answers `error`; undefined for a lost database connection (sendUnavailable answers it). */
function toErrorReply(error: FastifyError | DomainError): ErrorReply | undefined {
  if (error instanceof DomainError) {
    return { status: error.status, code: error.code, message: error.message, details: error.details }
  }
  // The database connection was lost or refused (db/client.ts says which errors mean that): retry later.
  if (isConnectionLoss(error)) return undefined
  if (isUnstorableText(error)) {
    // Text PostgreSQL cannot store (a NUL): the client's input, refused (plugins/nul-characters.ts stops most first).
    return { status: 400, code: 'validation', message: 'The request holds text that cannot be stored' }
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    // A malformed id in the path can name nothing: that is a 404, like an unknown id (STYLE §4).
    if (error.validationContext === 'params') {
      return { status: 404, code: 'not_found', message: 'Not found' }
    }
    const message = error.validation
      .map((v) => {
        const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.')
        return field ? `${field}: ${v.message}` : (v.message ?? 'is invalid')
      })
      .join('; ')
    return { status: 400, code: 'validation', message: `Invalid ${error.validationContext}: ${message}` }
  }
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) {
    return { status, code: codeForStatus(status), message: error.message }
  }
  return { status: 500, code: 'internal', message: INTERNAL_MESSAGE }
}

/** What a failure's log line says of its request: the method and the route's pattern (no query, no ids, no emails). */
const requestOf = (request: FastifyRequest) => ({
  method: request.method,
  route: request.routeOptions.url ?? noRouteMessage(request.method, request.url),
})

/** The kind of a failure, for sampling: its type and the first database SQLSTATE among its causes. */
function kindOf(error: unknown): string {
  let code = ''
  for (let e = error, depth = 0; e instanceof Error && depth < 5 && !code; e = e.cause, depth += 1) {
    if ('code' in e && typeof e.code === 'string') code = e.code
  }
  return `${error instanceof Error ? error.name : typeof error}:${code}`
}

export default fp(
  async (app: FastifyInstance) => {
    // A flood of one failure writes one line per kind every 10 s, with how many were not written (issue 22).
    const sampled = new LogSampler()
    app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
      const answer = toErrorReply(error)
      if (!answer) {
        const sample = sampled.take(`unavailable:${kindOf(error)}`)
        if (sample) {
          request.log.warn(
            { error: loggableError(error), ...requestOf(request), ...sample },
            'service unavailable',
          )
        }
        return sendUnavailable(reply)
      }
      if (answer.status >= 500 && !(error instanceof DomainError)) {
        const sample = sampled.take(`failed:${kindOf(error)}`)
        if (sample) {
          request.log.error(
            { error: loggableError(error), ...requestOf(request), ...sample },
            'request failed',
          )
        }
      } else {
        // A client's mistake, or a refusal the store chose (429, a busy 503): info at most, never warn or error.
        const sample = sampled.take(`refused:${answer.status}:${answer.code}:${requestOf(request).route}`)
        if (sample) {
          request.log.info(
            { status: answer.status, code: answer.code, ...requestOf(request), ...sample },
            'request refused',
          )
        }
      }
      return sendError(reply, answer.status, answer.code, answer.message, answer.details)
    })
  },
  { name: 'errors' },
)
