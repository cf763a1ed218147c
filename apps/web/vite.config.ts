// Vite config of the web app: React + Tailwind, dev proxy to the API, build to dist/; the web test project extends it.
/// <reference types="vitest/config" />

import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

// `npm run dev -w @bookstore/api` listens here; the SPA and the API share one origin in production.
const API_ORIGIN = 'http://localhost:3000'

// React Router 7's package exports name only its development build (react-router issue #14102), which keeps dev
// warnings and checks in production bundles; the build takes the production one it ships beside it.
const REACT_ROUTER_PRODUCTION = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
)

// '@/…' is apps/web/src/… (the same alias as tsconfig.json's paths).
const SOURCE_ALIAS = { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      SOURCE_ALIAS,
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] : []),
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': API_ORIGIN, '/covers': API_ORIGIN },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // dist/.vite/manifest.json lets scripts/bundle-report.js follow what a first visit downloads.
    manifest: true,
    rolldownOptions: {
      output: {
        // zod reaches only the lazily loaded screens that call the API; one named chunk keeps it cached and visible.
        codeSplitting: { groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]/ }] },
      },
    },
  },
  test: {
    setupFiles: ['./src/testing/setup.ts'],
  },
}))
