// The dashboard's one-word order search through order_search_words (issue 26 item 7): it finds exactly the orders
// the LIKE of filters.ts finds (inside a word, across name and email, email capitals as they are), newest first,
// paged and counted, and follows orders renamed and deleted.

import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiPaths } from '@bookstore/contract/api-paths'
import { AdminOrderList } from '@bookstore/contract/schemas/admin-orders'
import { likePattern } from '@/db/like-pattern'
import { rowsOf } from '@/db/rows'
import { orders } from '@/db/schema'
import { useAdminScene } from '@/testing/admin-scene'
import { useTestApp } from '@/testing/test-app'
import { searchedWord } from './search-words'

const t = useTestApp()
const { scene: s, admin } = useAdminScene(t, 'ann')

const list = async (params: Parameters<typeof apiPaths.adminOrders.href>[0]) => {
  const res = await admin(apiPaths.adminOrders.href(params))
  expect(res.statusCode).toBe(200)
  return { headers: res.headers, ids: AdminOrderList.parse(res.json()).map((o) => o._id) }
}

/** The orders the LIKE of filters.ts keeps, newest first: what the word path must answer. */
const likeIds = async (q: string, from = '2000-01-01', to = '2100-01-01') =>
  (
    await rowsOf<{ id: string }>(
      t.db,
      sql`select id::text as id from orders
        where (lower(name) || ' ' || email) like ${likePattern(q.toLowerCase())}
          and placed_at >= ${from}::timestamptz and placed_at < ${to}::timestamptz
        order by placed_at desc, id desc`,
    )
  ).map((row) => row.id)

const people: [string, string][] = [
  ['Quinn Zimmermann', 'quinn.zimmermann@example.org'],
  ['Zimmer Frame', 'ZF.Frame@Example.org'],
  ['Ana Zimmermannova', 'ana99@mail.example.com'],
  ['Otto Immer', 'otto_immer+shop@example.org'],
  ['Mermaid Lane', 'lane@sea.example.net'],
  ['Quinn Zimmermann', 'QUINN@EXAMPLE.ORG'],
]

describe('a one-word order search', () => {
  beforeAll(async () => {
    // Each person orders 3 times, a day apart, in 2004; written straight into the table.
    for (const [i, [name, email]] of people.entries()) {
      await t.db.execute(sql`
        insert into orders (user_uid, name, email, phone, city, country, state, zipcode, total_price_cents,
          placed_at)
        select ${s.ann.uid}, ${name}, ${email}, '555', 'Town', 'Land', 'State', '00000', 1000,
          timestamptz '2004-01-01' + (${i} * 3 + n) * interval '1 day' + ${i} * interval '1 minute'
        from generate_series(0, 2) as n`)
    }
  })

  it('takes the word path for a word of letters and digits alone, and no other', () => {
    expect(searchedWord({ q: 'Zimmer' })).toBe('zimmer')
    expect(searchedWord({ q: 'ana99', from: '2004-01-01' })).toBe('ana99')
    expect(searchedWord({ q: 'zimmer', status: 'delivered' })).toBeNull()
    expect(searchedWord({ q: 'zimmer', customer: 'x' })).toBeNull()
    expect(searchedWord({ q: 'quinn zimmermann' })).toBeNull()
    expect(searchedWord({ q: 'ab' })).toBeNull()
    expect(searchedWord({ q: '@example' })).toBeNull()
  })

  it.each([
    'zimmer',
    'ZIMMERMANN',
    'mermann',
    'imme',
    'quinn',
    'example',
    'xample',
    'org',
    'frame',
    'ana99',
    'ana',
    'nowhere',
  ])('finds what the LIKE finds for %s, newest first, and counts it', async (q) => {
    const expected = await likeIds(q)
    const { headers, ids } = await list({ q, limit: 100 })
    expect(ids).toEqual(expected)
    expect(headers['x-total-count']).toBe(String(expected.length))
    expect(headers['x-total-count-capped']).toBeUndefined()
  })

  it('keeps a day range, and pages', async () => {
    const range = { from: '2004-01-02', to: '2004-01-08' }
    const expected = await likeIds('zimmer', '2004-01-02', '2004-01-09')
    expect(expected.length).toBeGreaterThan(3)
    const all = await list({ q: 'zimmer', ...range, limit: 100 })
    expect(all.ids).toEqual(expected)
    expect(all.headers['x-total-count']).toBe(String(expected.length))
    const second = await list({ q: 'zimmer', ...range, limit: 2, offset: 2 })
    expect(second.ids).toEqual(expected.slice(2, 4))
  })

  it('follows an order renamed and an order deleted', async () => {
    const [first] = await likeIds('mermaid')
    if (!first) throw new Error('no mermaid order')
    await t.db.update(orders).set({ name: 'Renamed Person' }).where(eq(orders.id, first))
    expect((await list({ q: 'mermaid', limit: 100 })).ids).not.toContain(first)
    expect((await list({ q: 'renamed', limit: 100 })).ids).toEqual([first])
    await t.db.delete(orders).where(eq(orders.id, first))
    expect((await list({ q: 'renamed', limit: 100 })).ids).toEqual([])
    expect((await list({ q: 'mermaid', limit: 100 })).ids).toEqual(await likeIds('mermaid'))
  })
})
