// Scale seed (issue 15): adds a large catalogue and order history to a migrated PostgreSQL database in one
// transaction (authors, books and their links, shoppers, orders and their lines), then recounts the derived tables
// of migration 0004 and bumps the catalogue version once. Each run adds more; a failed run adds nothing.

import pg from 'pg'
import * as q from './scale-sql'
import * as words from './scale-words'

export interface ScaleSeedOptions {
  books: number
  orders: number
  /** Default: one for every 4 books. */
  authors: number
  /** Shoppers who placed the orders; default: one for every 20 orders. */
  users: number
}

export const DEFAULT_SCALE_BOOKS = 100_000
export const DEFAULT_SCALE_ORDERS = 1_000_000

/** The options for these books and orders, with authors and shoppers in proportion unless given. */
export const scaleSeedOptions = (given: Partial<ScaleSeedOptions>): ScaleSeedOptions => {
  const books = given.books ?? DEFAULT_SCALE_BOOKS
  const orders = given.orders ?? DEFAULT_SCALE_ORDERS
  return {
    books,
    orders,
    authors: given.authors ?? Math.max(1, Math.ceil(books / 4)),
    users: given.users ?? Math.max(1, Math.ceil(orders / 20)),
  }
}

/** A reason not to seed that the person running it can act on (the command prints it without a stack). */
export class ScaleSeedRefused extends Error {}

export interface ScaleSeedStep {
  step: string
  rows: number
  seconds: number
}

export interface ScaleSeedTotals {
  books: number
  authors: number
  users: number
  orders: number
  orderItems: number
}

/** How long each step may wait for a store that is writing books or orders right now. */
const LOCK_TIMEOUT = '15s'

const NO_COVERS =
  'The database has no book with a cover yet: start the store on it once (DATABASE_URL=… npm start), which ' +
  'loads the demo catalogue and its covers, stop it, then run seed:scale again. Generated books reuse those covers.'

/** A tag for this run's shoppers (emails and usernames are unique): the time in base 36. */
const runTag = (): string => Date.now().toString(36)

/** Seeds the database at `url`; `onStep` hears of each step when it ends. */
export async function seedScale(
  url: string,
  options: ScaleSeedOptions,
  onStep: (step: ScaleSeedStep) => void = () => undefined,
): Promise<ScaleSeedTotals> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    // Before any temporary table: room for the generated rows, and sorts of a million rows in memory.
    await client.query(`SET temp_buffers = '512MB'`)
    await client.query(`SET work_mem = '256MB'`)
    await client.query('BEGIN')
    try {
      await seedInTransaction(client, options, onStep)
      const started = performance.now()
      await client.query('COMMIT')
      onStep({ step: 'commit', rows: 0, seconds: (performance.now() - started) / 1000 })
    } catch (error) {
      await client.query('ROLLBACK')
      throw error
    }
    // The shelf and the admin's order search read ids from an index alone (index-only scans need the visibility
    // map), and the planner needs the new sizes: what autovacuum would do some minutes later. Every table, since the
    // recount fills the derived ones too (order_search_words: a search read 8,000 heap pages without it).
    await timed(client, onStep, 'vacuum analyze', ['VACUUM (ANALYZE)'])
    return await totals(client)
  } finally {
    await client.end()
  }
}

async function timed(
  client: pg.Client,
  onStep: (step: ScaleSeedStep) => void,
  step: string,
  statements: readonly string[],
  params: unknown[] = [],
): Promise<number> {
  const started = performance.now()
  let rows = 0
  for (const statement of statements) {
    const result = await client.query(statement, params.length > 0 ? params : undefined)
    rows = result.rowCount ?? rows
  }
  onStep({ step, rows, seconds: (performance.now() - started) / 1000 })
  return rows
}

