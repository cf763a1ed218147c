// The quote list at any size (issue 15): GET /api/quotes/ answers at most LIST_MAX_LIMIT quotes, oldest first (ties by
// id), pages with limit and offset, tells the rest through X-Total-Count and Link, filters by content text, follows
// the admin's writes; bad paging values are 400.

import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiPaths } from '@bookstore/contract/api-paths'
import { LIST_MAX_LIMIT } from '@bookstore/contract/schemas/paging'
import { QuoteList } from '@bookstore/contract/schemas/quote'
import { quotes } from '@/db/schema'
import { badPageQueries, readToTheEnd } from '@/testing/paging-kit'
import { adminToken, bearer } from '@/testing/factories'
import { useTestApp } from '@/testing/test-app'

const t = useTestApp()
const SAYINGS = 530
/** Every quote's id, oldest first, ties by id, as the list orders them. */
let oldestFirst: string[] = []
const contentOf = new Map<string, string>()

beforeAll(async () => {
  // Pairs of quotes share a moment: the id orders them, so no page repeats or skips either.
  const start = Date.parse('2020-01-01T00:00:00Z') / 1000
  await t.db.execute(sql`
    insert into quotes (content, person_or_organization, created_at)
    select 'Saying ' || lpad(n::text, 3, '0') || case when n = 7 then ' (100% sure_ish)' else '' end, 'Someone',
      to_timestamp(${start} + (n / 2) * 60)
    from generate_series(1, ${SAYINGS}) as n`)
  const rows = await t.db
    .select({ id: quotes.id, at: quotes.createdAt, content: quotes.content })
    .from(quotes)
  for (const row of rows) contentOf.set(row.id, row.content)
  const order = (a: { id: string; at: Date }, b: { id: string; at: Date }) =>
    a.at.getTime() - b.at.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  oldestFirst = rows.sort(order).map((r) => r.id)
})

const get = (url: string) => t.app.inject({ method: 'GET', url })
const ids = (body: unknown) => QuoteList.parse(body).map((q) => q._id)
const contents = (body: unknown) => QuoteList.parse(body).map((q) => q.content)

describe('GET /api/quotes/ paging', () => {
  it('answers at most LIST_MAX_LIMIT quotes, oldest first, with the total and a link to the rest', async () => {
    const res = await get(apiPaths.quotes.href())
    expect(res.statusCode).toBe(200)
    expect(ids(res.json())).toEqual(oldestFirst.slice(0, LIST_MAX_LIMIT))
    expect(res.headers['x-total-count']).toBe(String(SAYINGS))
    expect(res.headers.link).toBe(
      `</api/quotes/?limit=${LIST_MAX_LIMIT}&offset=${LIST_MAX_LIMIT}>; rel="next"`,
    )
  })

  it('follows the next link to the last page, which links back and not on', async () => {
    const res = await get(`/api/quotes/?limit=${LIST_MAX_LIMIT}&offset=${LIST_MAX_LIMIT}`)
    expect(ids(res.json())).toEqual(oldestFirst.slice(LIST_MAX_LIMIT))
    expect(res.headers.link).toBe(`</api/quotes/?limit=${LIST_MAX_LIMIT}&offset=0>; rel="prev"`)
  })

  it('pages through every quote once, in order', async () => {
    expect(await readToTheEnd(get, apiPaths.quotes.href({ limit: 45 }), ids, SAYINGS)).toEqual(oldestFirst)
  })

  it('answers an empty page past the end, with the total', async () => {
    const res = await get(apiPaths.quotes.href({ offset: 10_000 }))
    expect(res.json()).toEqual([])
    expect(res.headers['x-total-count']).toBe(String(SAYINGS))
    expect(res.headers.link).toBe(
      `</api/quotes/?limit=${LIST_MAX_LIMIT}&offset=${10_000 - LIST_MAX_LIMIT}>; rel="prev"`,
    )
  })

  it('keeps the quotes whose content holds q, case-insensitively, with % and _ as they are', async () => {
    const res = await get(apiPaths.quotes.href({ q: 'saying 1', limit: 3 }))
    const holding = oldestFirst.filter((id) => contentOf.get(id)?.startsWith('Saying 1'))
    expect(holding).toHaveLength(100)
    expect(ids(res.json())).toEqual(holding.slice(0, 3))
    expect(res.headers['x-total-count']).toBe('100')
    expect(res.headers.link).toBe('</api/quotes/?q=saying%201&limit=3&offset=3>; rel="next"')
    for (const q of ['%', '_', '0% S']) {
      const literal = await get(apiPaths.quotes.href({ q }))
      expect(contents(literal.json()), q).toEqual(['Saying 007 (100% sure_ish)'])
    }
  })

  it("counts the admin's writes: a created and a deleted quote", async () => {
    const token = await adminToken(t)
    const filter = apiPaths.quotes.href({ q: 'freshly said' })
    expect((await get(filter)).headers['x-total-count']).toBe('0')
    const created = await t.app.inject({
      method: 'POST',
      url: apiPaths.createQuote.href(),
      headers: bearer(token),
      payload: { content: 'Freshly said', personOrOrganization: 'Someone new' },
    })
    expect(created.statusCode).toBe(201)
    const after = await get(filter)
    expect(contents(after.json())).toEqual(['Freshly said'])
    expect(after.headers['x-total-count']).toBe('1')
    const id = QuoteList.parse(after.json())[0]?._id ?? ''
    const removed = await t.app.inject({
      method: 'DELETE',
      url: apiPaths.deleteQuote.href(id),
      headers: bearer(token),
    })
    expect(removed.statusCode).toBe(200)
    expect((await get(filter)).headers['x-total-count']).toBe('0')
  })

  it.each(badPageQueries(LIST_MAX_LIMIT))('refuses %s with 400 {error, message}', async (query) => {
    const res = await get(`/api/quotes/?${query}`)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: 'validation', message: expect.any(String) })
  })
})
