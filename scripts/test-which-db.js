// npm run test:which-db: which API test files run on PostgreSQL as well as on PGlite, by module. A file named
// `*.pg.test.ts` runs in both API projects (api-pglite, and api-postgres when TEST_DATABASE_URL is set); any other
// `*.test.ts` runs on PGlite only (vitest.config.ts). With --check it prints only what is wrong, and fails when a
// module whose code writes to the database (its service.ts, or any other of its files) has no file on PostgreSQL:
// its writes would be tested on one engine only.

import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const src = fileURLToPath(new URL('../apps/api/src/', import.meta.url))
const BOTH = '.pg.test.ts'

/** Writes through drizzle (db.insert(table), or .update(table) starting a line of a chain) or in SQL text. */
const WRITES =
  /(\b(db|tx)|^\s*)\.(insert|update|delete)\(\w+\)|\binsert\s+into\b|\bupdate\s+\w+(\s+\w+)?\s+set\b|\bdelete\s+from\b/im

/** Every file below `dir`, as paths relative to src; test helpers are no tests. */
function filesBelow(dir) {
  return readdirSync(path.join(src, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name)
    if (entry.isDirectory()) return relative === 'testing' ? [] : filesBelow(relative)
    return [relative]
  })
}

/** The module a file belongs to: modules/<name>, else its top folder under src (db, plugins, …), else '(src)'. */
function moduleOf(file) {
  const parts = file.split('/')
  if (parts[0] === 'modules') return parts.slice(0, 2).join('/')
  return parts.length > 1 ? parts[0] : '(src)'
}

const files = filesBelow('.').map((file) => file.replace(/^\.\//, ''))
const modules = new Map()
const moduleNamed = (name) => {
  if (!modules.has(name)) modules.set(name, { tests: [], both: [], writers: [] })
  return modules.get(name)
}
for (const file of files) {
  const module = moduleNamed(moduleOf(file))
  if (file.endsWith('.test.ts')) {
    module.tests.push(file)
    if (file.endsWith(BOTH)) module.both.push(path.posix.basename(file, BOTH))
  } else if (file.startsWith('modules/') && file.endsWith('.ts')) {
    if (WRITES.test(readFileSync(path.join(src, file), 'utf8')))
      module.writers.push(path.posix.basename(file))
  }
}

const rows = [...modules.entries()]
  .filter(([, module]) => module.tests.length > 0 || module.writers.length > 0)
  .sort(([a], [b]) => a.localeCompare(b))
const uncovered = rows.filter(([, module]) => module.writers.length > 0 && module.both.length === 0)

if (!process.argv.includes('--check')) {
  const nameWidth = Math.max(...rows.map(([name]) => name.length))
  console.log(`API test files by module: on PostgreSQL too (*${BOTH}), of all its test files`)
  console.log(`${'module'.padEnd(nameWidth)}  writes  on PostgreSQL`)
  for (const [name, module] of rows) {
    const writes = module.writers.length > 0 ? 'yes' : ''
    const both = module.both.length > 0 ? module.both.join(', ') : '-'
    console.log(
      `${name.padEnd(nameWidth)}  ${writes.padEnd(6)}  ${module.both.length}/${module.tests.length}: ${both}`,
    )
  }
  const all = rows.reduce((sum, [, module]) => sum + module.tests.length, 0)
  const both = rows.reduce((sum, [, module]) => sum + module.both.length, 0)
  console.log(`${both} of ${all} API test files run on PostgreSQL too; the others on PGlite only.`)
}
for (const [name, module] of uncovered) {
  const writers = module.writers.join(', ')
  console.error(
    `${name}: ${writers} write(s) to the database, but no test file of it is a *${BOTH} (PostgreSQL)`,
  )
}
if (uncovered.length > 0) process.exit(1)
