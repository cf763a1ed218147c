// The dashboard's customers sorted by a column (issue 27 item 5): newest accounts first (the default), by what they
// spent (orders not cancelled) or by their last order (cancelled or not; customers without one last); ties by uid,
// so pages neither repeat nor skip; with a search; the next page's link keeps the order; an unknown order is a 400.
// The order follows orders placed, cancelled, moved and deleted (customer_order_totals, migration 0019).

import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiPaths, type CustomerListParams } from '@bookstore/contract/api-paths'
import { CustomerList, type Customer } from '@bookstore/contract/schemas/customer'
import { orders } from '@/db/schema'
import { adminToken, bearer, insertBook, placeOrder, signUpBuyer, type TestBuyer } from '@/testing/factories'
import { nextLinkOf } from '@/testing/paging-kit'
import { useTestApp } from '@/testing/test-app'

const t = useTestApp()
let token = ''
const buyers = new Map<string, TestBuyer>()
let ids: Record<string, string> = {}

const NAMES = ['sorta', 'sortb', 'sortc', 'sortd', 'sorte', 'sortf', 'other']

async function order(username: string, books: string[], total: number, placedAt: string) {
  const buyer = buyers.get(username)
  if (!buyer) throw new Error(`no buyer ${username}`)
  const id = await placeOrder(t.app, buyer, books, total)
  await t.db
    .update(orders)
    .set({ placedAt: new Date(placedAt) })
    .where(eq(orders.id, id))
  return id
}

beforeAll(async () => {
  token = await adminToken(t)
  for (const name of NAMES) buyers.set(name, await signUpBuyer(t.app, name))
  const ten = await insertBook(t.db, { newPrice: 10, stock: 50 })
  const twenty = await insertBook(t.db, { newPrice: 20, stock: 50 })
  ids = {
    // a and b spent 30 (a tie), c 20, d 10 with a cancelled 20 placed last, e only a cancelled order, f nothing.
    a1: await order('sorta', [ten, twenty], 30, '2026-03-01T10:00:00Z'),
    b1: await order('sortb', [ten], 10, '2026-03-02T10:00:00Z'),
    b2: await order('sortb', [twenty], 20, '2026-03-03T10:00:00Z'),
    c1: await order('sortc', [twenty], 20, '2026-03-01T10:00:00Z'),
    d1: await order('sortd', [ten], 10, '2026-02-01T10:00:00Z'),
    d2: await order('sortd', [twenty], 20, '2026-03-09T10:00:00Z'),
    e1: await order('sorte', [ten], 10, '2026-03-05T10:00:00Z'),
    other: await order('other', [ten], 10, '2026-01-01T10:00:00Z'),
  }
  await t.db
    .update(orders)
    .set({ cancelled: true })
    .where(eq(orders.id, ids.d2 ?? ''))
  await t.db
    .update(orders)
    .set({ cancelled: true })
    .where(eq(orders.id, ids.e1 ?? ''))
})

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) })

/** The whole list in pages of `size` by offset; every customer once. */
async function pages(params: CustomerListParams, size: number): Promise<Customer[]> {
  const seen: Customer[] = []
  for (let offset = 0; ; offset += size) {
    const res = await get(apiPaths.customers.href({ ...params, limit: size, offset }))
    expect(res.statusCode).toBe(200)
    const page = CustomerList.parse(res.json())
    seen.push(...page)
    if (page.length < size) return seen
  }
}

const uidOf = (name: string) => buyers.get(name)?.uid ?? ''
const desc = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0)

describe('GET /api/admin/customers?sort=', () => {
  it('orders by spent, most first, ties by uid (descending), across pages', async () => {
    const seen = await pages({ sort: 'spent-desc' }, 2)
    const [ab1, ab2] = [uidOf('sorta'), uidOf('sortb')].sort(desc)
    const zeros = [uidOf('sorte'), uidOf('sortf')].sort(desc)
    expect(seen.map((c) => c.uid)).toEqual([
      ab1,
      ab2,
      uidOf('sortc'),
      ...[uidOf('sortd'), uidOf('other')].sort(desc),
      ...zeros,
    ])
    expect(seen.map((c) => c.totalSpent)).toEqual([30, 30, 20, 10, 10, 0, 0])
  })

  it('orders by last order, latest first, a cancelled one counting; those who never ordered last', async () => {
    const seen = await pages({ sort: 'last-order-desc' }, 3)
    expect(seen.map((c) => c.username)).toEqual([
      'sortd',
      'sorte',
      'sortb',
      ...['sorta', 'sortc'].sort((a, b) => desc(uidOf(a), uidOf(b))),
      'other',
      'sortf',
    ])
    expect(seen.at(-1)?.lastOrderAt).toBeNull()
  })

  it('sorts a search: the matches alone, in the order asked, and the link keeps both', async () => {
    const seen = await pages({ sort: 'spent-desc', q: 'sort' }, 2)
    expect(seen.map((c) => c.username)).not.toContain('other')
    expect(seen.map((c) => c.totalSpent)).toEqual([30, 30, 20, 10, 0, 0])
    const res = await get(apiPaths.customers.href({ sort: 'last-order-desc', q: 'sort', limit: 2 }))
    expect(res.headers['x-total-count']).toBe('6')
    const next = nextLinkOf(res.headers.link)
    expect(next).toContain('sort=last-order-desc')
    expect(next).toContain('q=sort')
  })

  it('follows an order moved in time, moved to another customer, and deleted', async () => {
    const names = async () => (await pages({ sort: 'last-order-desc' }, 10)).map((c) => c.username)
    // c's only order moved to the latest time: c first.
    await t.db
      .update(orders)
      .set({ placedAt: new Date('2026-04-01T00:00:00Z') })
      .where(eq(orders.id, ids.c1 ?? ''))
    expect((await names()).slice(0, 2)).toEqual(['sortc', 'sortd'])
    // It moves to f, who never ordered: f first, c now without an order (last).
    await t.db
      .update(orders)
      .set({ userUid: uidOf('sortf') })
      .where(eq(orders.id, ids.c1 ?? ''))
    expect((await names())[0]).toBe('sortf')
    expect((await names()).at(-1)).toBe('sortc')
    // d's latest order (cancelled) deleted: her last is her other one (February), before other's (January).
    await t.db.delete(orders).where(eq(orders.id, ids.d2 ?? ''))
    const after = await pages({ sort: 'last-order-desc' }, 10)
    expect(after.find((c) => c.username === 'sortd')?.lastOrderAt).toBe('2026-02-01T10:00:00.000Z')
    expect(after.map((c) => c.username).slice(-3)).toEqual(['sortd', 'other', 'sortc'])
  })

  it.each(['spent', 'spent-asc', 'newest-first'])(
    'refuses sort=%s with a 400 {error, message}',
    async (sort) => {
      const res = await get(`${apiPaths.customers.route}?sort=${sort}`)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ error: expect.any(String), message: expect.stringContaining('sort') })
    },
  )
})
