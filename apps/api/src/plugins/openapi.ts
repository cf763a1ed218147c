// The API's OpenAPI 3.1 document, built by @fastify/swagger from the routes' own zod schemas (openapi-transform.ts
// adds what they do not say: who may call, the error body, the raw-bodied routes), served at GET /api/openapi.json
// (built once, on the first request, when every route is registered), and an interactive reference at /api/docs
// (@fastify/swagger-ui). Registered before the routes, so that its onRoute hook sees them all. The docs page loads
// its scripts and styles from its own files, so it runs under the store's Content-Security-Policy as it is; the SPA
// never links it and loads nothing of it.

import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod'
import apiPackage from '../../package.json'
import { openapiTransform } from './openapi-transform'

export const OPENAPI_PATH = '/api/openapi.json'
export const DOCS_PREFIX = '/api/docs'

/** The shopper's session cookie, as better-auth names it for a store at `publicUrl`. */
export const sessionCookieName = (publicUrl: string) =>
  `${publicUrl.startsWith('https://') ? '__Secure-' : ''}bookstore.session_token`

export interface OpenapiOptions {
  /** PUBLIC_URL: the one server the document names. */
  publicUrl: string
}

export default fp(
  async (app: FastifyInstance, opts: OpenapiOptions) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Bookstore API', version: apiPackage.version },
        servers: [{ url: opts.publicUrl }],
        components: {
          securitySchemes: {
            adminToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            // better-auth's session cookie (modules/identity/auth.ts): __Secure- when the store is on https.
            session: { type: 'apiKey', in: 'cookie', name: sessionCookieName(opts.publicUrl) },
          },
        },
      },
      transform: openapiTransform(app),
      transformObject: jsonSchemaTransformObject,
    })
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      // No call to swagger.io's validator: the page talks to the store alone.
      uiConfig: { validatorUrl: null },
    })

    // The routes never change once the app is ready: the document is built once.
    let document: string | undefined
    app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) => {
      document ??= JSON.stringify(app.swagger())
      return reply.type('application/json; charset=utf-8').send(document)
    })
  },
  { name: 'openapi', dependencies: ['access'] },
)
