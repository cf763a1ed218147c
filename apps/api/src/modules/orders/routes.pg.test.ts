// Orders over HTTP: the server prices from the database, refuses tampered totals, unknown, duplicate (400: one copy of
// a title) and sold-out books without touching stock, stores delivered=false, and shows a shopper only her own
// orders. Order limits: limits.test.ts.

import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { apiPaths } from '@bookstore/contract/api-paths'
import { Order, OrderList } from '@bookstore/contract/schemas/order'
import { books, orders } from '@/db/schema'
import {
  bookStock,
  insertBook,
  nestedOrderBody,
  signUpBuyer,
  type TestBuyer,
  UNKNOWN_ID,
} from '@/testing/factories'
import { TEST_PUBLIC_URL, useTestApp } from '@/testing/test-app'

const t = useTestApp()
let ann: TestBuyer
let bob: TestBuyer

beforeAll(async () => {
  ann = await signUpBuyer(t.app, 'ann')
  bob = await signUpBuyer(t.app, 'bob')
})

const as = (who: TestBuyer) => ({ cookie: who.cookie, origin: TEST_PUBLIC_URL })

const post = (who: TestBuyer, payload: object) =>
  t.app.inject({ method: 'POST', url: apiPaths.orders.href(), headers: as(who), payload })

const order = (who: TestBuyer, productIds: string[], totalPrice: number | string, delivered = false) =>
  post(who, nestedOrderBody({ shopper: who, productIds, totalPrice, delivered }))

const countOrders = async () => (await t.db.select({ id: orders.id }).from(orders)).length

/** Asserts a refused order changed nothing: same stock for each book, no new order. */
async function expectRefused(
  res: { statusCode: number; json: () => unknown },
  error: string,
  stockBefore: Record<string, number | undefined>,
  ordersBefore: number,
) {
  expect(res.statusCode).toBe(409)
  // A changed total answers the fresh quote beside the message (issue 39).
  expect(res.json()).toEqual(
    error === 'conflict' && 'quote' in (res.json() as object)
      ? { error, message: expect.any(String), quote: expect.objectContaining({ total: expect.any(Number) }) }
      : { error, message: expect.any(String) },
  )
  for (const [id, stock] of Object.entries(stockBefore)) expect(await bookStock(t.db, id)).toBe(stock)
  expect(await countOrders()).toBe(ordersBefore)
}

describe('without a session', () => {
  it.each([
    ['POST', () => apiPaths.orders.href()],
    ['GET', () => apiPaths.ordersByEmail.href('ann@example.org')],
    ['GET', () => apiPaths.order.href(UNKNOWN_ID)],
  ] as const)('%s answers 401 JSON', async (method, url) => {
    const payload =
      method === 'POST'
        ? nestedOrderBody({ shopper: ann, productIds: [UNKNOWN_ID], totalPrice: 1 })
        : undefined
    const res = await t.app.inject({ method, url: url(), payload })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ error: 'unauthorized', message: expect.any(String) })
  })
})

