// The state triggers keep in the writing transaction (ADR 003, docs/data-model.md): the catalogue version moves on
// what a shopper sees (a sale's stock count alone does not, a book selling out does), and every derived table equals
// a recount of what it is derived from. That schema.ts and docs/data-model.md declare it all: schema-declared.pg.test.ts.

import { asc, eq, sql, type SQL } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { apiPaths } from '@bookstore/contract/api-paths'
import { bookCounts, books, catalogueEdits, catalogueState, orders, salesByDay } from '@/db/schema'
import { rowsOf } from '@/db/rows'
import { adminToken, bearer, insertBook, placeOrder, signUpBuyer } from '@/testing/factories'
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

  it('stays when only shown details change (description, cover, old price, page count): the edit is logged', async () => {
    const id = await insertBook(t.db, { title: 'Detailed', stock: 5 })
    const edits = async () =>
      (await t.db.select().from(catalogueEdits).orderBy(asc(catalogueEdits.seq))).map((row) => row.bookId)
    const logged = (await edits()).length
    const before = await version()
    await t.db.update(books).set({ description: 'A new blurb.' }).where(eq(books.id, id))
    await t.db
      .update(books)
      .set({ coverImage: '/covers/new.webp', oldPriceCents: 9999 })
      .where(eq(books.id, id))
    expect(await version()).toBe(before)
    expect((await edits()).slice(logged)).toEqual([id, id])
    // With a listed field, the version moves and nothing is logged.
    await t.db.update(books).set({ description: 'Another.', newPriceCents: 1234 }).where(eq(books.id, id))
    expect(await version()).toBe(before + 1)
    expect(await edits()).toHaveLength(logged + 2)
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

describe('every derived table and column (docs/data-model.md)', () => {
  /** The rows one side has and the other lacks: none when what triggers keep equals a recount. */
  const differences = (kept: SQL, recount: SQL) =>
    rowsOf<unknown>(t.db, sql`((${kept}) except (${recount})) union all ((${recount}) except (${kept}))`)
  const mine = sql`(select id from books where title like 'Recount %')`

  it('equals a recount after books are written and deleted and orders placed, cancelled and restored', async () => {
    const token = await adminToken(t)
    const buyer = await signUpBuyer(t.app, 'recountbuyer')
    const book = (name: string) =>
      insertBook(t.db, { title: `Recount ${name}`, category: 'recount-genre', stock: 20, newPrice: 10 })
    const [a, b, c] = [await book('Alpha'), await book('Beta'), await book('Gamma')]
    const first = await placeOrder(t.app, buyer, [a, b], 20)
    const cancelled = await placeOrder(t.app, buyer, [a, b, c], 30)
    const restored = await placeOrder(t.app, buyer, [b, c], 20)
    for (const id of [cancelled, restored]) {
      const res = await t.app.inject({
        method: 'POST',
        url: apiPaths.cancelOrder.href(id),
        headers: bearer(token),
      })
      expect(res.statusCode).toBe(200)
    }
    // Taking a cancellation back has no route; plain SQL, which the triggers follow too.
    await t.db.update(orders).set({ cancelled: false }).where(eq(orders.id, restored))
    await t.db
      .update(books)
      .set({ title: 'Recount Delta', trending: true, category: 'recount-other' })
      .where(eq(books.id, c))
    await t.db.delete(books).where(eq(books.id, a))
    // An order's name and email edited (no route does; the search words follow), and an order (without lines)
    // written and deleted in plain SQL.
    await t.db
      .update(orders)
      .set({ name: 'Recount Renamed', email: 'Renamed.Buyer@example.org' })
      .where(eq(orders.id, cancelled))
    await t.db.execute(sql`
      insert into orders (user_uid, name, email, phone, city, country, state, zipcode, total_price_cents)
      values (${buyer.uid}, 'Recount Gone', 'gone@example.org', '555', 'Town', 'Land', 'State', '00000', 0)`)
    await t.db.delete(orders).where(eq(orders.name, 'Recount Gone'))
    // Her latest order moved back in time, and an order moved to another customer (plain SQL): her last order and
    // both customers' totals follow (migration 0019).
    const other = await signUpBuyer(t.app, 'recountother')
    await t.db.execute(
      sql`update orders set placed_at = placed_at - interval '3 days' where id = ${restored}`,
    )
    await t.db.execute(sql`update orders set user_uid = ${other.uid} where id = ${cancelled}`)
    // Orders moved to another month, whatever today's date: the first one alone, and one cancelled in the same
    // statement, whose lines leave the month they were counted in (migration 0020).
    await t.db.execute(sql`update orders set placed_at = placed_at - interval '40 days' where id = ${first}`)
    const movedAndCancelled = await placeOrder(t.app, buyer, [b, c], 20)
    await t.db.execute(
      sql`update orders set cancelled = true, placed_at = placed_at + interval '40 days' where id = ${movedAndCancelled}`,
    )

    const recounts: [string, SQL, SQL][] = [
      [
        'book_counts',
        sql`select category, books, trending from book_counts where books <> 0 or trending <> 0`,
        sql`select category, count(*)::int, (count(*) filter (where trending))::int from books group by 1`,
      ],
      [
        'sales_by_day',
        sql`select day, sum(orders)::int, sum(revenue_cents)::bigint from sales_by_day group by 1
          having sum(orders) <> 0 or sum(revenue_cents) <> 0`,
        sql`select (placed_at at time zone 'UTC')::date, count(*)::int, sum(total_price_cents)::bigint from orders
          where not cancelled group by 1`,
      ],
      [
        'customer_order_totals',
        sql`select user_uid, orders, spent_cents, last_order_at from customer_order_totals
          where orders <> 0 or spent_cents <> 0 or last_order_at is not null`,
        sql`select user_uid, (count(*) filter (where not cancelled))::int,
          coalesce(sum(total_price_cents) filter (where not cancelled), 0)::bigint, max(placed_at)
          from orders group by 1`,
      ],
      [
        // Every user has a row (migration 0019): the customers' sorts join it.
        'customer_order_totals of users',
        sql`select id from users`,
        sql`select u.id from users as u join customer_order_totals as t on t.user_uid = u.id`,
      ],
      [
        'books.units_sold',
        sql`select id, units_sold from books where id in ${mine}`,
        sql`select i.book_id, count(*)::int from order_items as i join orders as o on o.id = i.order_id
          where not o.cancelled and i.book_id in ${mine} group by 1`,
      ],
      [
        'book_sales_by_month',
        sql`select month, book_id, units, revenue_cents from book_sales_by_month
          where (units <> 0 or revenue_cents <> 0) and book_id in ${mine}`,
        sql`select date_trunc('month', o.placed_at at time zone 'UTC')::date, i.book_id, count(*)::int,
          sum(i.unit_price_cents)::bigint from order_items as i join orders as o on o.id = i.order_id
          where not o.cancelled and i.book_id in ${mine} group by 1, 2`,
      ],
      [
        'book_pairs',
        sql`select book_id, other_book_id, times from book_pairs`,
        sql`select x.book_id, y.book_id, count(*)::int from order_items as x
          join order_items as y on y.order_id = x.order_id and y.book_id <> x.book_id group by 1, 2`,
      ],
      [
        // Only ever grows: every word of the books is there, words of books gone may stay.
        'search_words',
        sql`select distinct w from books, book_search_words(title, author, publisher) as w`,
        sql`select w from books, book_search_words(title, author, publisher) as w
          where w in (select word from search_words)`,
      ],
      [
        'order_search_words',
        sql`select word, placed_at, order_id from order_search_words`,
        sql`select w, placed_at, id from orders, order_search_tokens(name, email) as w`,
      ],
      [
        // Only ever grows, as search_words.
        'order_search_vocabulary',
        sql`select word from order_search_words`,
        sql`select word from order_search_words where word in (select word from order_search_vocabulary)`,
      ],
      [
        'search_word_keys',
        sql`select key, word from search_word_keys`,
        sql`select k, w.word from search_words as w,
          lateral (select w.word as k union select word_deletions(w.word)) as keys`,
      ],
    ]
    for (const [name, kept, recount] of recounts) {
      expect({ [name]: await differences(kept, recount) }).toEqual({ [name]: [] })
    }
  })
})
