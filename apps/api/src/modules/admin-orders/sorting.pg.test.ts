// The dashboard's orders sorted by a column (issue 27 item 5): newest (the default) or oldest first, by total highest
// or lowest first; ties by id, so pages neither repeat nor skip an order; with a state, a customer or a search; the
// next page's link keeps the order; an unknown order is a 400.

import { beforeAll, describe, expect, it } from 'vitest'
import { apiPaths, type AdminOrdersParams } from '@bookstore/contract/api-paths'
import { AdminOrderList, orderState, type AdminOrder } from '@bookstore/contract/schemas/admin-orders'
import { nextLinkOf } from '@/testing/paging-kit'
import { useAdminScene } from '@/testing/admin-scene'
import { useTestApp } from '@/testing/test-app'

const t = useTestApp()
const { scene: s, book, place, admin } = useAdminScene(t, 'ann', 'bob')

/** Every order of the file, as the API answers one. */
let all: AdminOrder[] = []

const byId = (a: AdminOrder, b: AdminOrder) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0)
const placed = (o: AdminOrder) => Date.parse(o.placedAt)

beforeAll(async () => {
  const copies = await Promise.all(Array.from({ length: 3 }, () => book()))
  const day = (n: number) => new Date(Date.UTC(2026, 2, n, 12))
  // Totals of 10, 20 and 30 dollars, each more than once (ties), placed on distinct days.
  const plan: [typeof s.ann, number, string][] = [
    [s.ann, 1, 'Sorted Ann'],
    [s.ann, 2, 'Sorted Ann'],
    [s.bob, 2, 'Sorted Bob'],
    [s.ann, 3, 'Sorted Ann'],
    [s.bob, 1, 'Sorted Bob'],
    [s.bob, 3, 'Sorted Bob'],
    [s.ann, 2, 'Sorted Ann'],
  ]
  const ids: string[] = []
  for (const [i, [buyer, n, name]] of plan.entries()) {
    ids.push(await place(buyer, copies.slice(0, n), name, day(i + 1)))
  }
  // One cancelled, one delivered: the states filter them.
  expect((await admin(apiPaths.cancelOrder.href(ids[3] ?? ''), 'POST')).statusCode).toBe(200)
  expect((await admin(apiPaths.deliverOrder.href(ids[6] ?? ''), 'POST')).statusCode).toBe(200)
  const res = await admin(apiPaths.adminOrders.href())
  all = AdminOrderList.parse(res.json())
  expect(all).toHaveLength(plan.length)
})

/** The list read two pages of `size` at a time from offset 0; each page's ids. */
async function twoPages(params: AdminOrdersParams, size: number): Promise<string[][]> {
  const pages: string[][] = []
  for (const offset of [0, size]) {
    const res = await admin(apiPaths.adminOrders.href({ ...params, limit: size, offset }))
    expect(res.statusCode).toBe(200)
    pages.push(AdminOrderList.parse(res.json()).map((o) => o._id))
  }
  return pages
}

const expected = (orders: AdminOrder[], compare: (a: AdminOrder, b: AdminOrder) => number) =>
  [...orders].sort(compare).map((o) => o._id)

describe('GET /api/admin/orders?sort=', () => {
  it('orders by total, highest first, ties by id (descending too), across pages', async () => {
    const want = expected(all, (a, b) => b.totalPrice - a.totalPrice || byId(b, a))
    const [first, second] = await twoPages({ sort: 'total-desc' }, 4)
    expect(first).toEqual(want.slice(0, 4))
    expect(second).toEqual(want.slice(4))
    // Ties: two orders of 30 dollars, three of 20.
    expect(all.filter((o) => o.totalPrice === 20)).toHaveLength(3)
  })

  it('orders by total, lowest first, ties by id, within a state', async () => {
    const inTransit = all.filter((o) => orderState(o) === 'in-transit')
    const want = expected(inTransit, (a, b) => a.totalPrice - b.totalPrice || byId(a, b))
    const [first, second] = await twoPages({ sort: 'total-asc', status: 'in-transit' }, 3)
    expect([...(first ?? []), ...(second ?? [])]).toEqual(want)
    expect(first).toHaveLength(3)
    expect(want).toHaveLength(5)
  })

  it("orders one customer's orders and a search's by total", async () => {
    const anns = all.filter((o) => o.userUid === s.ann.uid)
    const want = expected(anns, (a, b) => b.totalPrice - a.totalPrice || byId(b, a))
    const [first, second] = await twoPages({ sort: 'total-desc', customer: s.ann.uid }, 2)
    expect([...(first ?? []), ...(second ?? [])]).toEqual(want)
    // A one-word search (newest first it reads order_search_words) sorted by total.
    const bobs = all.filter((o) => o.name === 'Sorted Bob')
    const [a, b] = await twoPages({ sort: 'total-asc', q: 'bob' }, 2)
    expect([...(a ?? []), ...(b ?? [])]).toEqual(
      expected(bobs, (x, y) => x.totalPrice - y.totalPrice || byId(x, y)),
    )
  })

  it('orders oldest first, and newest first by default', async () => {
    const oldest = expected(all, (a, b) => placed(a) - placed(b) || byId(a, b))
    const [first, second] = await twoPages({ sort: 'oldest' }, 4)
    expect([...(first ?? []), ...(second ?? [])]).toEqual(oldest)
    const [n1, n2] = await twoPages({}, 4)
    expect([...(n1 ?? []), ...(n2 ?? [])]).toEqual([...oldest].reverse())
    const [e1, e2] = await twoPages({ sort: 'newest' }, 4)
    expect([...(e1 ?? []), ...(e2 ?? [])]).toEqual([...oldest].reverse())
  })

  it("keeps the order in the next page's link", async () => {
    const res = await admin(apiPaths.adminOrders.href({ sort: 'total-desc', status: 'in-transit', limit: 2 }))
    expect(res.headers['x-total-count']).toBe('5')
    const next = nextLinkOf(res.headers.link)
    expect(next).toContain('sort=total-desc')
    expect(next).toContain('status=in-transit')
  })

  it.each(['total', 'price-asc', 'TOTAL-DESC', ''])(
    'refuses sort=%s with a 400 {error, message}',
    async (sort) => {
      const res = await admin(`${apiPaths.adminOrders.route}?sort=${sort}`)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ error: expect.any(String), message: expect.stringContaining('sort') })
    },
  )
})
