// What the HTTP server allows a connection before a request reaches Fastify's routes (issue 22): how long a request
// may take to arrive, and the answer to one that broke a rule of the protocol (too slow, headers too large,
// malformed), in the store's { error, message } shape like every other error, logged at trace level only.

import http from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyHttpOptions } from 'fastify'
import type { ErrorCode } from '@bookstore/contract/schemas/error'

/**
 * A request, headers and body, must arrive within 30 s (Node's own limit is 300 s): 256 sockets dripping a body held
 * their places for 75 s. Slower clients get 408 and their socket closes. A 5 MB cover needs about 1.4 Mbit/s.
 */
export const REQUEST_TIMEOUT_MS = 30_000
/** The headers alone: a client that has not finished them in 10 s is not a browser on a working network. */
export const HEADERS_TIMEOUT_MS = 10_000

const CLIENT_ERRORS: Record<string, { status: number; error: ErrorCode; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    error: 'timeout',
    message: 'The request took too long to arrive. Please try again.',
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    error: 'payload_too_large',
    message: 'The request headers are too large',
  },
}
const MALFORMED = { status: 400, error: 'validation', message: 'The request is not valid HTTP' } as const

/** Whether the bytes that failed to parse are a HEAD request, whose answer has no body (RFC 9110 §9.3.2). */
const isHeadRequest = (err: NodeJS.ErrnoException & { rawPacket?: unknown }) =>
  Buffer.isBuffer(err.rawPacket) && /^(\r?\n)*HEAD /.test(err.rawPacket.toString('latin1', 0, 16))

/** Fastify's clientErrorHandler: answers on the raw socket (no request exists yet), then closes it. */
function answerClientError(
  this: { log: { trace(obj: object, msg: string): void } },
  err: NodeJS.ErrnoException & { rawPacket?: unknown },
  socket: Socket,
): void {
  // A reset connection has nobody left to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return
  const { status, error, message } = CLIENT_ERRORS[err.code ?? ''] ?? MALFORMED
  this.log.trace({ err }, 'client error')
  if (socket.writable) {
    const body = JSON.stringify({ error, message })
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n` +
        // A HEAD answer says the body's length and sends no body: a client would read those bytes as a next answer.
        (isHeadRequest(err) ? '' : body),
    )
  }
  socket.destroy()
}

/** The Fastify options for the server's connections, with `requestTimeoutMs` for the whole request. */
export function connectionOptions(requestTimeoutMs = REQUEST_TIMEOUT_MS): FastifyHttpOptions<http.Server> {
  return {
    requestTimeout: requestTimeoutMs,
    http: {
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeoutMs),
      // Node looks for late requests this often (30 s by default, which would let one live for twice its time).
      connectionsCheckingInterval: Math.min(2_000, Math.ceil(requestTimeoutMs / 4)),
    },
    clientErrorHandler: answerClientError,
  }
}
