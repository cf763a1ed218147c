// PostgreSQL text cannot hold U+0000: a NUL in any field made the database refuse the statement, and the request
// answered 500 (the fuzz test found it in every service, identity included). A request carrying one in its path
// parameters, query or body is refused with 400 before any route sees it; errors.ts also answers the database's
// own refusal (SQLSTATE 22021 / 22P05) with 400, should a NUL arrive some other way.

import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { DomainError } from './errors'

/** Whether any string in `value` (keys included) holds U+0000; iterative, so deep nesting cannot overflow the stack. */
export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (value === undefined || value === null || typeof value !== 'object') return false
  const pending: unknown[] = [value]
  while (pending.length > 0) {
    const item = pending.pop()
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true
    } else if (Array.isArray(item)) {
      for (const child of item) pending.push(child)
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return true
        pending.push(child)
      }
    }
  }
  return false
}

/** Whether a raw request URL can decode to a string holding U+0000: only when it spells one. */
export const urlMayHoldNul = (url: string): boolean => url.includes('%00') || url.includes('\u0000')

/** A body kept raw (the identity scope hands better-auth its bytes): JSON and form bodies are read as text. */
function rawBodyContainsNul(request: FastifyRequest, body: Buffer): boolean {
  const type = request.headers['content-type'] ?? ''
  if (/^application\/x-www-form-urlencoded/i.test(type)) {
    return containsNul([...new URLSearchParams(body.toString('utf8')).entries()])
  }
  if (!/^application\/(.+\+)?json/i.test(type)) return false
  try {
    return containsNul(JSON.parse(body.toString('utf8')))
  } catch {
    // Not JSON: whoever reads it refuses it.
    return false
  }
}

export default fp(
  async (app: FastifyInstance) => {
    // A callback hook, not an async one (no promise per request). The path parameters and the query are decoded
    // from the URL, so they can hold a NUL only if the URL spells one ('%00', or the byte itself, which Node's parser
    // refuses anyway): a request without a body and without one in its URL, as most reads are, is looked at no further.
    app.addHook('preValidation', (request, _reply, done) => {
      const body = request.body
      const inUrl = urlMayHoldNul(request.url)
      const found =
        (inUrl && (containsNul(request.params) || containsNul(request.query))) ||
        (body !== undefined &&
          body !== null &&
          (Buffer.isBuffer(body) ? rawBodyContainsNul(request, body) : containsNul(body)))
      if (found) done(new DomainError('validation', 'Text may not contain the NUL character (U+0000)'))
      else done()
    })
  },
  { name: 'nul-characters', dependencies: ['errors'] },
)
