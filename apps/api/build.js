// Bundles the API for `npm start`: src/process/server.ts -> dist/server.js and the admin command src/process/admin-cli.ts ->
// dist/admin.js (workspace packages inlined, npm packages external), and copies the SQL migrations and the list of
// common passwords beside them (both are read at run time from a path relative to the bundle).
// Plain node then runs them (faster start than tsx, STACK.md).

import { cp, readFile, rm } from 'node:fs/promises'
import { build } from 'esbuild'

const pkg = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'))
const external = Object.keys(pkg.dependencies)
  .filter((name) => !name.startsWith('@bookstore/'))
  .flatMap((name) => [name, `${name}/*`])

await rm(new URL('./dist/', import.meta.url), { recursive: true, force: true })
await build({
  entryPoints: { server: 'src/process/server.ts', admin: 'src/process/admin-cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
})
await cp(new URL('./src/db/migrations/', import.meta.url), new URL('./dist/migrations/', import.meta.url), {
  recursive: true,
})
await cp(
  new URL('./src/security/common-passwords.txt', import.meta.url),
  new URL('./dist/common-passwords.txt', import.meta.url),
)
