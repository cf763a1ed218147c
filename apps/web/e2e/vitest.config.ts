// Browser suite (npm run test:e2e): one real server on a temporary DATA_DIR for the whole run, specs one file
// at a time in Debian's Chromium driven by playwright-core.

import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.spec.ts'],
    globalSetup: ['./global-setup.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