describe('POST /api/orders/', () => {
  it('prices from the database, takes one of each book and answers 201 with the order', async () => {
    const first = await insertBook(t.db, { title: 'First', newPrice: 10.1, stock: 5 })
    const second = await insertBook(t.db, { title: 'Second', newPrice: 20.2, stock: 1 })
    // A cached catalogue answer must not survive the order: it carries stock.
    expect((await t.app.inject({ url: apiPaths.book.href(second) })).json()).toMatchObject({ stock: 1 })

    const res = await order(ann, [second, first], 30.3, true)
    expect(res.statusCode).toBe(201)
    const created = Order.parse(res.json())
    expect(created).toMatchObject({
      userUid: ann.uid,
      email: 'ann@example.org',
      totalPrice: 30.3,
      delivered: false,
      status: false,
      // 'USA' as typed is stored as the code it names (issue 39).
      address: { street: '', city: 'Springfield', country: 'US', state: 'IL', zipcode: '62704' },
    })
    expect(created.productIds).toEqual([
      { _id: second, title: 'Second', coverImage: expect.any(String), newPrice: 20.2, tax: 0, taxRate: 0 },
      { _id: first, title: 'First', coverImage: expect.any(String), newPrice: 10.1, tax: 0, taxRate: 0 },
    ])
    expect(await bookStock(t.db, first)).toBe(4)
    expect(await bookStock(t.db, second)).toBe(0)
    expect((await t.app.inject({ url: apiPaths.book.href(second) })).json()).toMatchObject({ stock: 0 })
    const [stored] = await t.db.select().from(orders).where(eq(orders.id, created._id))
    expect(stored).toMatchObject({ totalPriceCents: 3030, delivered: false })
  })

  it("numbers each order with the store's next number, kept with the order; a refused order takes none", async () => {
    const book = await insertBook(t.db, { newPrice: 2, stock: 5 })
    const first = Order.parse((await order(ann, [book], 2)).json())
    // Refused before anything is written: no number is used up.
    expect((await order(ann, [book], 3)).statusCode).toBe(409)
    const second = Order.parse((await order(ann, [book], 2)).json())
    expect(first.number).toBeGreaterThan(10000)
    expect(second.number).toBe(first.number + 1)
    const [stored] = await t.db
      .select({ number: orders.number })
      .from(orders)
      .where(eq(orders.id, second._id))
    expect(stored?.number).toBe(second.number)
    // Every read says it too: the list by email and the one order.
    const list = await t.app.inject({ url: apiPaths.ordersByEmail.href(ann.email), headers: as(ann) })
    expect(OrderList.parse(list.json()).find((o) => o._id === second._id)?.number).toBe(second.number)
    const one = await t.app.inject({ url: apiPaths.order.href(first._id), headers: as(ann) })
    expect(Order.parse(one.json())).toMatchObject({ _id: first._id, number: first.number })
  })

  it('reads the catalogue version only when it sold a last copy (stock counts have their freshness period)', async () => {
    const plenty = await insertBook(t.db, { title: 'Plenty', newPrice: 3, stock: 5 })
    const last = await insertBook(t.db, { title: 'Last One', newPrice: 4, stock: 1 })
    const check = vi.spyOn(t.app.catalogue, 'check')
    try {
      expect((await order(ann, [plenty], 3)).statusCode).toBe(201)
      expect(check).not.toHaveBeenCalled()
      expect((await order(ann, [last, plenty], 7)).statusCode).toBe(201)
      expect(check).toHaveBeenCalledTimes(1)
    } finally {
      check.mockRestore()
    }
  })

  it('accepts the flat form, a total sent as a string, the street line and the email in any case', async () => {
    const book = await insertBook(t.db, { newPrice: 12.5 })
    const { content, userUid } = nestedOrderBody({ shopper: ann, productIds: [book], totalPrice: '12.50' })
    const res = await post(ann, {
      userUid,
      ...content,
      email: 'ANN@Example.org',
      address: { ...content.address, street: '1 Main St' },
    })
    expect(res.statusCode).toBe(201)
    expect(Order.parse(res.json())).toMatchObject({
      totalPrice: 12.5,
      email: 'ann@example.org',
      address: { street: '1 Main St' },
    })
  })

  it('refuses a total that is not the database price with 409, telling the real total; nothing changes', async () => {
    const book = await insertBook(t.db, { newPrice: 15.5, stock: 3 })
    const before = await countOrders()
    for (const total of [1, 15.49, 15.504, '15.51']) {
      const res = await order(ann, [book], total)
      await expectRefused(res, 'conflict', { [book]: 3 }, before)
      expect(res.json()).toMatchObject({ message: expect.stringContaining('$15.50') })
    }
  })

  it('refuses a sold-out book with 409 out_of_stock naming it, and leaves the other books alone', async () => {
    const soldOut = await insertBook(t.db, { title: 'Gone Girl', newPrice: 5, stock: 0 })
    const inStock = await insertBook(t.db, { title: 'Still Here', newPrice: 7, stock: 2 })
    const before = await countOrders()
    const res = await order(ann, [inStock, soldOut], 12)
    await expectRefused(res, 'out_of_stock', { [soldOut]: 0, [inStock]: 2 }, before)
    expect(res.json()).toMatchObject({ message: expect.stringContaining('Gone Girl') })
    expect(res.json()).not.toMatchObject({ message: expect.stringContaining('Still Here') })
  })

  it('refuses an unknown book with 409 conflict, and a book named twice with 400 (one copy a title)', async () => {
    const book = await insertBook(t.db, { newPrice: 4, stock: 3 })
    const before = await countOrders()
    await expectRefused(await order(ann, [book, UNKNOWN_ID], 4), 'conflict', { [book]: 3 }, before)
    const twice = await order(ann, [book, book], 8)
    expect(twice.statusCode).toBe(400)
    expect(twice.json()).toEqual({
      error: 'validation',
      message: expect.stringContaining('copy of each book'),
    })
    expect(await bookStock(t.db, book)).toBe(3)
    expect(await countOrders()).toBe(before)
  })

  it("refuses another user's email or uid with 403", async () => {
    const book = await insertBook(t.db, { newPrice: 4, stock: 3 })
    const body = nestedOrderBody({ shopper: ann, productIds: [book], totalPrice: 4 })
    const otherEmail = await post(ann, { ...body, content: { ...body.content, email: bob.email } })
    const otherUid = await post(ann, { ...body, userUid: bob.uid })
    for (const res of [otherEmail, otherUid]) {
      expect(res.statusCode).toBe(403)
      expect(res.json()).toEqual({ error: 'forbidden', message: expect.any(String) })
    }
    expect(await bookStock(t.db, book)).toBe(3)
  })

  it.each([
    ['a phone with letters', { phone: 'call me' }],
    ['no books', { productIds: [] }],
    ['an id that is not a book id', { productIds: ['42'] }],
    ['no address', { address: undefined }],
    ['a total that is no amount', { totalPrice: 'free' }],
  ])('answers 400 JSON for %s', async (_, change) => {
    const body = nestedOrderBody({ shopper: ann, productIds: [UNKNOWN_ID], totalPrice: 1 })
    const res = await post(ann, { ...body, content: { ...body.content, ...change } })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: 'validation', message: expect.any(String) })
  })

  it('refuses a cookie-authenticated order from a foreign Origin with 403', async () => {
    const book = await insertBook(t.db, { newPrice: 4, stock: 3 })
    const res = await t.app.inject({
      method: 'POST',
      url: apiPaths.orders.href(),
      headers: { cookie: ann.cookie, origin: 'https://evil.example' },
      payload: nestedOrderBody({ shopper: ann, productIds: [book], totalPrice: 4 }),
    })
    expect(res.statusCode).toBe(403)
    expect(await bookStock(t.db, book)).toBe(3)
  })
})

