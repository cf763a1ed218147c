// The dashboard's orders over HTTP (issue 17): every route admin only; the list's filters, search, totals and paging
// headers; bad queries refused. Fulfilment: fulfilment.pg.test.ts.

import { count } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiPaths } from '@bookstore/contract/api-paths'
import { AdminOrder, AdminOrderList } from '@bookstore/contract/schemas/admin-orders'
import { orders } from '@/db/schema'
import { bearer, UNKNOWN_ID } from '@/testing/factories'
import { useAdminScene } from '@/testing/admin-scene'
import { TEST_PUBLIC_URL, useTestApp } from '@/testing/test-app'

const t = useTestApp()
const { scene: s, book, place, admin } = useAdminScene(t, 'ann', 'bob')

const list = async (params: Parameters<typeof apiPaths.adminOrders.href>[0]) => {
  const res = await admin(apiPaths.adminOrders.href(params))
  expect(res.statusCode).toBe(200)
  return { res, ids: AdminOrderList.parse(res.json()).map((o) => o._id) }
}

const deliver = (id: string) => admin(apiPaths.deliverOrder.href(id), 'POST')
const cancel = (id: string) => admin(apiPaths.cancelOrder.href(id), 'POST')

describe('authorization', () => {
  const routes: [string, 'GET' | 'POST', () => string][] = [
    ['list', 'GET', () => apiPaths.adminOrders.href()],
    ['export', 'GET', () => apiPaths.adminOrdersExport.href()],
    ['one order', 'GET', () => apiPaths.adminOrder.href(UNKNOWN_ID)],
    ['deliver', 'POST', () => apiPaths.deliverOrder.href(UNKNOWN_ID)],
    ['cancel', 'POST', () => apiPaths.cancelOrder.href(UNKNOWN_ID)],
    ['overview', 'GET', () => apiPaths.adminOverview.href()],
  ]

  it.each(routes)(
    '%s: 401 without a token or with a shopper session, 403 with a non-admin token',
    async (_n, method, url) => {
      const noToken = await t.app.inject({ method, url: url() })
      expect(noToken.statusCode).toBe(401)
      expect(noToken.json()).toEqual({ error: 'unauthorized', message: expect.any(String) })
      const shopper = await t.app.inject({
        method,
        url: url(),
        headers: { cookie: s.ann.cookie, origin: TEST_PUBLIC_URL },
      })
      expect(shopper.statusCode).toBe(401)
      const sessionAsBearer = await t.app.inject({
        method,
        url: url(),
        headers: {
          cookie: s.ann.cookie,
          origin: TEST_PUBLIC_URL,
          ...bearer(s.ann.cookie.split('=')[1] ?? 'x'),
        },
      })
      expect(sessionAsBearer.statusCode).toBe(403)
      expect(sessionAsBearer.json()).toEqual({ error: 'forbidden', message: expect.any(String) })
    },
  )
})

