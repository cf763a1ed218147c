// The whole app of one test file, in-process, on its own test database (test-db.ts) and temporary DATA_DIR
// (which also holds the web build a test asks for).
// useTestApp() registers the build (beforeAll) and the close (afterAll) itself; buildTestApp() is for the rare file
// that manages an app's life by hand.

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll } from 'vitest'
import { ADMIN_TOKEN_TTL_SECONDS } from '@bookstore/contract/constants'
import { buildApp, type AppOptions } from '@/app'
import type { Database } from '@/db/client'
import { createTestDatabase } from './test-db'

export interface TestApp {
  app: FastifyInstance
  db: Database
  /** Temporary DATA_DIR of this app (covers). */
  dataDir: string
  close(): Promise<void>
}

/** What useTestApp hands a test file: the app without close (its afterAll closes it). */
export type TestAppHandle = Omit<TestApp, 'close'>

export interface TestAppOptions {
  /** The files of a web build to serve (path inside the build -> content); without one the app has none. */
  webBuild?: Record<string, string | Uint8Array>
  google?: AppOptions['google']
  adminTokenTtlSeconds?: number
}

/** The store's address in tests; identity writes send it as Origin (better-auth refuses POSTs without one). */
export const TEST_PUBLIC_URL = 'http://localhost:3000'
export const TEST_AUTH_SECRET = 'test-secret-test-secret-test-secret-0123456789'

/** The whole app, in-process, on a fresh database; its caller closes it. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase()
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bookstore-test-'))
  const webDistDir = path.join(dataDir, options.webBuild ? 'web' : 'no-web-build')
  for (const [name, content] of Object.entries(options.webBuild ?? {})) {
    await mkdir(path.dirname(path.join(webDistDir, name)), { recursive: true })
    await writeFile(path.join(webDistDir, name), content)
  }
  const app = await buildApp(
    {
      coversDir: path.join(dataDir, 'covers'),
      // As the server chooses: a PostgreSQL server keeps files in the database, PGlite in DATA_DIR.
      files: database.kind === 'postgres' ? 'database' : 'data-dir',
      redis: undefined,
      webDistDir,
      trustProxy: false,
      logLevel: 'silent',
      publicUrl: TEST_PUBLIC_URL,
      authSecret: TEST_AUTH_SECRET,
      adminTokenTtlSeconds: options.adminTokenTtlSeconds ?? ADMIN_TOKEN_TTL_SECONDS,
      google: options.google,
    },
    database.db,
  )
  await app.ready()
  return {
    app,
    db: database.db,
    dataDir,
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
    get dataDir() {
      return current().dataDir
    },
  }
}