describe('reading orders', () => {
  let bobsOrders: string[] = []
  let deletedBook: string

  beforeAll(async () => {
    const a = await insertBook(t.db, { title: 'Alpha', newPrice: 1 })
    const b = await insertBook(t.db, { title: 'Beta', newPrice: 2 })
    deletedBook = await insertBook(t.db, { title: 'Soon Deleted', newPrice: 3 })
    bobsOrders = []
    for (const [ids, total] of [
      [[a], 1],
      [[b, a, deletedBook], 6],
      [[deletedBook, b], 5],
    ] as const) {
      const res = await order(bob, [...ids], total)
      expect(res.statusCode).toBe(201)
      bobsOrders.push(Order.parse(res.json())._id)
    }
  })

  it('lists her own orders by email, in any case, newest first, lines in the order bought', async () => {
    const res = await t.app.inject({ url: apiPaths.ordersByEmail.href('BOB@example.org'), headers: as(bob) })
    expect(res.statusCode).toBe(200)
    const list = OrderList.parse(res.json())
    expect(list.map((o) => o._id)).toEqual([...bobsOrders].reverse())
    expect(list.map((o) => o.totalPrice)).toEqual([5, 6, 1])
    expect(list[1]?.productIds.map((line) => line.title)).toEqual(['Beta', 'Alpha', 'Soon Deleted'])
    const placed = list.map((o) => Date.parse(o.placedAt))
    expect([...placed].sort((x, y) => y - x)).toEqual(placed)
  })

  it("refuses another user's email with 403, and lists nothing for an email without orders", async () => {
    const res = await t.app.inject({ url: apiPaths.ordersByEmail.href(bob.email), headers: as(ann) })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ error: 'forbidden', message: expect.any(String) })
    const carl = await signUpBuyer(t.app, 'carl')
    const none = await t.app.inject({ url: apiPaths.ordersByEmail.href(carl.email), headers: as(carl) })
    expect(none.statusCode).toBe(200)
    expect(none.json()).toEqual([])
  })

  it("answers one of her orders, and 404 for another user's, an unknown or a malformed id", async () => {
    const id = bobsOrders[0] ?? ''
    const own = await t.app.inject({ url: apiPaths.order.href(id), headers: as(bob) })
    expect(own.statusCode).toBe(200)
    expect(Order.parse(own.json())).toMatchObject({ _id: id, totalPrice: 1, status: false })
    for (const [who, orderId] of [
      [ann, id],
      [bob, UNKNOWN_ID],
      [bob, 'not-an-id'],
    ] as const) {
      const res = await t.app.inject({ url: apiPaths.order.href(orderId), headers: as(who) })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ error: 'not_found', message: expect.any(String) })
    }
  })

  it('keeps an order readable after one of its books is deleted, with its title and price as bought', async () => {
    await t.db.delete(books).where(eq(books.id, deletedBook))
    const res = await t.app.inject({ url: apiPaths.order.href(bobsOrders[2] ?? ''), headers: as(bob) })
    expect(res.statusCode).toBe(200)
    expect(Order.parse(res.json()).productIds).toEqual([
      { _id: null, title: 'Soon Deleted', coverImage: expect.any(String), newPrice: 3, tax: 0, taxRate: 0 },
      expect.objectContaining({ title: 'Beta', newPrice: 2 }),
    ])
  })
})
