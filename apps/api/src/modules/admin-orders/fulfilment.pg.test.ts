// One order and its fulfilment over HTTP (issue 17): deliver and cancel are idempotent, refuse each other's state
// (409), are recorded with time and admin, and cancel restocks; the shopper sees the new state, and a cancelled order
// leaves the sales figures.

import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { apiPaths } from '@bookstore/contract/api-paths'
import { AdminOrder } from '@bookstore/contract/schemas/admin-orders'
import { Order } from '@bookstore/contract/schemas/order'
import { books } from '@/db/schema'
import {
  bookStock,
  insertBook,
  placeOrder,
  TEST_ADMIN,
  type TestBuyer,
  UNKNOWN_ID,
} from '@/testing/factories'
import { useAdminScene } from '@/testing/admin-scene'
import { useTestApp } from '@/testing/test-app'

const t = useTestApp()
const { scene: s, book, place, admin } = useAdminScene(t, 'ann', 'bob')

const deliver = (id: string) => admin(apiPaths.deliverOrder.href(id), 'POST')
const cancel = (id: string) => admin(apiPaths.cancelOrder.href(id), 'POST')

describe('one order', () => {
  it('answers the order with its lines and who handled it', async () => {
    const b = await book()
    const id = await place(s.ann, [b], 'Ann Reader')
    const res = await admin(apiPaths.adminOrder.href(id))
    expect(res.statusCode).toBe(200)
    const order = AdminOrder.parse(res.json())
    expect(order).toMatchObject({
      _id: id,
      name: 'Ann Reader',
      email: s.ann.email,
      cancelled: false,
      delivered: false,
    })
    expect(order).toMatchObject({
      deliveredAt: null,
      deliveredBy: null,
      cancelledAt: null,
      cancelledBy: null,
    })
    expect(order.productIds).toEqual([expect.objectContaining({ _id: b, newPrice: 10 })])
  })

  it.each([UNKNOWN_ID, 'not-an-id'])('answers 404 for %s, on every order route', async (id) => {
    for (const res of [await admin(apiPaths.adminOrder.href(id)), await deliver(id), await cancel(id)]) {
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ error: 'not_found', message: expect.any(String) })
    }
  })
})

describe('fulfilment', () => {
  const shopperView = async (buyer: TestBuyer, id: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: apiPaths.order.href(id),
      headers: { cookie: buyer.cookie },
    })
    expect(res.statusCode).toBe(200)
    return Order.parse(res.json())
  }

  it('delivers once: the time and admin are kept, the shopper sees it, and it cannot then be cancelled', async () => {
    const b = await book()
    const id = await place(s.ann, [b])
    const first = await deliver(id)
    expect(first.statusCode).toBe(200)
    const delivered = AdminOrder.parse(first.json())
    expect(delivered).toMatchObject({
      delivered: true,
      status: true,
      cancelled: false,
      deliveredBy: TEST_ADMIN.username,
    })
    expect(Date.parse(delivered.deliveredAt ?? '')).toBeGreaterThan(Date.now() - 60_000)
    const again = await deliver(id)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(first.json())

    const refused = await cancel(id)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual({ error: 'conflict', message: expect.any(String) })
    expect(await bookStock(t.db, b)).toBe(9)

    expect(await shopperView(s.ann, id)).toMatchObject({
      delivered: true,
      status: true,
      deliveredAt: delivered.deliveredAt,
    })
  })

  it('cancels once: every line back in stock, the shopper sees it, and it cannot then be delivered', async () => {
    const [b1, b2] = [await book(), await book()]
    const id = await place(s.bob, [b1, b2])
    expect([await bookStock(t.db, b1), await bookStock(t.db, b2)]).toEqual([9, 9])
    const first = await cancel(id)
    expect(first.statusCode).toBe(200)
    const cancelled = AdminOrder.parse(first.json())
    expect(cancelled).toMatchObject({
      cancelled: true,
      delivered: false,
      status: false,
      cancelledBy: TEST_ADMIN.username,
    })
    expect([await bookStock(t.db, b1), await bookStock(t.db, b2)]).toEqual([10, 10])

    const again = await cancel(id)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(first.json())
    expect([await bookStock(t.db, b1), await bookStock(t.db, b2)]).toEqual([10, 10])

    const refused = await deliver(id)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual({ error: 'conflict', message: expect.any(String) })

    expect(await shopperView(s.bob, id)).toMatchObject({
      cancelled: true,
      cancelledAt: cancelled.cancelledAt,
      delivered: false,
    })
    const history = await t.app.inject({
      method: 'GET',
      url: apiPaths.ordersByEmail.href(s.bob.email),
      headers: { cookie: s.bob.cookie },
    })
    expect(history.json<Order[]>().find((o) => o._id === id)).toMatchObject({ cancelled: true })
  })

  it("shows the restocked copy on the book's page at once (stored catalogue answers are checked again)", async () => {
    const last = await insertBook(t.db, { newPrice: 10, stock: 1 })
    const bookPage = async () => {
      const res = await t.app.inject({ method: 'GET', url: apiPaths.book.href(last) })
      expect(res.statusCode).toBe(200)
      return res.json<{ stock: number }>().stock
    }
    const id = await place(s.ann, [last])
    expect(await bookPage()).toBe(0)
    expect((await cancel(id)).statusCode).toBe(200)
    expect(await bookPage()).toBe(1)
  })

  it('skips the lines whose book was deleted', async () => {
    const [kept, gone] = [await book(), await book()]
    const id = await place(s.ann, [kept, gone])
    await t.db.delete(books).where(eq(books.id, gone))
    const res = await cancel(id)
    expect(res.statusCode).toBe(200)
    expect(await bookStock(t.db, kept)).toBe(10)
    expect(AdminOrder.parse(res.json()).productIds.map((l) => l._id)).toEqual([kept, null])
  })

  it('takes a cancelled order out of the dashboard figures', async () => {
    const stats = async () => {
      const res = await admin(apiPaths.adminStats.href())
      return res.json<{ totalOrders: number; totalSales: number }>()
    }
    const b = await insertBook(t.db, { newPrice: 12.34, stock: 5 })
    const before = await stats()
    const id = await placeOrder(t.app, s.ann, [b], 12.34)
    const during = await stats()
    expect(during.totalOrders).toBe(before.totalOrders + 1)
    expect(during.totalSales).toBeCloseTo(before.totalSales + 12.34, 2)
    expect((await cancel(id)).statusCode).toBe(200)
    const after = await stats()
    expect(after.totalOrders).toBe(before.totalOrders)
    expect(after.totalSales).toBeCloseTo(before.totalSales, 2)
  })
})
