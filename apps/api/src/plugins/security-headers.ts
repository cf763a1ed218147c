// Security headers (helmet) with a Content-Security-Policy the built SPA runs under (ARCHITECTURE §9), a
// Permissions-Policy that turns off the browser features the store never uses, and Strict-Transport-Security when
// the store's public address is https (on plain http, as on localhost, a browser would ignore it; a TLS proxy in
// front may set its own). The headers never vary by request, so helmet runs once at start-up and each answer gets the same set:
// @fastify/helmet rebuilt helmet on every request, about 10% of the CPU of a book read (measured with --cpu-prof).

import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import helmet, { type HelmetOptions } from 'helmet'
import { EARLY_INPUT_SCRIPT_SRC } from '@/http/early-input'

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      // The store's own files, and by its hash the early-input script inline in a rendered page (http/early-input.ts).
      scriptSrc: ["'self'", EARLY_INPUT_SCRIPT_SRC],
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
  // Set below, from PUBLIC_URL: the store is served over plain http on localhost too.
  strictTransportSecurity: false,
}

/** Browser features no page of the store uses: a script injected into one could not reach them either. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ')

/** A year: browsers remember to use https for the store's host only (no includeSubDomains: other hosts are not ours). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000'

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

/** Every header the store sends with each answer, for a store whose public address is `publicUrl`. */
export function storeHeaders(publicUrl: string): Record<string, string> {
  const headers = { ...securityHeaders(), 'permissions-policy': PERMISSIONS_POLICY }
  return publicUrl.startsWith('https://')
    ? { ...headers, 'strict-transport-security': STRICT_TRANSPORT_SECURITY }
    : headers
}

export default fp(
  async (app: FastifyInstance, opts: { publicUrl: string }) => {
    const headers = storeHeaders(opts.publicUrl)
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers)
      done()
    })
  },
  { name: 'security-headers' },
)
