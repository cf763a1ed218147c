// Order numbers (migration 0017, issue 27 item 5): a new store numbers its orders from 10001, each insert taking the
// next by the column's default; a store with orders numbers them when the migration runs, in the order they were
// placed (placed_at, then id), and goes on after the last; numbers are never missing nor shared. The migration's own
// file is run, statement by statement in one transaction as the migrator runs it, on the test database's engine
// (PGlite, or PostgreSQL with TEST_DB=postgres); the later migrations stay applied, as on a store that updates.

import { readFile } from 'node:fs/promises'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '@/db/client'
import { rowsOf } from '@/db/rows'
import { createTestDatabase } from '@/testing/test-db'

let handle: DatabaseHandle
beforeAll(async () => {
  handle = await createTestDatabase()
})
afterAll(() => handle.close())

/** An order inserted in plain SQL, as seed:scale and the demo seed insert them (no number named). */
const orderInsert = (name: string, placedAt?: string, id?: string) =>
  sql`insert into orders (id, user_uid, name, email, phone, city, country, state, zipcode, total_price_cents,
      placed_at)
    values (coalesce(${id ?? null}::uuid, gen_random_uuid()), 'numbered-buyer', ${name}, 'numbered@example.org',
      '555', 'Town', 'Land', 'State', '00000', 1000, coalesce(${placedAt ?? null}::timestamptz, now()))`

/** Inserts an order (orderInsert); the number the database gave it. */
async function insertOrder(name: string): Promise<number | null> {
  const [row] = await rowsOf<{ number: number }>(handle.db, sql`${orderInsert(name)} returning number`)
  return row?.number ?? null
}

/** Inserts an order as a store before migration 0017 did (orderInsert). */
const insertUnnumbered = async (name: string, placedAt: string, id?: string) => {
  await handle.db.execute(orderInsert(name, placedAt, id))
}

/** Runs the statements of migrations/`file` in one transaction, as drizzle's migrator does. */
async function runMigration(file: string): Promise<void> {
  const text = await readFile(new URL(`./migrations/${file}`, import.meta.url), 'utf8')
  const statements = text.split('--> statement-breakpoint').filter((statement) => statement.trim() !== '')
  await handle.db.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(sql.raw(statement))
  })
}

/** Each order's name and number, by number. */
const numbered = () =>
  rowsOf<{ name: string; number: number }>(handle.db, sql`select name, number from orders order by number`)

/** What triggers keep from orders (sales per day, the search words): the backfill must leave it as it is. */
const derived = () =>
  rowsOf<{ line: string }>(
    handle.db,
    sql`select day::text || ' ' || sum(orders) || ' ' || sum(revenue_cents) as line from sales_by_day group by day
      union all select word || ' ' || order_id from order_search_words order by 1`,
  )

describe('order numbers', () => {
  it("give a new store's first order 10001 and each next order the next", async () => {
    expect(await insertOrder('First')).toBe(10001)
    expect(await insertOrder('Second')).toBe(10002)
  })

  it('number the orders a store had before migration 0017 in the order they were placed, then go on', async () => {
    // The store as it was before 0017: orders without numbers (the sequence is owned by the column and goes with it).
    await handle.db.execute(sql`alter table orders drop column number`)
    // Placed earlier than the two above, out of insertion order; two in the same microsecond, ordered by id.
    await insertUnnumbered('Second of 2020', '2020-01-02T00:00:00Z')
    await insertUnnumbered('First of 2020', '2020-01-01T00:00:00Z')
    await insertUnnumbered('Tie, larger id', '2020-01-03T00:00:00Z', '00000000-0000-4000-8000-000000000002')
    await insertUnnumbered('Tie, smaller id', '2020-01-03T00:00:00Z', '00000000-0000-4000-8000-000000000001')
    const before = await derived()

    await runMigration('0017_order_numbers.sql')

    expect(await numbered()).toEqual([
      { name: 'First of 2020', number: 10001 },
      { name: 'Second of 2020', number: 10002 },
      { name: 'Tie, smaller id', number: 10003 },
      { name: 'Tie, larger id', number: 10004 },
      { name: 'First', number: 10005 },
      { name: 'Second', number: 10006 },
    ])
    expect(await derived()).toEqual(before)
    expect(await insertOrder('After the migration')).toBe(10007)
  })

  it('are never missing nor shared', async () => {
    await expect(
      handle.db.execute(sql`update orders set number = null where name = 'First'`),
    ).rejects.toThrow()
    await expect(
      handle.db.execute(sql`update orders set number = 10001 where name = 'Second'`),
    ).rejects.toThrow()
    expect(await insertOrder('Still next')).toBe(10008)
  })
})
