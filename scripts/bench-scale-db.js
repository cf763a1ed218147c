// The database side of npm run bench:scale: checks that the PostgreSQL database holds the seeded data, picks the
// books the runs ask for, gives the books that orders buy plenty of stock, creates the bench's admin, and puts
// everything back afterwards (stock, the bench's shoppers with their orders, the admin).

import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import pg from 'pg'

const root = fileURLToPath(new URL('..', import.meta.url))

/** The admin the bench logs in as (created or given a new password by the admin command, removed afterwards). */
export const BENCH_ADMIN = 'bench-scale'
/** The bench's shoppers sign up with emails at this domain; they and their orders are removed afterwards. */
export const BENCH_EMAIL_DOMAIN = 'bench-scale.example.org'
/** Stock given to the books that the order runs buy, so that none sells out during a run. */
const PLENTY = 1_000_000

export class BenchRefused extends Error {}

const SEED_HINT = 'fill it first with: DATABASE_URL=<the same URL> npm run seed:scale'

/** Books and orders in the database (from the trigger-kept counts); refuses when it is not seeded. */
export async function checkSeeded(db, { minBooks, minOrders }) {
  let counts
  try {
    const { rows } = await db.query(`SELECT (SELECT coalesce(sum(books), 0) FROM book_counts)::int AS books,
      (SELECT coalesce(sum(orders), 0) FROM sales_by_day)::int AS orders`)
    counts = rows[0]
  } catch (error) {
    // 42P01 undefined_table: the store never ran its migrations on this database.
    if (error.code === '42P01') throw new BenchRefused(`The database has no store tables yet: ${SEED_HINT}`)
    throw error
  }
  if (counts.books < minBooks || counts.orders < minOrders) {
    throw new BenchRefused(
      `The database holds ${counts.books} books and ${counts.orders} orders; bench:scale wants at least ` +
        `${minBooks} and ${minOrders} (BENCH_MIN_BOOKS, BENCH_MIN_ORDERS): ${SEED_HINT}`,
    )
  }
  return counts
}

/**
 * What the runs ask for: book ids spread over the catalogue, the fantasy shelf's size, books to order, and titles
 * whose words the search runs type.
 */
export async function pickBooks(db, { bookIds, orderBooks }) {
  const ids = await db.query('SELECT id FROM books ORDER BY random() LIMIT $1', [bookIds])
  const fantasy = await db.query(`SELECT books FROM book_counts WHERE category = 'fantasy'`)
  const buyable = await db.query(
    'SELECT id, stock, new_price_cents AS "priceCents" FROM books WHERE stock > 0 ORDER BY random() LIMIT $1',
    [orderBooks],
  )
  const titles = await db.query('SELECT title FROM books ORDER BY random() LIMIT 500')
  const customers = await db.query('SELECT name FROM users ORDER BY random() LIMIT 200')
  return {
    customerNames: customers.rows.map((row) => row.name),
    bookIds: ids.rows.map((row) => row.id),
    fantasyBooks: fantasy.rows[0]?.books ?? 0,
    orderBooks: buyable.rows,
    titles: titles.rows.map((row) => row.title),
  }
}

/** Gives the order runs' books plenty of stock; returns what puts the stock back. */
export async function stockUp(db, books) {
  await db.query('UPDATE books SET stock = $2 WHERE id = ANY($1::uuid[])', [books.map((b) => b.id), PLENTY])
  return () =>
    db.query(
      `UPDATE books SET stock = v.stock
       FROM unnest($1::uuid[], $2::int[]) AS v(id, stock) WHERE books.id = v.id`,
      [books.map((b) => b.id), books.map((b) => b.stock)],
    )
}

/** Creates the bench's admin (or gives it a new password) with the built admin command; returns the password. */
export async function createBenchAdmin(databaseUrl) {
  const password = `bench-${randomBytes(18).toString('base64url')}`
  await promisify(execFile)(
    process.execPath,
    [path.join(root, 'apps/api/dist/admin.js'), 'set-password', BENCH_ADMIN],
    { env: { ...process.env, DATABASE_URL: databaseUrl, ADMIN_NEW_PASSWORD: password }, cwd: root },
  )
  return password
}

/** Removes the bench's shoppers (their sessions go with them), their orders (the daily sales follow) and its admin. */
export async function removeBenchData(db) {
  const pattern = `%@${BENCH_EMAIL_DOMAIN}`
  const orders = await db.query('DELETE FROM orders WHERE email LIKE $1', [pattern])
  await db.query('DELETE FROM users WHERE email LIKE $1', [pattern])
  await db.query('DELETE FROM admins WHERE username = $1', [BENCH_ADMIN])
  return orders.rowCount ?? 0
}

/** PostgreSQL backends serving this database (the store's pools), for CPU accounting. */
export async function backendPids(db) {
  const { rows } = await db.query(
    'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
  )
  return rows.map((row) => row.pid)
}

const ACTIVE_WAITS = `SELECT coalesce(wait_event_type || ':' || wait_event, 'CPU') AS wait, count(*)::int AS n
  FROM pg_stat_activity
  WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid() GROUP BY 1`

/**
 * Samples what the database's busy backends are doing (every `everyMs`) until the returned function is called; it
 * returns how many were busy on average and their most frequent wait ('CPU' when running), e.g. a row lock.
 */
export function sampleWaits(db, everyMs = 200) {
  const counts = new Map()
  let samples = 0
  const timer = setInterval(async () => {
    try {
      const { rows } = await db.query(ACTIVE_WAITS)
      samples += 1
      for (const row of rows) counts.set(row.wait, (counts.get(row.wait) ?? 0) + row.n)
    } catch {
      // A sample lost while the store stops: the others still tell.
    }
  }, everyMs)
  return () => {
    clearInterval(timer)
    const busy = [...counts.values()].reduce((sum, n) => sum + n, 0)
    const [top, n] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['', 0]
    return {
      busy: samples === 0 ? 0 : Number((busy / samples).toFixed(1)),
      topWait: busy === 0 ? '' : `${top} ${Math.round((100 * n) / busy)}%`,
    }
  }
}

/** How many backends are working for the store now. */
export async function busyBackends(db) {
  const { rows } = await db.query(ACTIVE_WAITS)
  return rows.reduce((sum, row) => sum + row.n, 0)
}

export const openBenchDatabase = async (url) => {
  const db = new pg.Client({ connectionString: url })
  await db.connect()
  return db
}
