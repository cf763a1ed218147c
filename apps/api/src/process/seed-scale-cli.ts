// The scale seed command (issue 15): `npm run seed:scale -- --books 100000 --orders 1000000 [--authors N]
// [--users N]` migrates the PostgreSQL database of DATABASE_URL and adds that many books and orders to it
// (db/seed/seed-scale.ts), printing each step and the time it took. Each run adds more.

import { parseArgs } from 'node:util'
import { loadConfig } from '@/config'
import { openMigratedDatabase } from './migrated-database'
import {
  DEFAULT_SCALE_BOOKS,
  DEFAULT_SCALE_ORDERS,
  ScaleSeedRefused,
  scaleSeedOptions,
  seedScale,
  type ScaleSeedStep,
} from '@/db/seed/seed-scale'

const USAGE =
  `Usage: npm run seed:scale -- [--books N] [--orders N] [--authors N] [--users N]\n` +
  `Adds N books (default ${DEFAULT_SCALE_BOOKS}) and N orders (default ${DEFAULT_SCALE_ORDERS}) to the PostgreSQL ` +
  `database of DATABASE_URL; authors default to one per 4 books, shoppers to one per 20 orders.\n`

const count = (name: string, value: string | undefined): number | undefined => {
  if (value === undefined) return undefined
  const n = Number(value.replaceAll('_', ''))
  if (!Number.isInteger(n) || n < 1 || n > 100_000_000) {
    throw new ScaleSeedRefused(
      `--${name} must be a whole number from 1 to 100000000, not '${value}'\n${USAGE}`,
    )
  }
  return n
}

const thousands = (n: number) => n.toLocaleString('en-US')

function printStep({ step, rows, seconds }: ScaleSeedStep): void {
  const what = rows > 0 ? `${thousands(rows)} rows` : ''
  process.stdout.write(`  ${step.padEnd(22)} ${what.padStart(16)} ${seconds.toFixed(1).padStart(7)} s\n`)
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      books: { type: 'string' },
      orders: { type: 'string' },
      authors: { type: 'string' },
      users: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  if (values.help) {
    process.stdout.write(USAGE)
    return 0
  }
  const options = scaleSeedOptions({
    books: count('books', values.books),
    orders: count('orders', values.orders),
    authors: count('authors', values.authors),
    users: count('users', values.users),
  })
  const config = loadConfig()
  if (config.database.kind !== 'postgres') {
    throw new ScaleSeedRefused(
      'seed:scale fills a PostgreSQL server: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/' +
        'bookstore_scale). The embedded database (PGlite, one process) is not meant for this much data.',
    )
  }
  const started = performance.now()
  const database = await openMigratedDatabase(config.database)
  await database.close()
  const where = new URL(config.database.url)
  process.stdout.write(
    `Seeding ${where.host}${where.pathname}: ${thousands(options.books)} books by ${thousands(options.authors)} ` +
      `authors, ${thousands(options.orders)} orders by ${thousands(options.users)} shoppers\n`,
  )
  const totals = await seedScale(config.database.url, options, printStep)
  const seconds = (performance.now() - started) / 1000
  process.stdout.write(
    `Done in ${seconds.toFixed(0)} s. The database now holds ${thousands(totals.books)} books, ` +
      `${thousands(totals.authors)} authors, ${thousands(totals.users)} shoppers, ${thousands(totals.orders)} ` +
      `orders with ${thousands(totals.orderItems)} lines. Running it again adds as many more.\n`,
  )
  return 0
}

/** Refusals and bad flags are told in a sentence; anything else with its stack. */
function explain(error: unknown): string {
  if (error instanceof ScaleSeedRefused) return error.message
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  if (error instanceof Error && code?.startsWith('ERR_PARSE_ARGS')) return `${error.message}\n${USAGE}`
  return error instanceof Error ? (error.stack ?? error.message) : String(error)
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${explain(error)}\n`)
    process.exit(1)
  },
)
