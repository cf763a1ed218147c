// The bridge between Fastify and better-auth's Web handler: a Fastify request becomes a Web Request, the Web
// Response comes back with its status, every set-cookie and its body; 4xx and 5xx bodies become { error, message },
// and an endpoint better-auth does not have is answered by the app's one not-found handler. It also reads what the
// identity routes need of a raw body (a sign-in's email, a sign-up's username) and the endpoint a URL would reach,
// and keeps the code of each error better-auth answered (identityErrorCode), by which a route tells a wrong password
// from a refusal where none was checked.

import { AsyncLocalStorage } from 'node:async_hooks'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { fromNodeHeaders } from 'better-auth/node'
import { Username } from '@bookstore/contract/schemas/real-user'
import { isConnectionLoss } from '@/db/client'
import { codeForStatus, INTERNAL_MESSAGE, sendError, sendUnavailable } from '@/plugins/errors'

/** Header the mount sets to request.ip for better-auth's session records; a client's own value is replaced. */
export const CLIENT_IP_HEADER = 'x-bookstore-client-ip'

type WebHandler = { handler: (request: Request) => Promise<Response> }

/** What better-auth's error callback learned of the request being forwarded (it answers a plain 500 either way). */
const forwarded = new AsyncLocalStorage<{ connectionLost: boolean }>()

/** The code (lowercase) of the error better-auth answered each request with. */
const errorCodes = new WeakMap<FastifyRequest, string>()

/** The code (lowercase, e.g. 'invalid_email_or_password') of the error better-auth answered, if it answered one. */
export const identityErrorCode = (request: FastifyRequest): string | undefined => errorCodes.get(request)

/** better-auth's onAPIError.onError calls this: a lost database connection makes the answer 503, as elsewhere. */
export function noteIdentityFailure(error: unknown): void {
  const state = forwarded.getStore()
  if (state && isConnectionLoss(error)) state.connectionLost = true
}

const MESSAGE_FOR_STATUS: Record<number, string> = {
  400: 'The request is not valid',
  401: 'Sign in first',
  403: 'Not allowed',
  404: 'Not found',
}

/**
 * better-auth answers { code, message } (code UPPER_SNAKE); ours is { error: code in lowercase, message }. A 404
 * without a code is an endpoint better-auth does not have: the app's not-found handler answers it.
 */
function sendIdentityError(status: number, payload: Buffer, reply: FastifyReply): FastifyReply {
  if (status >= 500) return sendError(reply, status, 'internal', INTERNAL_MESSAGE)
  const parsed = parseJson(payload)
  const code = typeof parsed?.code === 'string' && parsed.code ? parsed.code.toLowerCase() : undefined
  const message = typeof parsed?.message === 'string' && parsed.message ? parsed.message : undefined
  if (code) errorCodes.set(reply.request, code)
  if (status === 404 && !code) {
    reply.callNotFound()
    return reply
  }
  const text = message ?? MESSAGE_FOR_STATUS[status] ?? 'The request failed'
  return sendError(reply, status, code ?? codeForStatus(status), text)
}

function parseJson(payload: Buffer): Record<string, unknown> | undefined {
  if (payload.length === 0) return undefined
  try {
    const value: unknown = JSON.parse(payload.toString('utf8'))
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined
  } catch {
    // Not JSON (an empty 404, a plain-text answer): the status alone says what happened.
    return undefined
  }
}

/** The email a sign-in body names, lowercased (better-auth compares emails so); undefined when it names none. */
export function requestedEmail(body: unknown): string | undefined {
  if (!Buffer.isBuffer(body)) return undefined
  const email = parseJson(body)?.email
  return typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase() : undefined
}

/**
 * The endpoint better-auth would run for this request URL, in one spelling: the URL's path as `new URL` resolves it
 * (dot segments), percent-decoded, lowercased, without path parameters (';…') or trailing slashes.
 */
export function identityEndpoint(url: string, publicUrl: string): string {
  let path = new URL(url, publicUrl).pathname
  try {
    path = decodeURIComponent(path)
  } catch {
    // A malformed escape: better-auth gets the path as it is, and so is it compared.
  }
  return (path.split(';', 1)[0] ?? '').toLowerCase().replace(/\/+$/, '')
}

/** The username a sign-up body asks for, normalized; undefined when the body has none (better-auth answers). */
export function requestedUsername(body: unknown): string | undefined {
  if (!Buffer.isBuffer(body)) return undefined
  const parsed = Username.safeParse(parseJson(body)?.username)
  return parsed.success ? parsed.data : undefined
}

export async function forwardToIdentity(
  identity: WebHandler,
  publicUrl: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const headers = fromNodeHeaders(request.headers)
  headers.set(CLIENT_IP_HEADER, request.ip)
  // The body sent is the one read (identity routes may have replaced the client's bytes): its own length.
  headers.delete('content-length')
  headers.delete('transfer-encoding')
  const body = request.method !== 'GET' && Buffer.isBuffer(request.body) ? request.body : undefined
  const state = { connectionLost: false }
  const response = await forwarded.run(state, () =>
    identity.handler(new Request(new URL(request.url, publicUrl), { method: request.method, headers, body })),
  )
  if (response.status >= 500 && state.connectionLost) return sendUnavailable(reply)

  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') void reply.header(name, value)
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) void reply.header('set-cookie', cookies)
  const payload = Buffer.from(await response.arrayBuffer())
  if (response.status >= 400) return sendIdentityError(response.status, payload, reply)
  return reply.code(response.status).send(payload.length > 0 ? payload : undefined)
}
