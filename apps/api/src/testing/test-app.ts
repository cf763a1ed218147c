// The whole app of one test file, in-process, on its own test database (test-db.ts) and temporary DATA_DIR
// (which also holds the web build a test asks for), or a second app on the database of another, as a second process
// or machine of one store would be.
// useTestApp() registers the build (beforeAll) and the close (afterAll) itself; buildTestApp() is for the rare file
// that manages an app's life by hand.

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll } from 'vitest'
import { ADMIN_TOKEN_TTL_SECONDS } from '@bookstore/contract/constants'
import { buildApp, type AppOptions } from '@/app'
import type { MailConfig } from '@/config'
import type { Database, DatabaseHandle } from '@/db/client'
import type { FileStore } from '@/db/files/file-store'
import { openFileStore } from '@/db/files/open-file-store'
import { useStoreSettings, type TestStoreSettings } from './store-settings-kit'
import { createTestDatabase } from './test-db'

export interface TestApp {
  app: FastifyInstance
  db: Database
  /** The test database's engine (TEST_DB). */
  kind: DatabaseHandle['kind']
  /** Temporary DATA_DIR of this app (covers, in 'data-dir' mode). */
  dataDir: string
  /** Where this app keeps stored files, and a view of them for the test (DATA_DIR/covers or stored_files). */
  files: FileStore
  filesMode: AppOptions['files']
  close(): Promise<void>
}

/** What useTestApp hands a test file: the app without close (its afterAll closes it). */
export type TestAppHandle = Omit<TestApp, 'close'>

export interface TestAppOptions {
  /** The files of a web build to serve (path inside the build -> content); without one the app has none. */
  webBuild?: Record<string, string | Uint8Array>
  google?: AppOptions['google']
  adminTokenTtlSeconds?: number
  /** Where stored files live; by default as the server chooses for the test database's kind. */
  files?: AppOptions['files']
  /** Another app whose database this one shares (it keeps its own DATA_DIR); that app must outlive this one. */
  sameDatabaseAs?: TestAppHandle
  /** A database the test opened itself (serving timeouts, an address that refuses); the test closes it. */
  database?: Pick<TestAppHandle, 'db' | 'kind'>
  /** Redis for the counters every process shares (REDIS_URL); without it each app keeps its own. */
  redis?: AppOptions['redis']
  /** How long a request may take to arrive (REQUEST_TIMEOUT_MS by default). */
  requestTimeoutMs?: number
  /** Books per sitemap file (50,000 by default). */
  sitemapBooksPerPage?: number
  /** Outgoing mail: by default .eml files in the app's DATA_DIR/outbox; a test sets an SMTP URL, short retry waits… */
  mail?: Partial<MailConfig>
  /** CORS_ORIGINS: other origins whose pages may call the API with the cookie; none by default. */
  corsOrigins?: AppOptions['corsOrigins']
  /** METRICS=true's settings (plugins/metrics.ts); none by default. */
  metrics?: AppOptions['metrics']
  /** Called with the app before it is ready: hooks a serving process adds (process/graceful-stop.ts). */
  beforeReady?: (app: FastifyInstance) => void
  /**
   * The store's shipping and tax (store-settings-kit.ts): free shipping everywhere and no tax by default, so an order
   * costs its books; 'demo' keeps the demo store's zones and rates. Not applied to a shared database.
   */
  storeSettings?: TestStoreSettings
}

/** The store's address in tests; identity writes send it as Origin (better-auth refuses POSTs without one). */
export const TEST_PUBLIC_URL = 'http://localhost:3000'
export const TEST_AUTH_SECRET = 'test-secret-test-secret-test-secret-0123456789'
/** The sender of the test apps' mail (MAIL_FROM). */
export const TEST_MAIL_FROM = 'Bookstore <no-reply@localhost>'

/** The whole app, in-process, on a fresh database (or another app's); its caller closes it. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const shared = options.sameDatabaseAs ?? options.database
  const database: Pick<DatabaseHandle, 'db' | 'kind' | 'close'> = shared
    ? { db: shared.db, kind: shared.kind, close: async () => {} }
    : await createTestDatabase()
  if (!shared) await useStoreSettings(database.db, options.storeSettings ?? 'books-only')
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bookstore-test-'))
  // Tests that place a cover file by hand find the folder there in either mode (in 'database' mode it is not served).
  await mkdir(path.join(dataDir, 'covers'))
  const webDistDir = path.join(dataDir, options.webBuild ? 'web' : 'no-web-build')
  for (const [name, content] of Object.entries(options.webBuild ?? {})) {
    await mkdir(path.dirname(path.join(webDistDir, name)), { recursive: true })
    await writeFile(path.join(webDistDir, name), content)
  }
  const coversDir = path.join(dataDir, 'covers')
  // As the server chooses: a PostgreSQL server keeps files in the database, PGlite in DATA_DIR.
  const files = options.files ?? (database.kind === 'postgres' ? 'database' : 'data-dir')
  const app = await buildApp(
    {
      coversDir,
      files,
      databaseKind: database.kind,
      redis: options.redis,
      webDistDir,
      trustProxy: false,
      corsOrigins: options.corsOrigins ?? [],
      logLevel: 'silent',
      publicUrl: TEST_PUBLIC_URL,
      authSecret: TEST_AUTH_SECRET,
      adminTokenTtlSeconds: options.adminTokenTtlSeconds ?? ADMIN_TOKEN_TTL_SECONDS,
      google: options.google,
      requestTimeoutMs: options.requestTimeoutMs,
      sitemapBooksPerPage: options.sitemapBooksPerPage,
      metrics: options.metrics,
      // Figures as of each request: tests read them right after writing.
      dashboardFreshMs: 0,
      mail: {
        smtpUrl: undefined,
        outboxDir: path.join(dataDir, 'outbox'),
        from: TEST_MAIL_FROM,
        ...options.mail,
      },
    },
    database.db,
  )
  options.beforeReady?.(app)
  await app.ready()
  return {
    app,
    db: database.db,
    kind: database.kind,
    dataDir,
    files: openFileStore({ files, coversDir }, database.db),
    filesMode: files,
    async close() {
      await app.close()
      await database.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * The app of the enclosing file or describe block: built in a beforeAll and closed in an afterAll that this call
 * registers, so hooks registered after it see the app, and their afterAll run before it closes. The handle's fields
 * are there from the build on: read them in hooks and tests, not at the file's top level.
 */
export function useTestApp(options: TestAppOptions = {}): TestAppHandle {
  let built: TestApp | undefined
  const current = (): TestApp => {
    if (!built) throw new Error('useTestApp: the app is built in beforeAll; read it in a hook or a test')
    return built
  }
  beforeAll(async () => {
    built = await buildTestApp(options)
  })
  afterAll(async () => {
    await built?.close()
    built = undefined
  })
  return {
    get app() {
      return current().app
    },
    get db() {
      return current().db
    },
    get kind() {
      return current().kind
    },
    get dataDir() {
      return current().dataDir
    },
    get files() {
      return current().files
    },
    get filesMode() {
      return current().filesMode
    },
  }
}
