// Security headers (helmet) with a Content-Security-Policy the built SPA runs under (ARCHITECTURE §9).

import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

export default fp(
  async (app: FastifyInstance) => {
    await app.register(helmet, {
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
    })
  },
  { name: 'security-headers' },
)
