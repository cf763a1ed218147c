// The dashboard's day (issue 17, GET /api/admin/overview): sales today and this month without cancelled orders, the
// month's best sellers, the latest orders with their state, and the stock alerts; and the figures under the spec's
// sample cards (issue 27): orders in transit, the last day's visits, the customers with the highest average order. Authorization: admin-orders tests.

import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { apiPaths } from '@bookstore/contract/api-paths'
import { STOCK_LOW_BELOW } from '@bookstore/contract/constants'
import { AdminOverview, OVERVIEW_LATEST_ORDERS } from '@bookstore/contract/schemas/admin-overview'
import { orders } from '@/db/schema'
import { insertBook, placeOrder, signUpBuyer } from '@/testing/factories'
import { useAdminScene } from '@/testing/admin-scene'
import { TEST_PUBLIC_URL, useTestApp } from '@/testing/test-app'
import { adminOverview } from './overview'

const t = useTestApp()
const { scene: s, admin } = useAdminScene(t, 'ann', 'bob', 'cy')

const cancel = async (id: string) => {
  const res = await admin(apiPaths.cancelOrder.href(id), 'POST')
  expect(res.statusCode).toBe(200)
}

const deliver = async (id: string) => {
  const res = await admin(apiPaths.deliverOrder.href(id), 'POST')
  expect(res.statusCode).toBe(200)
}

const overview = async () => {
  const res = await admin(apiPaths.adminOverview.href())
  expect(res.statusCode).toBe(200)
  return AdminOverview.parse(res.json())
}

/** A book that never runs low in these tests, at `price`. */
const plentiful = (price: number) => insertBook(t.db, { newPrice: price, stock: 100 })

