// Request ids (issue 26, item 5): every request gets one, every log line of the request carries it (as `reqId`),
// and every answer returns it in X-Request-Id, 404s and errors included. An incoming X-Request-Id (a proxy's or a
// client's) is kept when it is a short safe token, so one id follows a request through several services; anything
// else (too long, spaces, quotes, line breaks) is replaced by a new random id and never reaches the log.
// requestIdOptions goes into buildApp's Fastify options; the plugin sets the header.

import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { lazyChildLogger } from '@/http/lazy-child-logger'

export const REQUEST_ID_HEADER = 'X-Request-Id'

/** What an incoming id may be: up to 64 letters, digits, '.', '_', ':' or '-' (a UUID, a ULID, a proxy's hex). */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/

/** The request's id: its X-Request-Id when that is a safe token, else a new random UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER.toLowerCase()]
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID()
}

/**
 * buildApp's Fastify options for request ids: the header is read by requestIdOf alone (checked, not trusted), and
 * the request's logger, bound to its id, is made at its first line (http/lazy-child-logger.ts).
 */
export const requestIdOptions = {
  requestIdHeader: false,
  genReqId: requestIdOf,
  childLoggerFactory: lazyChildLogger,
} as const

export default fp(
  async (app: FastifyInstance) => {
    // onRequest runs for every routed request and for the not-found handler, and an error's answer keeps the header.
    // What is answered before routing (a malformed URL: frameworkErrors in app.ts) sets it there.
    app.addHook('onRequest', (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id)
      done()
    })
  },
  { name: 'request-id' },
)
