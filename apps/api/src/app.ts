// buildApp(config, db) -> the Fastify instance: plugins, then modules, then the static SPA. Never listens.

import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppConfig } from './config'
import type { Database } from './db/client'
import { connectionOptions } from './process/http-limits'
import { openFileStore } from './db/files/open-file-store'
import { accountRoutes } from './modules/account/routes'
import { adminAuthRoutes } from './modules/admin-auth/routes'
import { adminOrdersRoutes } from './modules/admin-orders/routes'
import { authorsRoutes } from './modules/authors/routes'
import { booksRoutes } from './modules/books/routes'
import { checkoutRoutes } from './modules/checkout/routes'
import { customersRoutes } from './modules/customers/routes'
import { dashboardRoutes } from './modules/dashboard/routes'
import { healthRoutes } from './modules/health/routes'
import { createIdentity, sessionShopper } from './modules/identity/auth'
import { identityConfigRoutes } from './modules/identity/config-routes'
import { invoiceRoutes } from './modules/invoices/routes'
import { resetMailRenewal } from './modules/identity/reset-renewal'
import { identityRoutes } from './modules/identity/routes'
import { registerMailMetrics } from './modules/mail/mail-metrics'
import { mailRoutes } from './modules/mail/routes'
import mailSender from './modules/mail/sender-plugin'
import { ordersRoutes } from './modules/orders/routes'
import { quotesRoutes } from './modules/quotes/routes'
import { realUsersRoutes } from './modules/real-users/routes'
import { recommendationsRoutes } from './modules/recommendations/routes'
import { listSearchOf, searchRoutes } from './modules/search/routes'
import { seoRoutes } from './modules/seo/routes'
import { settingsRoutes } from './modules/settings/routes'
import storeSettings from './modules/settings/settings-plugin'
import { TrackingLinks } from './modules/tracking'
import { trackingRoutes } from './modules/tracking/routes'
import { uploadsRoutes } from './modules/uploads/routes'
import { visits } from './modules/visits'
import { wishlistRoutes } from './modules/wishlist/routes'
import access from './plugins/access'
import canonicalPath from './plugins/canonical-path'
import catalogueCache from './plugins/catalogue-cache'
import compression from './plugins/compression'
import cors from './plugins/cors'
import database from './plugins/database'
import errors, { sendError } from './plugins/errors'
import handlerEnds from './plugins/handler-ends'
import nulCharacters from './plugins/nul-characters'
import openapi from './plugins/openapi'
import noStore from './plugins/no-store'
import originCheck from './plugins/origin-check'
import passwordWork from './plugins/password-work'
import rateLimits from './plugins/rate-limits'
import redisConnection from './plugins/redis-connection'
import metrics from './plugins/metrics'
import requestId, { REQUEST_ID_HEADER, requestIdOptions } from './plugins/request-id'
import { sharedCounterStore } from './security/redis-counter-store'
import securityHeaders from './plugins/security-headers'
import staticSpa from './plugins/static-spa'

export type AppOptions = Pick<
  AppConfig,
  | 'coversDir'
  | 'files'
  | 'redis'
  | 'webDistDir'
  | 'trustProxy'
  | 'logLevel'
  | 'publicUrl'
  | 'google'
  | 'mail'
  | 'corsOrigins'
> & {
  /** AUTH_SECRET, or the one server.ts generated and keeps in DATA_DIR. */
  authSecret: string
  /** Admin token lifetime in seconds (ADMIN_TOKEN_TTL_SECONDS; spec §9: 3600). */
  adminTokenTtlSeconds: number
  /** Which database `db` is: PGlite runs queries on this thread, a server in its own processes. */
  databaseKind: 'pglite' | 'postgres'
  /** How long a client may take to send a whole request (http-limits.ts: REQUEST_TIMEOUT_MS unless a test says). */
  requestTimeoutMs?: number
  /** Books per sitemap file (modules/seo: 50,000 unless a test says). */
  sitemapBooksPerPage?: number
  /** METRICS=true's settings (plugins/metrics.ts); unset = no metrics. */
  metrics?: AppConfig['metrics']
  /** How long one computation of the dashboard's figures serves every viewer (1,000 ms unless a test says). */
  dashboardFreshMs?: number
}

