// The state triggers keep in the writing transaction (migrations 0004, 0007, 0012; ADR 003): the catalogue version
// moves on what a shopper sees (a sale's stock count alone does not move it, a book selling out does), book counts
// follow categories and trending, sales per day (spread over shards) add up to the orders, and search postings follow
// the books' headings.

import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { bookCounts, books, catalogueState, orders, salesByDay } from '@/db/schema'
import { rowsOf } from '@/db/rows'
import { insertBook, placeOrder, signUpBuyer } from '@/testing/factories'
import { useTestApp } from '@/testing/test-app'

const t = useTestApp()

const version = async () => {
  const [row] = await t.db.select({ version: catalogueState.version }).from(catalogueState)
  return row?.version ?? -1
}

describe('catalogue version', () => {
  it('moves when a shown field changes, and when stock changes outside a sale', async () => {
    const id = await insertBook(t.db, { title: 'Versioned', stock: 5 })
    let before = await version()
    await t.db.update(books).set({ title: 'Versioned again' }).where(eq(books.id, id))
    expect(await version()).toBe(before + 1)
    before = await version()
    await t.db.update(books).set({ stock: 4 }).where(eq(books.id, id))
    expect(await version()).toBe(before + 1)
  })

  it('stays when a sale only lowers a count, and moves when the sale takes the last copy', async () => {
    const buyer = await signUpBuyer(t.app, 'versionbuyer')
    const id = await insertBook(t.db, { title: 'Two left', stock: 2, newPrice: 10 })
    let before = await version()
    await placeOrder(t.app, buyer, [id], 10)
    expect(await version()).toBe(before)
    before = await version()
    await placeOrder(t.app, buyer, [id], 10)
    expect(await version()).toBe(before + 1)
  })

  it('stays when only units sold change', async () => {
    const id = await insertBook(t.db, { title: 'Counted' })
    const before = await version()
    await t.db.execute(sql`update books set units_sold = units_sold + 3 where id = ${id}`)
    expect(await version()).toBe(before)
  })
})

describe('book counts and sales per day', () => {
  it('count books per category and trending', async () => {
    const id = await insertBook(t.db, { category: 'counted-genre', trending: true })
    await insertBook(t.db, { category: 'counted-genre' })
    const row = async () =>
      (await t.db.select().from(bookCounts).where(eq(bookCounts.category, 'counted-genre')))[0]
    expect(await row()).toMatchObject({ books: 2, trending: 1 })
    await t.db.update(books).set({ trending: false }).where(eq(books.id, id))
    expect(await row()).toMatchObject({ books: 2, trending: 0 })
  })

  it('add the orders of a day up over every shard, whatever session placed them', async () => {
    const buyer = await signUpBuyer(t.app, 'salesbuyer')
    const id = await insertBook(t.db, { title: 'Sold often', stock: 50, newPrice: 12.5 })
    await Promise.all(Array.from({ length: 6 }, () => placeOrder(t.app, buyer, [id], 12.5)))
    const [sums] = await t.db
      .select({
        orders: sql<number>`sum(${salesByDay.orders})`.mapWith(Number),
        revenue: sql<number>`sum(${salesByDay.revenueCents})`.mapWith(Number),
      })
      .from(salesByDay)
    const [truth] = await t.db
      .select({
        orders: sql<number>`count(*)`.mapWith(Number),
        revenue: sql<number>`coalesce(sum(${orders.totalPriceCents}), 0)`.mapWith(Number),
      })
      .from(orders)
    expect(sums).toEqual({ orders: truth?.orders, revenue: truth?.revenue })
    expect(truth?.orders).toBeGreaterThanOrEqual(6)
  })
})

describe('search postings (migration 0012)', () => {
  /** The postings as kept, and as counted afresh from the books' headings. */
  interface Posting {
    book: string
    word: string
    weight: string
    at: string
  }
  const postings = async () => {
    const kept = await rowsOf<Posting>(
      t.db,
      sql`select book_id::text as book, word, weight::text as weight, created_at::text as at
        from search_postings order by 1, 2`,
    )
    const fresh = await rowsOf<Posting>(
      t.db,
      sql`select b.id::text as book, p.word, p.weight::text as weight, b.created_at::text as at
        from books as b, book_postings(b.head_doc) as p order by 1, 2`,
    )
    return { kept, fresh }
  }

  it("follow every write to a book's headings, and only those: created, edited, sold, deleted", async () => {
    const buyer = await signUpBuyer(t.app, 'postingsbuyer')
    const id = await insertBook(t.db, { title: 'Postings Lantern', stock: 3, newPrice: 10 })
    const other = await insertBook(t.db, { title: 'Other Lantern' })
    await t.db
      .update(books)
      .set({ title: 'Postings Harbour', author: 'Ines Lantern', publisher: 'Harbour House' })
      .where(eq(books.id, id))
    await placeOrder(t.app, buyer, [id], 10)
    await t.db
      .update(books)
      .set({ createdAt: new Date(Date.UTC(2020, 0, 1)) })
      .where(eq(books.id, other))
    await t.db.delete(books).where(eq(books.id, other))
    const { kept, fresh } = await postings()
    expect(kept).toEqual(fresh)
    // The edited book's words, each with the best part that has it: 'lantern' moved from the title to the author.
    const mine = kept.filter((row) => row.book === id).map((row) => [row.word, row.weight])
    expect(mine).toEqual([
      ['harbour', 'A'],
      ['house', 'C'],
      ['ines', 'B'],
      ['lantern', 'B'],
      ['postings', 'A'],
    ])
  })
})