describe('the list', () => {
  // Orders in March 2001, apart from every other test's (placed now).
  const range = { from: '2001-03-01', to: '2001-03-04' }
  let o1: string, o2: string, o3: string, o4: string

  beforeAll(async () => {
    const b = await book()
    o1 = await place(s.ann, [b], "Ann O'Neil", new Date('2001-03-01T00:00:00Z'))
    o2 = await place(s.ann, [b], 'Ann Other', new Date('2001-03-02T23:59:59.999Z'))
    o3 = await place(s.bob, [b], 'Bob Stone', new Date('2001-03-03T12:00:00Z'))
    o4 = await place(s.bob, [b], 'Bob 100%_Stone', new Date('2001-03-04T23:00:00Z'))
    expect((await deliver(o2)).statusCode).toBe(200)
    expect((await cancel(o3)).statusCode).toBe(200)
  })

  it('is newest first within a date range, both days included', async () => {
    const { res, ids } = await list(range)
    expect(ids).toEqual([o4, o3, o2, o1])
    expect(res.headers['x-total-count']).toBe('4')
    expect((await list({ from: '2001-03-02', to: '2001-03-02' })).ids).toEqual([o2])
    expect((await list({ to: '2001-03-01' })).ids).toEqual([o1])
    expect((await list({ from: '2001-03-04', to: '2001-03-04' })).ids).toEqual([o4])
  })

  it('filters by state, with the matching total', async () => {
    for (const [status, expected] of [
      ['in-transit', [o4, o1]],
      ['delivered', [o2]],
      ['cancelled', [o3]],
    ] as const) {
      const { res, ids } = await list({ ...range, status })
      expect(ids).toEqual(expected)
      expect(res.headers['x-total-count']).toBe(String(expected.length))
    }
  })

  it('finds an order by id, and orders by name or email text (any case, wildcards literal)', async () => {
    expect((await list({ q: o3 })).ids).toEqual([o3])
    expect((await list({ ...range, q: "o'NEIL" })).ids).toEqual([o1])
    expect((await list({ ...range, q: 'BOB@EXAMPLE' })).ids).toEqual([o4, o3])
    expect((await list({ ...range, q: '100%_' })).ids).toEqual([o4])
    expect((await list({ ...range, q: '0%_' })).ids).toEqual([o4])
    const none = await list({ ...range, q: 'nobody' })
    expect(none.ids).toEqual([])
    expect(none.res.headers['x-total-count']).toBe('0')
    expect((await list({ q: UNKNOWN_ID })).ids).toEqual([])
  })

  it("finds an order by its number, '#10042' or '10042', with the other filters", async () => {
    const one = await admin(apiPaths.adminOrder.href(o3))
    const { number } = AdminOrder.parse(one.json())
    expect(number).toBeGreaterThan(10000)
    for (const q of [`#${number}`, String(number), ` # ${number} `]) {
      const { res, ids } = await list({ q })
      expect(ids).toEqual([o3])
      expect(res.headers['x-total-count']).toBe('1')
      expect(AdminOrderList.parse(res.json())[0]?.number).toBe(number)
    }
    expect((await list({ q: `#${number}`, status: 'cancelled', ...range })).ids).toEqual([o3])
    expect((await list({ q: `#${number}`, status: 'delivered' })).ids).toEqual([])
    expect((await list({ q: `#${number}`, customer: s.ann.uid })).ids).toEqual([])
    // A number no order has finds nothing, whatever name or email holds its digits; one past the integers too.
    expect((await list({ q: '#99999' })).ids).toEqual([])
    expect((await list({ q: '99999999999' })).ids).toEqual([])
  })

  it("filters one customer's orders", async () => {
    expect((await list({ ...range, customer: s.ann.uid })).ids).toEqual([o2, o1])
  })

  it('pages with X-Total-Count and Link headers that keep the filters', async () => {
    const first = await list({ ...range, limit: 2 })
    expect(first.ids).toEqual([o4, o3])
    expect(first.res.headers['x-total-count']).toBe('4')
    expect(first.res.headers.link).toBe(
      `<${apiPaths.adminOrders.href({ ...range, limit: 2, offset: 2 })}>; rel="next"`,
    )
    const second = await list({ ...range, limit: 2, offset: 2 })
    expect(second.ids).toEqual([o2, o1])
    expect(second.res.headers.link).toBe(
      `<${apiPaths.adminOrders.href({ ...range, limit: 2, offset: 0 })}>; rel="prev"`,
    )
  })

  it('counts every order without filters and per state, cancelled ones included', async () => {
    const [all] = await t.db.select({ n: count() }).from(orders)
    const { res } = await list({ limit: 1 })
    expect(res.headers['x-total-count']).toBe(String(all?.n))
    let sum = 0
    for (const status of ['in-transit', 'delivered', 'cancelled'] as const) {
      const total = Number((await list({ status, limit: 1 })).res.headers['x-total-count'])
      sum += total
    }
    expect(sum).toBe(all?.n)
  })

  it.each([
    ['an unknown status', { status: 'lost' }],
    ['from after to', { from: '2001-03-05', to: '2001-03-04' }],
    ['a date that is no day', { from: '2001-02-30' }],
    ['a date in another form', { to: '03/04/2001' }],
    ['a limit past the maximum', { limit: '501' }],
    // Two letters have no trigram: the search would read every order.
    ['a search text of two letters', { q: 'ab' }],
  ])('answers 400 for %s', async (_case, query) => {
    const res = await admin(`${apiPaths.adminOrders.route}?${new URLSearchParams(query).toString()}`)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: 'validation', message: expect.any(String) })
  })
})
