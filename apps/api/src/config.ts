// Environment -> typed configuration, read once at start-up (ARCHITECTURE §7). The only reader of process.env.

import { availableParallelism } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { ADMIN_TOKEN_TTL_SECONDS, STORE_NAME } from '@bookstore/contract/constants'
import { ADMIN_PASSWORD_MIN_LENGTH } from '@bookstore/contract/schemas/admin'
import { readCorsOrigins } from './cors-origins'
import type { DatabaseTarget } from './db/client'
import { isCommonPassword } from './security/password-policy'
import { readTrustProxy, type TrustProxy } from './trust-proxy'

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes')

// Off (unset, '', 0, false, no), a hop count (a whole number >= 1), or a comma-separated list of proxy addresses
// and CIDRs; a blanket 'true', or a list trusting as much, is refused with what to write instead (trust-proxy.ts).
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): TrustProxy => {
    const read = readTrustProxy(value)
    if (read.ok) return read.value
    ctx.addIssue({ code: 'custom', message: read.message })
    return z.NEVER
  })

// Other origins whose pages may call the API with the shopper's cookie, comma-separated (cors-origins.ts).
const corsOrigins = z.string().transform((value, ctx): string[] => {
  const read = readCorsOrigins(value)
  if (read.ok) return read.value
  ctx.addIssue({ code: 'custom', message: read.message })
  return z.NEVER
})

/** MAIL_FROM: `shop@example.com` or `Shop <shop@example.com>`; no line break (no header can be slipped in). */
const MAIL_FROM_FORMAT = /^(?:[^<>\r\n]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/

const tokenTtl = z.coerce
  .number()
  .int()
  .min(1)
  .max(30 * 24 * 3600)

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('::'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url().optional(),
  // Processes serving the port (node:cluster); unset = one per core on a PostgreSQL server, always 1 on PGlite.
  WORKERS: z.coerce.number().int().min(1).max(256).optional(),
  // Shared rate-limit counters for several processes or machines (ARCHITECTURE §10); unset = each process counts alone.
  REDIS_URL: z
    .url()
    .refine((url) => /^rediss?:/.test(url), 'must be a redis:// or rediss:// URL')
    .optional(),
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('bookstore:'),
  SEED_DEMO: booleanFlag.default(true),
  PUBLIC_URL: z.url().optional(),
  TRUST_PROXY: trustProxy.default(false),
  CORS_ORIGINS: corsOrigins.default([]),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  // Signs sessions and admin tokens; unset = generated once and kept in DATA_DIR (see auth-secret.ts).
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_ISSUER: z.url().default('https://accounts.google.com'),
  // The admin created on first boot when there is none (a password is generated and logged once when unset).
  // Usernames are compared case-insensitively: stored lowercase.
  ADMIN_USERNAME: z.string().trim().toLowerCase().min(1).max(100).default('admin'),
  ADMIN_PASSWORD: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .min(ADMIN_PASSWORD_MIN_LENGTH, `must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`)
      .max(1000)
      .refine((password) => !isCommonPassword(password), 'is one of the 10,000 most common passwords')
      .optional(),
  ),
  // Admin token lifetime; ADMIN_TOKEN_TTL is the name ARCHITECTURE §7 gives it.
  ADMIN_TOKEN_TTL_SECONDS: tokenTtl.optional(),
  ADMIN_TOKEN_TTL: tokenTtl.optional(),
  // Outgoing mail (issue 24): an SMTP relay; unset = each message is written as an .eml file in DATA_DIR/outbox.
  SMTP_URL: z
    .url('must be an smtp:// or smtps:// URL, e.g. smtp://user:password@mail.example.com:587')
    .refine(
      (url) => /^smtps?:\/\//i.test(url),
      'must be an smtp:// or smtps:// URL, e.g. smtp://user:password@mail.example.com:587',
    )
    .optional(),
  // The sender of every message: an address or `Name <address>`; unset = `Bookstore <no-reply@PUBLIC_URL's host>`.
  MAIL_FROM: z
    .string()
    .trim()
    .max(300)
    .regex(
      MAIL_FROM_FORMAT,
      'must be an address (shop@example.com) or a name and an address (Shop <shop@example.com>)',
    )
    .optional(),
  // Event-loop delay report written at exit to <prefix>.<pid>.json (loop-delay.ts; npm run bench:scale sets it).
  LOOP_DELAY_REPORT: z.string().min(1).optional(),
  // How long a stopping process lets its requests in flight finish (process/graceful-stop.ts).
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  // Prometheus metrics (plugins/metrics.ts), off unless METRICS=true: on METRICS_PORT (a server of their own on
  // METRICS_HOST) and/or at /metrics on the main port for `Authorization: Bearer METRICS_TOKEN`.
  METRICS: booleanFlag.default(false),
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
})

