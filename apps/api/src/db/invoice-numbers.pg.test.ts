// Invoice numbers (migration 0023, issue 39 item 6): every order gets the year's next number when it is inserted,
// '2026-000001' on, gapless: a rolled-back order takes none, twenty orders placed at once (some refused) take
// consecutive numbers, and a store with orders numbers them per year, in the order they were placed, when the
// migration runs, with the seller of that moment copied onto each. Run on the test database's engine (PGlite, or
// PostgreSQL with TEST_DB=postgres), the migration's own file statement by statement in one transaction.

import { readFile } from 'node:fs/promises'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiPaths } from '@bookstore/contract/api-paths'
import { rowsOf } from '@/db/rows'
import { insertBook, nestedOrderBody, signUpBuyer, type TestBuyer } from '@/testing/factories'
import { TEST_PUBLIC_URL, useTestApp } from '@/testing/test-app'

const t = useTestApp()
const year = new Date().getUTCFullYear()
let buyer: TestBuyer

beforeAll(async () => {
  buyer = await signUpBuyer(t.app, 'numbers')
})

/** An order inserted in plain SQL, as seeds and scripts insert them (no invoice number named). */
const orderInsert = (name: string, placedAt?: string) =>
  sql`insert into orders (user_uid, name, email, phone, city, country, state, zipcode, total_price_cents, placed_at)
    values ('invoice-buyer', ${name}, 'invoice@example.org', '555', 'Town', 'US', 'IL', '00000', 1000,
      coalesce(${placedAt ?? null}::timestamptz, now()))`

const invoiceNumbers = async () =>
  (
    await rowsOf<{ invoiceNumber: string }>(
      t.db,
      sql`select invoice_number from orders order by invoice_number`,
    )
  ).map((r) => r.invoiceNumber)

/** The numbers `year` should have given, 1 to `count`, as '2026-000001'. */
const series = (count: number, from = 1) =>
  Array.from({ length: count }, (_, i) => `${year}-${String(from + i).padStart(6, '0')}`)

describe('invoice numbers', () => {
  it("give the year's orders 000001 on, and a rolled-back order none", async () => {
    await t.db.execute(orderInsert('First'))
    await t.db
      .transaction(async (tx) => {
        await tx.execute(orderInsert('Rolled back'))
        throw new Error('roll back')
      })
      .catch(() => undefined)
    await t.db.execute(orderInsert('Second'))
    expect(await invoiceNumbers()).toEqual(series(2))
    const [seller] = await rowsOf<{ seller: unknown }>(t.db, sql`select seller from orders limit 1`)
    expect(seller?.seller).toEqual({
      legalName: 'Bookstore (demo store)',
      address: '100 Demo Street\nSpringfield, IL 62701\nUnited States',
      email: 'orders@bookstore.example',
      taxId: '',
    })
  })

  it('stay gapless under twenty orders at once, some refused (a changed total, the last copy gone)', async () => {
    const before = (await invoiceNumbers()).length
    const plenty = await insertBook(t.db, { newPrice: 5, stock: 100 })
    const last = await insertBook(t.db, { newPrice: 7, stock: 1 })
    const attempts = Array.from({ length: 20 }, (_, i) => {
      const [ids, total] = i % 5 === 0 ? [[plenty], 4.99] : i % 3 === 0 ? [[last], 7] : [[plenty], 5]
      return t.app.inject({
        method: 'POST',
        url: apiPaths.orders.href(),
        headers: { cookie: buyer.cookie, origin: TEST_PUBLIC_URL },
        payload: nestedOrderBody({ shopper: buyer, productIds: ids, totalPrice: total }),
        remoteAddress: `10.79.0.${i + 1}`,
      })
    })
    const answers = await Promise.all(attempts)
    const placed = answers.filter((a) => a.statusCode === 201).map((a) => a.json<{ invoiceNumber: string }>())
    // 4 wrong totals; of the 5 tries for the last copy, one sells it.
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(4 + 4)
    expect(placed).toHaveLength(12)
    expect(placed.map((o) => o.invoiceNumber).sort()).toEqual(series(12, before + 1))
    expect(await invoiceNumbers()).toEqual(series(before + 12))
  })

  it('number the orders a store had before migration 0023 per year as placed, and go on after the last', async () => {
    const lastYear = year - 1
    await t.db.execute(sql`delete from orders`)
    await undoMigration()
    await t.db.execute(orderInsert(`${lastYear}, second`, `${lastYear}-06-02T00:00:00Z`))
    await t.db.execute(orderInsert(`${lastYear}, first`, `${lastYear}-06-01T00:00:00Z`))
    await t.db.execute(orderInsert(`${year}, first`))

    await runMigration('0023_money.sql')

    const rows = await rowsOf<{
      name: string
      invoiceNumber: string
      subtotalCents: number
      taxCents: number
    }>(t.db, sql`select name, invoice_number, subtotal_cents, tax_cents from orders order by invoice_number`)
    expect(rows.map((r) => [r.name, r.invoiceNumber])).toEqual([
      [`${lastYear}, first`, `${lastYear}-000001`],
      [`${lastYear}, second`, `${lastYear}-000002`],
      [`${year}, first`, `${year}-000001`],
    ])
    // Their books only: the subtotal is the total, with no shipping and no tax.
    expect(rows.every((r) => r.subtotalCents === 1000 && r.taxCents === 0)).toBe(true)
    await t.db.execute(orderInsert(`${year}, after`))
    expect((await invoiceNumbers()).at(-1)).toBe(`${year}-000002`)
  })
})

/** Runs the statements of migrations/`file` in one transaction, as drizzle's migrator does. */
async function runMigration(file: string): Promise<void> {
  const text = await readFile(new URL(`./migrations/${file}`, import.meta.url), 'utf8')
  const statements = text.split('--> statement-breakpoint').filter((statement) => statement.trim() !== '')
  await t.db.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(sql.raw(statement))
  })
}

/** The database as it was before migration 0023: what it added, dropped. */
async function undoMigration(): Promise<void> {
  await t.db.execute(sql`alter table orders
    drop column subtotal_cents, drop column prices_include_tax, drop column shipping_method,
    drop column shipping_name, drop column shipping_estimate, drop column shipping_cents,
    drop column shipping_tax_rate, drop column shipping_tax_cents, drop column taxes, drop column tax_cents,
    drop column invoice_number, drop column seller, drop column carrier, drop column tracking_number,
    drop column shipped_at, drop column shipped_by`)
  await t.db.execute(sql`alter table order_items drop column tax_rate, drop column tax_cents`)
  await t.db.execute(sql`drop function next_invoice_number(), store_seller()`)
  await t.db.execute(sql`drop table invoice_counters, store_settings`)
}