describe('the overview', () => {
  it('sums today and this month (UTC) without cancelled orders', async () => {
    const book = await plentiful(10)
    const at = async (placedAt: string) => {
      const id = await placeOrder(t.app, s.ann, [book], 10)
      await t.db
        .update(orders)
        .set({ placedAt: new Date(placedAt) })
        .where(eq(orders.id, id))
      return id
    }
    await at('2020-05-15T00:00:00Z')
    await at('2020-05-15T23:59:59Z')
    await cancel(await at('2020-05-15T08:00:00Z'))
    await at('2020-05-01T00:00:00Z')
    await at('2020-04-30T23:59:59Z')
    await at('2020-05-16T00:00:00Z')
    const day = await adminOverview(t.db, new Date('2020-05-15T12:00:00Z'))
    expect(day.today).toEqual({ orders: 2, revenue: 20 })
    expect(day.month).toEqual({ orders: 4, revenue: 40 })
  })

  it("ranks the month's best sellers by copies, without cancelled orders", async () => {
    const [most, second, cancelled] = [await plentiful(3), await plentiful(4.25), await plentiful(5)]
    for (let i = 0; i < 3; i += 1) await placeOrder(t.app, s.ann, [most, second], 7.25)
    await cancel(await placeOrder(t.app, s.ann, [second], 4.25))
    await cancel(await placeOrder(t.app, s.ann, [cancelled], 5))
    await placeOrder(t.app, s.ann, [most], 3)
    const { topBooks } = await overview()
    // The previous test's orders were placed this month too (then moved to 2020 in sales_by_day only).
    expect(topBooks.filter((b) => b._id === most || b._id === second)).toEqual([
      expect.objectContaining({ _id: most, units: 4, revenue: 12 }),
      expect.objectContaining({ _id: second, units: 3, revenue: 12.75 }),
    ])
    expect(topBooks.map((b) => b._id)).not.toContain(cancelled)
    expect(topBooks.length).toBeLessThanOrEqual(5)
  })

  it('lists the latest orders newest first, with their state', async () => {
    const book = await plentiful(2)
    const ids: string[] = []
    for (let i = 0; i < OVERVIEW_LATEST_ORDERS + 1; i += 1)
      ids.push(await placeOrder(t.app, s.ann, [book], 2))
    const last = ids[ids.length - 1] ?? ''
    await cancel(last)
    const { latestOrders } = await overview()
    expect(latestOrders.map((o) => o._id)).toEqual(ids.slice(1).reverse())
    expect(latestOrders[0]).toMatchObject({ _id: last, cancelled: true, cancelledBy: 'root' })
  })

  it('counts books out of stock and running low, listing the fewest copies first', async () => {
    const before = await overview()
    const out = [await insertBook(t.db, { stock: 0 }), await insertBook(t.db, { stock: 0 })]
    const low = [
      await insertBook(t.db, { stock: STOCK_LOW_BELOW - 1 }),
      await insertBook(t.db, { stock: 1 }),
      await insertBook(t.db, { stock: 3 }),
    ]
    await insertBook(t.db, { stock: STOCK_LOW_BELOW })
    const after = await overview()
    expect(after.outOfStock).toBe(before.outOfStock + out.length)
    expect(after.lowStockCount).toBe(before.lowStockCount + low.length)
    const listed = after.lowStock.filter((b) => low.includes(b._id))
    expect(listed.map((b) => b.stock)).toEqual([1, 3, STOCK_LOW_BELOW - 1])
    const stocks = after.lowStock.map((b) => b.stock)
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b))
    expect(stocks.every((s) => s > 0 && s < STOCK_LOW_BELOW)).toBe(true)
  })

  it("fills the spec's sample cards from the store: orders in transit, the day's visits, customers by average order", async () => {
    const before = await overview()
    const [cheap, dear] = [await plentiful(10), await plentiful(50)]
    await deliver(await placeOrder(t.app, s.bob, [dear], 50))
    await cancel(await placeOrder(t.app, s.bob, [dear], 50))
    await placeOrder(t.app, s.bob, [cheap], 10)
    await placeOrder(t.app, s.cy, [dear, cheap], 60)
    t.app.visits.count()
    t.app.visits.count()
    await t.app.visits.flush()
    const after = await overview()
    // Delivered and cancelled orders are not in transit.
    expect(after.ordersInTransit).toBe(before.ordersInTransit + 2)
    expect(after.visitsLastDay).toBe(before.visitsLastDay + 2)
    // Bob's cancelled order counts neither in his orders nor in his average: (50 + 10) / 2.
    expect(after.customersByAverageOrder.slice(0, 2)).toEqual([
      { uid: s.cy.uid, name: 'cy', orders: 1, averageOrder: 60, accountDeleted: false },
      { uid: s.bob.uid, name: 'bob', orders: 2, averageOrder: 30, accountDeleted: false },
    ])
    const averages = after.customersByAverageOrder.map((c) => c.averageOrder)
    expect(averages).toEqual([...averages].sort((a, b) => b - a))
  })

  it('keeps a customer who deleted her account among the averages, named as her latest order (issue 37)', async () => {
    const jane = await signUpBuyer(t.app, 'jane')
    const [book, other] = [await plentiful(400), await plentiful(400)]
    await placeOrder(t.app, jane, [book], 400, { content: { name: 'Jane Old' } })
    await placeOrder(t.app, jane, [book, other], 800, { content: { name: 'Jane Reader' } })
    const gone = await t.app.inject({
      method: 'POST',
      url: apiPaths.deleteAccount.href(),
      headers: { cookie: jane.cookie, origin: TEST_PUBLIC_URL },
      payload: { email: jane.email },
    })
    expect(gone.statusCode).toBe(204)
    const { latestOrders, customersByAverageOrder } = await overview()
    expect(latestOrders.filter((o) => o.userUid === jane.uid)).toHaveLength(2)
    expect(customersByAverageOrder[0]).toEqual({
      uid: jane.uid,
      name: 'Jane Reader',
      orders: 2,
      averageOrder: 600,
      accountDeleted: true,
    })
  })
})
