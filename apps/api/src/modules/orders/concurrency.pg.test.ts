// No overselling (ARCHITECTURE §5): concurrent orders for the last copies succeed exactly as often as there is
// stock, and orders sharing books in opposite orders all go through (no deadlock), on PGlite and on PostgreSQL.

import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiPaths } from '@bookstore/contract/api-paths'
import { orderItems } from '@/db/schema'
import { bookStock, insertBook, nestedOrderBody, signUpBuyer, type TestBuyer } from '@/testing/factories'
import { TEST_PUBLIC_URL, useTestApp } from '@/testing/test-app'

const BUYERS = 16

const t = useTestApp()
let buyers: TestBuyer[]

beforeAll(async () => {
  buyers = []
  for (let i = 0; i < BUYERS; i += 1) buyers.push(await signUpBuyer(t.app, `buyer${i}`))
})

/** Every buyer orders `productIdsOf(i)` at once; answers the status codes. */
const orderAtOnce = async (productIdsOf: (i: number) => string[], totalPrice: number) => {
  const responses = await Promise.all(
    buyers.map((buyer, i) =>
      t.app.inject({
        method: 'POST',
        url: apiPaths.orders.href(),
        headers: { cookie: buyer.cookie, origin: TEST_PUBLIC_URL },
        payload: nestedOrderBody({ shopper: buyer, productIds: productIdsOf(i), totalPrice }),
      }),
    ),
  )
  for (const res of responses.filter((r) => r.statusCode !== 201)) {
    expect(res.json()).toEqual({ error: 'out_of_stock', message: expect.any(String) })
  }
  return responses.map((r) => r.statusCode)
}

const linesOf = async (bookId: string) =>
  (await t.db.select().from(orderItems).where(eq(orderItems.bookId, bookId))).length

describe('concurrent orders', () => {
  it(`sell the last copy once among ${BUYERS} buyers`, async () => {
    const book = await insertBook(t.db, { newPrice: 9.99, stock: 1 })
    const statuses = await orderAtOnce(() => [book], 9.99)
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(BUYERS - 1)
    expect(await bookStock(t.db, book)).toBe(0)
    expect(await linesOf(book)).toBe(1)
  })

  it('sell exactly the stock there is, and refuse the rest without taking their other books', async () => {
    const scarce = await insertBook(t.db, { newPrice: 2, stock: 3 })
    const plenty = await insertBook(t.db, { newPrice: 3, stock: 100 })
    const statuses = await orderAtOnce(() => [plenty, scarce], 5)
    expect(statuses.filter((s) => s === 201)).toHaveLength(3)
    expect(await bookStock(t.db, scarce)).toBe(0)
    expect(await bookStock(t.db, plenty)).toBe(97)
    expect(await linesOf(scarce)).toBe(3)
    expect(await linesOf(plenty)).toBe(3)
  })

  it('all go through when they share books in opposite orders', async () => {
    const a = await insertBook(t.db, { newPrice: 1, stock: 50 })
    const b = await insertBook(t.db, { newPrice: 2, stock: 50 })
    const statuses = await orderAtOnce((i) => (i % 2 === 0 ? [a, b] : [b, a]), 3)
    expect(statuses).toEqual(Array.from({ length: BUYERS }, () => 201))
    expect(await bookStock(t.db, a)).toBe(50 - BUYERS)
    expect(await bookStock(t.db, b)).toBe(50 - BUYERS)
  })
})
