// Unit and API tests (npm run test:unit): the contract, the API (in-process, on PGlite and, when
// TEST_DATABASE_URL is set, once more on that PostgreSQL server) and the web app's components.
// The browser suite has its own config: apps/web/e2e/vitest.config.ts.

import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import type { TestProjectConfiguration } from 'vitest/config'

// '@/…' is apps/api/src/… in the API (tsconfig.json's paths); the web project has its own from vite.config.ts.
const apiSource = { find: /^@\//, replacement: fileURLToPath(new URL('./apps/api/src/', import.meta.url)) }

const apiProject = (name: string, env: Record<string, string>): TestProjectConfiguration => ({
  resolve: { alias: [apiSource] },
  test: {
    name,
    root: 'apps/api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    env,
    // A fresh PGlite takes seconds to start on a busy 2-core machine; each file shares one.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})

const postgresUrl = process.env.TEST_DATABASE_URL

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      apiProject('api-pglite', { TEST_DB: 'pglite' }),
      ...(postgresUrl ? [apiProject('api-postgres', { TEST_DB: 'postgres' })] : []),
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
