// Restock under concurrency (issue 17): cancelling the order that took a book's last copy while other shoppers buy
// that book sells the restocked copy at most once, never takes stock below 0, and leaves the stock that matches the
// orders that went through; cancels and orders sharing books never deadlock. On PGlite and on PostgreSQL.

import { and, count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiPaths } from '@bookstore/contract/api-paths'
import { orderItems, orders } from '@/db/schema'
import {
  adminToken,
  bearer,
  bookStock,
  insertBook,
  nestedOrderBody,
  placeOrder,
  signUpBuyer,
  type TestBuyer,
} from '@/testing/factories'
import { TEST_PUBLIC_URL, useTestApp } from '@/testing/test-app'

const ROUNDS = 6
const BUYERS = 4

const t = useTestApp()
let token: string
let first: TestBuyer
let buyers: TestBuyer[]

beforeAll(async () => {
  token = await adminToken(t)
  first = await signUpBuyer(t.app, 'first')
  buyers = []
  for (let i = 0; i < BUYERS; i += 1) buyers.push(await signUpBuyer(t.app, `rival${i}`))
})

const buy = (buyer: TestBuyer, productIds: string[], totalPrice: number) =>
  t.app.inject({
    method: 'POST',
    url: apiPaths.orders.href(),
    headers: { cookie: buyer.cookie, origin: TEST_PUBLIC_URL },
    payload: nestedOrderBody({ shopper: buyer, productIds, totalPrice }),
  })

const cancel = (id: string) =>
  t.app.inject({ method: 'POST', url: apiPaths.cancelOrder.href(id), headers: bearer(token) })

/** Lines of a book in orders not cancelled: the copies it has sold. */
const soldCopies = async (bookId: string) => {
  const [row] = await t.db
    .select({ n: count() })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.bookId, bookId), eq(orders.cancelled, false)))
  return row?.n ?? 0
}

describe('cancelling while others buy the restocked last copy', () => {
  it(`sells it at most once, ${ROUNDS} rounds`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const book = await insertBook(t.db, { newPrice: 7, stock: 1 })
      const orderA = await placeOrder(t.app, first, [book], 7)
      expect(await bookStock(t.db, book)).toBe(0)

      const [cancelled, ...bought] = await Promise.all([
        cancel(orderA),
        ...buyers.map((buyer) => buy(buyer, [book], 7)),
      ])
      expect(cancelled?.statusCode).toBe(200)
      const succeeded = bought.filter((res) => res.statusCode === 201)
      for (const res of bought.filter((r) => r.statusCode !== 201)) {
        expect(res.statusCode).toBe(409)
        expect(res.json()).toEqual({ error: 'out_of_stock', message: expect.any(String) })
      }
      expect(succeeded.length).toBeLessThanOrEqual(1)
      expect(await bookStock(t.db, book)).toBe(succeeded.length === 1 ? 0 : 1)
      expect(await soldCopies(book)).toBe(succeeded.length)
    }
  })

  it('cancels and orders sharing books in any order all go through (no deadlock)', async () => {
    const a = await insertBook(t.db, { newPrice: 1, stock: 50 })
    const b = await insertBook(t.db, { newPrice: 2, stock: 50 })
    const placed = [
      await placeOrder(t.app, first, [a, b], 3),
      await placeOrder(t.app, first, [b, a], 3),
      await placeOrder(t.app, first, [a, b], 3),
    ]
    const answers = await Promise.all([
      ...placed.map(cancel),
      ...buyers.map((buyer, i) => buy(buyer, i % 2 === 0 ? [a, b] : [b, a], 3)),
    ])
    expect(answers.map((r) => r.statusCode)).toEqual([...placed.map(() => 200), ...buyers.map(() => 201)])
    expect(await bookStock(t.db, a)).toBe(50 - BUYERS)
    expect(await bookStock(t.db, b)).toBe(50 - BUYERS)
  })
})