async function seedInTransaction(
  client: pg.Client,
  options: ScaleSeedOptions,
  onStep: (step: ScaleSeedStep) => void,
): Promise<void> {
  // Writers of books and orders (a running store, another seed) wait until this commits, so the recount at the end
  // is exact; readers are not held.
  await client.query(`SET LOCAL lock_timeout = '${LOCK_TIMEOUT}'`)
  await client.query('LOCK TABLE books, orders IN SHARE ROW EXCLUSIVE MODE')
  await client.query('SET LOCAL lock_timeout = 0')

  const covers = await client.query<{ covers: string[] | null }>(
    `SELECT array_agg(cover_image) AS covers FROM (
       SELECT DISTINCT cover_image FROM books WHERE cover_image <> '' AND cover_image !~* '^https?://' LIMIT 1000
     ) AS c`,
  )
  const coverNames = covers.rows[0]?.covers ?? []
  if (coverNames.length === 0) throw new ScaleSeedRefused(NO_COVERS)

  const enableRowTriggers = await disableRowTriggers(client)
  await client.query(q.CREATE_PICK)
  const [cities, states, countries] = [0, 1, 2].map((i) => words.ADDRESSES.map((address) => address[i]))

  await timed(
    client,
    onStep,
    'generate authors',
    [q.SEED_AUTHORS],
    [words.GIVEN_NAMES, words.FAMILY_NAMES, cities, options.authors],
  )
  await timed(client, onStep, 'authors', [q.INSERT_AUTHORS])
  await timed(
    client,
    onStep,
    'generate books',
    [q.SEED_BOOKS],
    [
      words.TITLE_ADJECTIVES,
      words.TITLE_NOUNS,
      words.TITLE_PLACES,
      words.GIVEN_NAMES,
      words.PUBLISHERS,
      words.DESCRIPTION_ROLES,
      words.DESCRIPTION_ACTIONS,
      words.DESCRIPTION_OBJECTS,
      words.DESCRIPTION_MIDDLES,
      words.DESCRIPTION_CLOSERS,
      options.books,
      options.authors,
    ],
  )
  await timed(client, onStep, 'books', [q.INSERT_BOOKS], [coverNames])
  await timed(client, onStep, 'book authors', [q.INSERT_BOOK_AUTHORS])

  const shelf = await timed(client, onStep, 'shelf', [q.SEED_SHELF])
  await timed(
    client,
    onStep,
    'generate shoppers',
    [q.SEED_USERS],
    [
      words.GIVEN_NAMES,
      words.FAMILY_NAMES,
      cities,
      states,
      countries,
      words.STREET_NAMES,
      runTag(),
      options.users,
    ],
  )
  await timed(client, onStep, 'generate orders', [q.SEED_ORDERS], [options.orders, options.users])
  await timed(client, onStep, 'generate order lines', [q.SEED_ITEMS], [shelf])
  await timed(client, onStep, 'shoppers', [q.INSERT_USERS])
  await timed(client, onStep, 'orders', [q.INSERT_ORDERS])
  await timed(client, onStep, 'invoice numbers', [q.COUNT_INVOICE_NUMBERS])
  await timed(client, onStep, 'order lines', [q.INSERT_ORDER_ITEMS])
  await timed(client, onStep, 'book pairs', [q.COUNT_BOOK_PAIRS])

  await timed(client, onStep, 'recount', q.RECOUNT)
  await enableRowTriggers()
  await timed(client, onStep, 'catalogue version', [q.BUMP_CATALOGUE])
}

/**
 * The triggers that keep derived tables: book_counts and sales_by_day (migration 0004, one call per row is too slow
 * here), book_pairs (migration 0006, counted here from the generated lines instead) and book_sales_by_month
 * (migration 0008, counted afresh).
 */
const ROW_TRIGGERS = [
  ['books', 'books_count'],
  ['orders', 'orders_count_sales'],
  ['order_items', 'order_items_insert_book_pairs'],
  ['order_items', 'order_items_insert_book_month_sales'],
] as const

/**
 * A superuser turns every trigger off for this transaction alone (session_replication_role; foreign keys too, which
 * the generated rows satisfy by construction), holding no lock; another owner disables those triggers, which
 * holds the tables against reads until the commit. Returns what turns them back on.
 */
async function disableRowTriggers(client: pg.Client): Promise<() => Promise<void>> {
  const { rows } = await client.query<{ superuser: boolean }>(
    `SELECT current_setting('is_superuser') = 'on' AS superuser`,
  )
  if (rows[0]?.superuser === true) {
    await client.query(`SET LOCAL session_replication_role = replica`)
    return async () => {
      await client.query(`SET LOCAL session_replication_role = origin`)
    }
  }
  const alter = async (action: 'DISABLE' | 'ENABLE') => {
    for (const [table, trigger] of ROW_TRIGGERS) {
      await client.query(`ALTER TABLE ${table} ${action} TRIGGER ${trigger}`)
    }
  }
  await alter('DISABLE')
  return () => alter('ENABLE')
}

async function totals(client: pg.Client): Promise<ScaleSeedTotals> {
  const { rows } = await client.query<Record<keyof ScaleSeedTotals, string>>(`
    SELECT (SELECT coalesce(sum(books), 0) FROM book_counts) AS books,
      (SELECT count(*) FROM authors) AS authors,
      (SELECT count(*) FROM users) AS users,
      (SELECT coalesce(sum(orders), 0) FROM sales_by_day) AS orders,
      (SELECT count(*) FROM order_items) AS "orderItems"`)
  const row = rows[0]
  const number = (value: string | undefined) => Number(value ?? 0)
  return {
    books: number(row?.books),
    authors: number(row?.authors),
    users: number(row?.users),
    orders: number(row?.orders),
    orderItems: number(row?.orderItems),
  }
}