export interface AppConfig {
  port: number
  host: string
  publicUrl: string
  dataDir: string
  /** Stored covers, author portraits and hero banners, served at /covers/. */
  coversDir: string
  /** The built web app (index.html + assets/); absent in API-only runs. */
  webDistDir: string
  database: DatabaseTarget
  /**
   * Where stored images live: DATA_DIR/covers on the embedded database (one process), PostgreSQL's stored_files table
   * on a server, so that every process and machine serves every file.
   */
  files: 'data-dir' | 'database'
  workers: WorkersConfig
  /** REDIS_URL: counters shared by every process; undefined = each process keeps its own. */
  redis: RedisConfig | undefined
  seedDemo: boolean
  /** TRUST_PROXY: whose X-Forwarded-For request.ip believes (the rate limits key on it). */
  trustProxy: TrustProxy
  /** CORS_ORIGINS: other origins whose pages may call the API with the shopper's cookie; [] = same-origin only. */
  corsOrigins: readonly string[]
  logLevel: z.infer<typeof Env>['LOG_LEVEL']
  /** From AUTH_SECRET; when unset the server reads or creates DATA_DIR/auth-secret (auth-secret.ts). */
  authSecret: string | undefined
  /** Google sign-in through OpenID Connect; only when GOOGLE_CLIENT_ID is set. */
  google: GoogleConfig | undefined
  admin: AdminConfig
  /** Outgoing mail: how the outbox's messages leave (SMTP_URL or .eml files) and from whom (MAIL_FROM). */
  mail: MailConfig
  /** LOOP_DELAY_REPORT: the path prefix of this process's event-loop delay report; unset = none. */
  loopDelayReport: string | undefined
  /** SHUTDOWN_TIMEOUT_MS: on SIGTERM, how long requests in flight may take to finish before the process closes. */
  shutdownTimeoutMs: number
  /** METRICS=true: where the Prometheus metrics are served; undefined = no metrics. */
  metrics: MetricsConfig | undefined
}

export interface MetricsConfig {
  /** METRICS_PORT: a server of their own (in cluster mode the primary's, summing every worker); undefined = none. */
  port: number | undefined
  /** METRICS_HOST: the address that server binds (127.0.0.1 unless set). */
  host: string
  /** METRICS_TOKEN: /metrics on the main port answers whoever sends it as a bearer token; undefined = no /metrics. */
  token: string | undefined
}

export interface WorkersConfig {
  /** Processes to run: WORKERS, else one per core on PostgreSQL; always 1 on PGlite (one process owns its files). */
  count: number
  /** WORKERS as set, when the embedded database made it 1: the server says so at start. */
  ignored: number | undefined
}

export interface RedisConfig {
  url: string
  /** Every key this store writes starts with it: several stores (and test runs) share one Redis. */
  keyPrefix: string
}

export interface AdminConfig {
  /** ADMIN_USERNAME / ADMIN_PASSWORD: the account created on first boot when no admin exists. */
  username: string
  /** Unset: a password is generated and logged once. */
  password: string | undefined
  /** Admin token lifetime in seconds (spec §9: 3600). */
  tokenTtlSeconds: number
}

export interface MailConfig {
  /** SMTP_URL (it may hold a password: never log it whole); undefined = each message is an .eml file in outboxDir. */
  smtpUrl: string | undefined
  /** DATA_DIR/outbox: where messages are written when there is no SMTP_URL. */
  outboxDir: string
  /** MAIL_FROM, or `Bookstore <no-reply@host>` with PUBLIC_URL's host. */
  from: string
  /** How often the sender looks for due messages; its default (about a second) unless a test says. */
  pollIntervalMs?: number
  /** The waits between tries (their count + 1 tries in all); the sender's backoff unless a test says. */
  retryDelaysMs?: readonly number[]
}

export interface GoogleConfig {
  clientId: string
  clientSecret: string | undefined
  /** The OpenID provider; Google's by default, a local one in tests. */
  issuer: string
}

// This file sits at apps/api/src/ in the source tree and the bundle at apps/api/dist/: both two levels below apps/.
const defaultWebDist = fileURLToPath(new URL('../../web/dist/', import.meta.url))

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = Env.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new Error(`Invalid configuration: ${problems}`)
  }
  const e = parsed.data
  if (e.METRICS && e.METRICS_PORT === undefined && e.METRICS_TOKEN === undefined) {
    throw new Error(
      'Invalid configuration: METRICS: needs METRICS_PORT (a port of their own) or METRICS_TOKEN (/metrics on the main port)',
    )
  }
  const dataDir = path.resolve(e.DATA_DIR)
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '')
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir,
    coversDir: path.join(dataDir, 'covers'),
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : defaultWebDist,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    files: e.DATABASE_URL ? 'database' : 'data-dir',
    workers: e.DATABASE_URL
      ? { count: e.WORKERS ?? availableParallelism(), ignored: undefined }
      : { count: 1, ignored: e.WORKERS !== undefined && e.WORKERS > 1 ? e.WORKERS : undefined },
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : undefined,
    seedDemo: e.SEED_DEMO,
    trustProxy: e.TRUST_PROXY,
    corsOrigins: e.CORS_ORIGINS,
    logLevel: e.LOG_LEVEL,
    authSecret: e.AUTH_SECRET,
    google: e.GOOGLE_CLIENT_ID
      ? {
          clientId: e.GOOGLE_CLIENT_ID,
          clientSecret: e.GOOGLE_CLIENT_SECRET,
          issuer: e.OIDC_ISSUER.replace(/\/$/, ''),
        }
      : undefined,
    admin: {
      username: e.ADMIN_USERNAME,
      password: e.ADMIN_PASSWORD,
      tokenTtlSeconds: e.ADMIN_TOKEN_TTL_SECONDS ?? e.ADMIN_TOKEN_TTL ?? ADMIN_TOKEN_TTL_SECONDS,
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      outboxDir: path.join(dataDir, 'outbox'),
      from: e.MAIL_FROM ?? `${STORE_NAME} <no-reply@${new URL(publicUrl).hostname}>`,
    },
    loopDelayReport: e.LOOP_DELAY_REPORT,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    metrics: e.METRICS ? { port: e.METRICS_PORT, host: e.METRICS_HOST, token: e.METRICS_TOKEN } : undefined,
  }
}
