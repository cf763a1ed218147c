// Security headers (helmet) with a Content-Security-Policy the built SPA runs under (ARCHITECTURE §9).
// The headers never vary by request, so helmet runs once at start-up and each answer gets the same set:
// @fastify/helmet rebuilt helmet on every request, about 10% of the CPU of a book read (measured with --cpu-prof).

import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import helmet, { type HelmetOptions } from 'helmet'

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Carousels and dialogs set inline style attributes.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // A coverImage may be an absolute https URL shown as is (the server never fetches it).
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // The store is served over plain http on localhost too; HSTS belongs to the TLS proxy in front.
  strictTransportSecurity: false,
}

/** The headers helmet would set, captured once from a stand-in response. */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers = new Map<string, string>()
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  }
  let failure: unknown
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error
  })
  if (failure) throw failure
  return Object.fromEntries(headers)
}

export default fp(
  async (app: FastifyInstance) => {
    const headers = securityHeaders()
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers)
      done()
    })
  },
  { name: 'security-headers' },
)
