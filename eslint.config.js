// One lint config for the whole repository (STYLE §5, §6, §11): TypeScript rules, React hooks, kebab-case
// file names, and the import directions of the web app and the API.

import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import js from '@eslint/js'
import checkFile from 'eslint-plugin-check-file'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** Resolves imports as that tsconfig.json does: in an app, '@/…' is its src/ (its paths), as for tsc and Vite. */
const resolverFor = (tsconfig) =>
  createNodeResolver({
    extensions: ['.ts', '.tsx', '.js', '.json'],
    tsconfig: { configFile: fileURLToPath(new URL(tsconfig, import.meta.url)) },
  })

/** The folders below `dir` (the web app's features, the API's modules): the lint zones follow them as they are. */
const foldersOf = (dir) =>
  readdirSync(fileURLToPath(new URL(dir, import.meta.url)), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)

const webFeatures = foldersOf('./apps/web/src/features/')
const apiModules = foldersOf('./apps/api/src/modules/')

/**
 * A module reaches another only through its public file: `service.ts`, or an `index.ts` where the module has more
 * to offer (books, real-users). Everything else in a module is its own business.
 */
const apiModuleZones = apiModules.flatMap((module) =>
  apiModules
    .filter((other) => other !== module)
    .map((other) => ({
      target: `./apps/api/src/modules/${module}`,
      from: `./apps/api/src/modules/${other}`,
      except: ['./service.ts', './index.ts'],
      message: `Import ${other} through its public file (service.ts or index.ts).`,
    })),
)

export default tseslint.config(
  { ignores: ['**/node_modules/', '**/dist/', '**/dist-ssr/', 'data/', '**/migrations/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      'import-x/ignore': ['node_modules'],
      // Without it import-x takes every .ts file for an unknown module and no-cycle sees no edges at all.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      // tsconfig 'auto': each file's nearest tsconfig.json, so '@/…' is that app's src/ (paths), as for tsc and Vite.
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'], tsconfig: 'auto' }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-duplicates': 'error',
      'no-console': ['error', { allow: ['error', 'warn'] }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{apps,packages,scripts}/**/': 'KEBAB_CASE' }],
    },
  },
  // Command-line scripts report to the terminal.
  { files: ['scripts/**', 'apps/*/build.js', 'apps/web/precompress.js'], rules: { 'no-console': 'off' } },
  {
    files: ['packages/contract/src/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      // The contract imports only zod, as zod/mini so that schemas stay small in the web bundle (STYLE §6, issue 3).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(?!zod/mini$|\\.)', message: 'The contract imports only zod/mini and itself.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**'],
    settings: { 'import-x/resolver-next': [resolverFor('apps/api/tsconfig.json')] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // Cross-cutting code and helpers serve the modules, never the other way round; process/ (the entries)
            // and app.ts put them together.
            {
              target: [
                './apps/api/src/plugins',
                './apps/api/src/http',
                './apps/api/src/security',
                './apps/api/src/catalogue',
              ],
              from: ['./apps/api/src/modules', './apps/api/src/process'],
            },
            {
              target: './apps/api/src/db',
              from: [
                './apps/api/src/modules',
                './apps/api/src/plugins',
                './apps/api/src/http',
                './apps/api/src/security',
                './apps/api/src/catalogue',
                './apps/api/src/process',
              ],
            },
            ...apiModuleZones,
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    settings: { 'import-x/resolver-next': [resolverFor('apps/web/tsconfig.json')] },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
            })),
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            { target: './apps/web/src/shared', from: ['./apps/web/src/features', './apps/web/src/app'] },
          ],
        },
      ],
    },
  },
  // Test helpers live in src/testing (STYLE §10): tests import them, product code never does, so no build ships them.
  {
    files: ['apps/web/src/**', 'apps/api/src/**'],
    ignores: ['apps/*/src/**/*.test.{ts,tsx}', 'apps/*/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)testing/', message: 'Test helpers (src/testing) are for tests only.' }] },
      ],
    },
  },
)
