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

// The server's render (`vite build --ssr src/server/entry-server.tsx`) is built apart into dist-ssr/, outside what the
// store serves, with every dependency inside it: the API imports it at start (apps/api/src/http/page-renderer.ts).

export default defineConfig(({ command, isSsrBuild }) => ({
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
  ssr: { noExternal: true },
  // A server build reads NODE_ENV at run time, where it is often unset: React's production build is chosen here.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        assetsDir: 'assets',
        emptyOutDir: true,
        // dist/.vite/manifest.json lets scripts/bundle-report.js follow what a first visit downloads.
        manifest: true,
        // No <link rel="modulepreload"> added by script for a lazy chunk's imports (issue 38 item 3): appending them
        // took ~90 ms of the main thread at 4× CPU as the app started; the browser asks for a chunk's imports as soon
        // as it has the chunk, all at once.
        modulePreload: false,
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