export async function buildApp(config: AppOptions, db: Database): Promise<FastifyInstance> {
  const app = Fastify({
    ...connectionOptions(config.requestTimeoutMs),
    // Each request's id: a safe incoming X-Request-Id or a new one, in every log line of the request (request-id.ts).
    ...requestIdOptions,
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    bodyLimit: 1024 * 1024,
    // Errors raised before routing (a malformed URL) get the same { error, message } body as all others.
    frameworkErrors: (error, request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id)
      // The option's reply type keeps unresolved route generics; a plain reply is what it is at run time.
      void sendError(reply as FastifyReply, 400, 'validation', error.message)
    },
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  // First: it wraps the handler of every route registered after it (graceful stop counts a request until its end).
  await app.register(handlerEnds)
  await app.register(database, { db })
  await app.register(redisConnection, { redis: config.redis })
  // The outbox's sender: started when the app is ready, stopped when it closes.
  await app.register(mailSender, { mail: config.mail })
  await app.register(storeSettings)
  // Cross-cutting plugins without options, in order: errors first, as what is registered later inherits its handler.
  const plugins = [errors, canonicalPath, nulCharacters]
  for (const plugin of plugins) await app.register(plugin)
  // X-Request-Id on every answer; Prometheus metrics when METRICS=true (both see every request, 404s included).
  await app.register(requestId)
  await app.register(metrics, { metrics: config.metrics, more: [registerMailMetrics] })
  // The pages people load, counted by hour for the dashboard's 'Website visits (last day)'.
  await app.register(visits)
  await app.register(securityHeaders, { publicUrl: config.publicUrl })
  // CORS_ORIGINS' pages: CORS headers and preflights for /api, cross-origin covers (nothing when none are listed).
  await app.register(cors, { origins: config.corsOrigins })
  await app.register(noStore)
  await app.register(compression)
  await app.register(catalogueCache, { databaseKind: config.databaseKind })
  await app.register(passwordWork)
  // Attempt counters in Redis when REDIS_URL is set (limits hold in total across processes), else in this process.
  await app.register(rateLimits, { store: app.redis && sharedCounterStore(app.redis, app.log) })
  await app.register(originCheck, { publicUrl: config.publicUrl, corsOrigins: config.corsOrigins })
  // The identity instance belongs to its module; the access plugin is handed only its way to read a session.
  const identity = createIdentity(
    db,
    {
      publicUrl: config.publicUrl,
      authSecret: config.authSecret,
      google: config.google,
      corsOrigins: config.corsOrigins,
    },
    app.log,
  )
  await app.register(access, {
    authSecret: config.authSecret,
    adminTokenTtlSeconds: config.adminTokenTtlSeconds,
    shopperOf: sessionShopper(identity),
  })
  // The OpenAPI document and /api/docs: before the routes, so that it sees them all.
  await app.register(openapi, { publicUrl: config.publicUrl })

  await app.register(healthRoutes)
  await app.register(booksRoutes, { search: listSearchOf(app) })
  await app.register(searchRoutes)
  await app.register(recommendationsRoutes)
  await app.register(quotesRoutes)
  await app.register(authorsRoutes)
  await app.register(realUsersRoutes)
  await app.register(accountRoutes)
  // The tracking links that order mails carry and GET /api/track/{token} reads (a key derived from authSecret).
  const links = new TrackingLinks({ publicUrl: config.publicUrl, authSecret: config.authSecret })
  await app.register(checkoutRoutes)
  await app.register(ordersRoutes, { links })
  await app.register(invoiceRoutes)
  await app.register(trackingRoutes, { links })
  await app.register(adminAuthRoutes)
  await app.register(dashboardRoutes, { freshForMs: config.dashboardFreshMs })
  await app.register(adminOrdersRoutes, { links })
  await app.register(customersRoutes)
  await app.register(settingsRoutes)
  // Retry on a reset mail that expired unsent mails a fresh link (a new token) in its place.
  await app.register(mailRoutes, { renewals: { 'password-reset': resetMailRenewal(identity) } })
  await app.register(uploadsRoutes, { files: openFileStore(config, db) })
  await app.register(wishlistRoutes)
  await app.register(identityRoutes, { identity, publicUrl: config.publicUrl })
  await app.register(identityConfigRoutes, { google: config.google !== undefined })
  // robots.txt and the sitemap: before the SPA, which answers every other path.
  await app.register(seoRoutes, { publicUrl: config.publicUrl, booksPerPage: config.sitemapBooksPerPage })

  await app.register(staticSpa, {
    webDistDir: config.webDistDir,
    files: openFileStore(config, db),
    publicUrl: config.publicUrl,
  })
  return app
}
