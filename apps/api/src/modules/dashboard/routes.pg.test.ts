// The dashboard's figures over HTTP (spec §7 GET /api/admin, issue 6): statistics computed from orders placed in the
// test, with revenue for each of the last 12 months.

import { eq, inArray } from 'drizzle-orm'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { apiPaths } from '@bookstore/contract/api-paths'
import { AdminStats } from '@bookstore/contract/schemas/admin'
import { AdminOverview } from '@bookstore/contract/schemas/admin-overview'
import { orders } from '@/db/schema'
import { adminToken, bearer, insertBook, placeOrder, signUpBuyer } from '@/testing/factories'
import { useTestApp } from '@/testing/test-app'
import { COMPRESS_FROM_BYTES } from '@/http/stored-answer'

const t = useTestApp()

describe('GET /api/admin', () => {
  it('counts books, trending books, orders and sales, with revenue for each of the last 12 months', async () => {
    const token = await adminToken(t)
    const empty = AdminStats.parse(
      (await t.app.inject({ url: apiPaths.adminStats.href(), headers: bearer(token) })).json(),
    )
    expect(empty).toMatchObject({ totalBooks: 0, totalSales: 0, trendingBooks: 0, totalOrders: 0 })
    expect(empty.monthlySales.every((m) => m.revenue === 0 && m.orders === 0)).toBe(true)

    const cheap = await insertBook(t.db, { newPrice: 10.25, trending: true })
    const dear = await insertBook(t.db, { newPrice: 20.5, trending: true })
    await insertBook(t.db, { newPrice: 5 })
    const ann = await signUpBuyer(t.app, 'ann')
    const bob = await signUpBuyer(t.app, 'bob')
    const thisMonth = [
      await placeOrder(t.app, ann, [cheap], 10.25),
      await placeOrder(t.app, bob, [cheap, dear], 30.75),
    ]
    const threeMonthsAgo = await placeOrder(t.app, ann, [dear], 20.5)
    const longAgo = await placeOrder(t.app, bob, [cheap], 10.25)
    const monthsBack = (n: number) => {
      const d = new Date()
      return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - n, 15, 12))
    }
    await t.db
      .update(orders)
      .set({ placedAt: monthsBack(3) })
      .where(eq(orders.id, threeMonthsAgo))
    await t.db
      .update(orders)
      .set({ placedAt: monthsBack(12) })
      .where(eq(orders.id, longAgo))
    expect(await t.db.select().from(orders).where(inArray(orders.id, thisMonth))).toHaveLength(2)

    const res = await t.app.inject({ url: apiPaths.adminStats.href(), headers: bearer(token) })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const stats = AdminStats.parse(res.json())
    expect(stats).toMatchObject({ totalBooks: 3, trendingBooks: 2, totalOrders: 4, totalSales: 71.75 })

    const months = stats.monthlySales.map((m) => m.month)
    expect(months).toHaveLength(12)
    expect(months.at(-1)).toBe(monthsBack(0).toISOString().slice(0, 7))
    expect(months[0]).toBe(monthsBack(11).toISOString().slice(0, 7))
    expect([...months].sort()).toEqual(months)
    expect(stats.monthlySales.at(-1)).toMatchObject({ revenue: 41, orders: 2 })
    expect(stats.monthlySales.at(-4)).toMatchObject({ revenue: 20.5, orders: 1 })
    // The order of twelve months ago is counted in the totals, not in the last-12-months series.
    expect(stats.monthlySales.reduce((sum, m) => sum + m.orders, 0)).toBe(3)
    expect(stats.monthlySales.filter((m) => m.orders === 0)).toHaveLength(10)
  })
})

describe('GET /api/admin/overview', () => {
  it('sends the figures once serialized, in the encoding asked (brotli, gzip or none), the same JSON each way', async () => {
    const token = await adminToken(t)
    const ann = await signUpBuyer(t.app, 'cara')
    for (let i = 0; i < 8; i += 1) {
      const book = await insertBook(t.db, { title: `A rather long title for the overview ${i}`, newPrice: 7 })
      await placeOrder(t.app, ann, [book], 7)
    }
    const get = (encoding?: string) =>
      t.app.inject({
        url: apiPaths.adminOverview.href(),
        headers: { ...bearer(token), ...(encoding ? { 'accept-encoding': encoding } : {}) },
      })
    const plain = await get()
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_FROM_BYTES)
    const figures = AdminOverview.parse(plain.json())
    expect(figures.latestOrders.length).toBeGreaterThan(0)
    const br = await get('gzip, deflate, br')
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toContain('Accept-Encoding')
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json())
    const gz = await get('gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json())
  })
})
