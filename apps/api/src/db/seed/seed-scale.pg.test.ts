// Scale seed on a PostgreSQL server (TEST_DATABASE_URL): consistent orders, exact derived tables, the row triggers
// back on afterwards, more on a second run (whose recount leaves cancelled orders out, as the triggers do), and a
// clear refusal on a database without the demo's covers.

import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isBookCategorySlug } from '@bookstore/contract/categories'
import { openDatabase, type DatabaseHandle } from '@/db/client'
import { insertBook } from '@/testing/factories'
import { ScaleSeedRefused, scaleSeedOptions, seedScale } from './seed-scale'

const serverUrl = process.env.TEST_DATABASE_URL

describe.runIf(process.env.TEST_DB === 'postgres' && serverUrl)('seedScale on PostgreSQL', () => {
  const name = `bookstore_seed_scale_${randomBytes(5).toString('hex')}`
  const url = serverUrl ? Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString() : ''
  let database: DatabaseHandle
  let client: pg.Client
  const one = async <T>(text: string): Promise<T> => (await client.query(text)).rows[0] as T
  const count = async (text: string): Promise<number> => Number((await one<{ n: string }>(text)).n)
  const version = () => count('SELECT version AS n FROM catalogue_state')
  /** Copies sold per book by its lines, of orders not cancelled unless `all`: what the triggers keep (0005, 0008). */
  const soldLines = (all = false) => `SELECT b.id, count(o.id)::int AS n FROM books b
    LEFT JOIN order_items i ON i.book_id = b.id
    LEFT JOIN orders o ON o.id = i.order_id ${all ? '' : 'AND NOT o.cancelled'} GROUP BY b.id`
  const wrongUnitsSold = () =>
    count(
      `SELECT count(*) AS n FROM books b JOIN (${soldLines()}) s ON s.id = b.id WHERE b.units_sold <> s.n`,
    )

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    await admin.end()
    database = await openDatabase({ kind: 'postgres', url })
    await database.migrate()
    client = new pg.Client({ connectionString: url })
    await client.connect()
  })

  afterAll(async () => {
    await client?.end()
    await database?.close()
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
  })

  it('refuses a database with no book cover to reuse, and adds nothing', async () => {
    const options = scaleSeedOptions({ books: 10, orders: 10 })
    await expect(seedScale(url, options)).rejects.toThrow(ScaleSeedRefused)
    await expect(seedScale(url, options)).rejects.toThrow(/start the store on it once/)
    expect(await count('SELECT count(*) AS n FROM authors')).toBe(0)
  })

  it('adds books, authors, shoppers and orders whose totals, lines and derived tables agree', async () => {
    for (let i = 0; i < 3; i += 1) await insertBook(database.db)
    const before = await version()
    const steps: string[] = []
    const totals = await seedScale(url, { books: 400, orders: 1500, authors: 60, users: 50 }, (s) =>
      steps.push(s.step),
    )
    expect(steps).toContain('orders')
    expect(totals).toMatchObject({ books: 403, authors: 60, users: 50, orders: 1500 })
    expect(totals.orderItems).toBeGreaterThanOrEqual(1500)
    expect(totals.orderItems).toBeLessThanOrEqual(6000)

    // Each order: 1 to 4 distinct books, each line the book's title, cover and price, the total their sum.
    expect(
      await count(`SELECT count(*) AS n FROM (
        SELECT o.id FROM orders o JOIN order_items i ON i.order_id = o.id JOIN books b ON b.id = i.book_id
        WHERE i.title = b.title AND i.cover_image = b.cover_image AND i.unit_price_cents = b.new_price_cents
        GROUP BY o.id, o.total_price_cents
        HAVING count(*) BETWEEN 1 AND 4 AND count(DISTINCT i.book_id) = count(*)
          AND sum(i.unit_price_cents) = o.total_price_cents) AS good`),
    ).toBe(1500)
    // Every order is its shopper's, by uid and email, and placed after she signed up.
    expect(
      await count(`SELECT count(*) AS n FROM orders o JOIN users u ON u.id = o.user_uid
        WHERE o.email = u.email AND o.placed_at > u.created_at AND o.placed_at > now() - interval '31 months'`),
    ).toBe(1500)
    // Numbered by the column's default (migration 0017) from 10001, in the order they were placed.
    expect(
      await count(`SELECT count(*) AS n FROM (
        SELECT number, 10000 + row_number() OVER (ORDER BY placed_at, id) AS placed FROM orders) AS o
        WHERE number = placed`),
    ).toBe(1500)

    // The derived tables say what a count of the rows says.
    expect(
      await count(`SELECT count(*) AS n FROM (
        SELECT category, count(*) AS books, count(*) FILTER (WHERE trending) AS trending FROM books GROUP BY 1
        EXCEPT SELECT category, books, trending FROM book_counts) AS wrong`),
    ).toBe(0)
    expect(
      await count(`SELECT count(*) AS n FROM (
        SELECT (placed_at AT TIME ZONE 'UTC')::date, count(*), sum(total_price_cents) FROM orders GROUP BY 1
        EXCEPT SELECT day, orders, revenue_cents FROM sales_by_day) AS wrong`),
    ).toBe(0)
    expect(await count(`SELECT count(*) AS n FROM books WHERE units_sold > 0`)).toBeGreaterThan(0)
    expect(await wrongUnitsSold()).toBe(0)
    expect(await version()).toBeGreaterThan(before)

    const shape = await one<Record<string, string[] | string>>(`SELECT
      array_agg(DISTINCT category) AS categories, array_agg(DISTINCT cover_image) AS covers,
      count(*) FILTER (WHERE stock = 0) AS sold_out, count(*) FILTER (WHERE stock BETWEEN 1 AND 5) AS low,
      count(*) FILTER (WHERE trending) AS trending, min(new_price_cents) AS cheapest,
      count(*) FILTER (WHERE old_price_cents < new_price_cents) AS negative_discounts
      FROM books`)
    expect((shape.categories as string[]).every(isBookCategorySlug)).toBe(true)
    expect((shape.covers as string[]).every((c) => /^test-\d+\.webp$/.test(c))).toBe(true)
    expect(Number(shape.sold_out)).toBeGreaterThan(0)
    expect(Number(shape.low)).toBeGreaterThan(0)
    expect(Number(shape.trending)).toBeGreaterThan(0)
    expect(Number(shape.cheapest)).toBeGreaterThan(0)
    expect(Number(shape.negative_discounts)).toBe(0)
  })

  it('turns the row triggers back on: a book added afterwards is counted', async () => {
    const fantasy = () => count(`SELECT books AS n FROM book_counts WHERE category = 'fantasy'`)
    const before = await fantasy()
    await insertBook(database.db, { category: 'fantasy' })
    expect(await fantasy()).toBe(before + 1)
  })

  it('adds as many again on a second run, with shoppers of their own', async () => {
    // Orders an admin cancelled in between: their triggers take their copies out of units_sold, and the recount
    // must not count them back in.
    await client.query(`UPDATE orders SET cancelled = true, cancelled_at = now(), cancelled_by = 'admin',
      delivered = false, delivered_at = NULL, delivered_by = NULL
      WHERE id IN (SELECT id FROM orders ORDER BY placed_at DESC LIMIT 40)`)
    expect(await wrongUnitsSold()).toBe(0)
    const totals = await seedScale(url, { books: 100, orders: 200, authors: 10, users: 20 })
    // The totals' orders are those sales_by_day counts: 1700 placed, 40 of them cancelled.
    expect(totals).toMatchObject({ books: 504, authors: 70, users: 70, orders: 1660 })
    expect(await count(`SELECT count(*) AS n FROM orders`)).toBe(1700)
    expect(
      await count(
        `SELECT count(*) AS n FROM (${soldLines(true)} EXCEPT ${soldLines()}) AS with_cancelled_lines`,
      ),
    ).toBeGreaterThan(0)
    expect(await wrongUnitsSold()).toBe(0)
    expect(
      await count(`SELECT count(*) AS n FROM ((
        SELECT (placed_at AT TIME ZONE 'UTC')::date AS day, count(*), sum(total_price_cents) FROM orders
        WHERE NOT cancelled GROUP BY 1
        EXCEPT SELECT day, sum(orders), sum(revenue_cents) FROM sales_by_day GROUP BY 1 HAVING sum(orders) <> 0)
        UNION ALL (SELECT day, sum(orders), sum(revenue_cents) FROM sales_by_day GROUP BY 1 HAVING sum(orders) <> 0
        EXCEPT SELECT (placed_at AT TIME ZONE 'UTC')::date, count(*), sum(total_price_cents) FROM orders
        WHERE NOT cancelled GROUP BY 1)) AS wrong`),
    ).toBe(0)
    // "Readers also bought" counts the pairs of both runs' orders, as a count of the lines says (migration 0006).
    const pairs = `SELECT x.book_id, y.book_id AS other_book_id, count(*)::int AS times
      FROM order_items x JOIN order_items y ON y.order_id = x.order_id AND y.book_id <> x.book_id GROUP BY 1, 2`
    expect(await count(`SELECT count(*) AS n FROM book_pairs`)).toBeGreaterThan(0)
    expect(
      await count(`SELECT count(*) AS n FROM ((${pairs} EXCEPT SELECT * FROM book_pairs)
        UNION ALL (SELECT * FROM book_pairs EXCEPT ${pairs})) AS wrong`),
    ).toBe(0)
  })
})
