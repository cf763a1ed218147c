// Unit and API tests (npm run test:unit): the contract, the API (in-process, on PGlite and, when
// TEST_DATABASE_URL is set, on that PostgreSQL server too) and the web app's components.
// The browser suite has its own config: apps/web/e2e/vitest.config.ts.
//
// Which database an API test file runs on is in its name:
// - `*.pg.test.ts` runs on both: on PGlite (api-pglite) and on PostgreSQL (api-postgres). Choose it when what the
//   file checks can differ between the engines: locking and concurrency (FOR UPDATE, SKIP LOCKED, several
//   processes), migrations, triggers and the state they derive, statement plans, text order (collation), search
//   ranking, outages and backups, stored files, any SQL of the test's own. When in doubt, choose it.
// - any other `*.test.ts` runs on PGlite only: HTTP behaviour, validation, limits, headers, mail, configuration.
// `npm run test:which-db` lists, per module, the files that run on PostgreSQL, and fails when a module that writes
// to the database has none.

import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import type { TestProjectConfiguration } from 'vitest/config'

// '@/…' is apps/api/src/… in the API (tsconfig.json's paths); the web project has its own from vite.config.ts.
const apiSource = { find: /^@\//, replacement: fileURLToPath(new URL('./apps/api/src/', import.meta.url)) }

const apiProject = (
  name: string,
  testDb: 'pglite' | 'postgres',
  include: string,
): TestProjectConfiguration => ({
  resolve: { alias: [apiSource] },
  test: {
    name,
    root: 'apps/api',
    include: [include],
    environment: 'node',
    env: { TEST_DB: testDb },
    // One migrated database for the run; each file's database starts from it (testing/test-db-setup.ts).
    globalSetup: ['src/testing/test-db-setup.ts'],
    // The files of a worker share its module cache instead of importing the app again each (about 1 s a file);
    // each still builds its own app on its own database (testing/test-app.ts). 473 s for the whole run, not 664.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})

const postgresUrl = process.env.TEST_DATABASE_URL

export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one worker; most files spend much of their time waiting (for a database, a
    // child process, a timer), so two share the cores better: 664 s for the whole run instead of 1,028.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      apiProject('api-pglite', 'pglite', 'src/**/*.test.ts'),
      ...(postgresUrl ? [apiProject('api-postgres', 'postgres', 'src/**/*.pg.test.ts')] : []),
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
    ],
  },
})
