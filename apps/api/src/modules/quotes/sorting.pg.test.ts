// The quote list's order (issue 27 item 5): oldest first as the shop reads it, or newest first (sort=newest) as the
// dashboard's Quotes does, so a quote just added is its first row; ties by id across pages, with a content search;
// the next page's link keeps the order; an unknown order is a 400.

import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiPaths, type QuoteListParams } from '@bookstore/contract/api-paths'
import { QuoteList } from '@bookstore/contract/schemas/quote'
import { quotes } from '@/db/schema'
import { adminToken, bearer } from '@/testing/factories'
import { nextLinkOf } from '@/testing/paging-kit'
import { useTestApp } from '@/testing/test-app'

const t = useTestApp()
let oldestFirst: string[] = []

beforeAll(async () => {
  // Pairs share a moment (ties by id); 'Even' in every other one.
  await t.db.execute(sql`
    insert into quotes (content, person_or_organization, created_at)
    select 'Order ' || n || case when n % 2 = 0 then ' Even' else '' end, 'Someone',
      timestamptz '2020-01-01 00:00:00+00' + (n / 2) * interval '1 minute'
    from generate_series(1, 9) as n`)
  const rows = await t.db.select({ id: quotes.id, at: quotes.createdAt }).from(quotes)
  oldestFirst = rows
    .sort((a, b) => a.at.getTime() - b.at.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((r) => r.id)
})

const get = (url: string) => t.app.inject({ method: 'GET', url })
const ids = (body: unknown) => QuoteList.parse(body).map((q) => q._id)

async function twoPages(params: QuoteListParams) {
  const first = await get(apiPaths.quotes.href({ ...params, limit: 5 }))
  const second = await get(apiPaths.quotes.href({ ...params, limit: 5, offset: 5 }))
  return [...ids(first.json()), ...ids(second.json())]
}

describe('GET /api/quotes/?sort=', () => {
  it('oldest first by default and with sort=oldest; newest first with sort=newest, ties by id', async () => {
    expect(await twoPages({})).toEqual(oldestFirst)
    expect(await twoPages({ sort: 'oldest' })).toEqual(oldestFirst)
    expect(await twoPages({ sort: 'newest' })).toEqual([...oldestFirst].reverse())
  })

  it('sorts a content search, and keeps the order in the next link', async () => {
    const res = await get(apiPaths.quotes.href({ q: 'even', sort: 'newest', limit: 2 }))
    expect(res.headers['x-total-count']).toBe('4')
    const next = nextLinkOf(res.headers.link)
    expect(next).toContain('sort=newest')
    const page = QuoteList.parse(res.json()).map((q) => q.content)
    expect(page).toEqual(['Order 8 Even', 'Order 6 Even'])
  })

  it("puts a quote just added by the admin first of the dashboard's order", async () => {
    const token = await adminToken(t)
    const created = await t.app.inject({
      method: 'POST',
      url: apiPaths.createQuote.href(),
      headers: bearer(token),
      payload: { content: 'Brand new', personOrOrganization: 'Admin', bookId: null },
    })
    expect(created.statusCode).toBe(201)
    const res = await get(apiPaths.quotes.href({ sort: 'newest', limit: 1 }))
    expect(ids(res.json())).toEqual([created.json<{ _id: string }>()._id])
    // The shop's order is unchanged: the new quote is last.
    const shop = await get(apiPaths.quotes.href({ limit: 1, offset: oldestFirst.length }))
    expect(ids(shop.json())).toEqual([created.json<{ _id: string }>()._id])
  })

  it.each(['latest', 'created', 'NEWEST'])('refuses sort=%s with a 400 {error, message}', async (sort) => {
    const res = await get(`${apiPaths.quotes.route}?sort=${sort}`)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: expect.any(String), message: expect.stringContaining('sort') })
  })
})
