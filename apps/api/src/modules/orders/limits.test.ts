// Order limits (issue 22 item 10c): one shopper placed 40 orders of 50 books in 10 s. Past the orders an account may
// place in an hour, or a client address, the next order answers 429 {error, message} with Retry-After and takes
// nothing; another shopper, or the same one elsewhere, still orders; two processes sharing Redis count together. A
// book named twice is refused with 400.

import { beforeAll, describe, expect, it } from 'vitest'
import { apiPaths } from '@bookstore/contract/api-paths'
import {
  ORDER_COPIES_PER_TITLE_MAX,
  ORDERS_PER_ACCOUNT_PER_HOUR,
  ORDERS_PER_CLIENT_PER_HOUR,
} from '@bookstore/contract/constants'
import { COPIES_CAP_MESSAGE } from '@bookstore/contract/order-rules'
import { orders } from '@/db/schema'
import { bookStock, insertBook, nestedOrderBody, signUpBuyer, type TestBuyer } from '@/testing/factories'
import { TEST_PUBLIC_URL, useTestApp, type TestAppHandle } from '@/testing/test-app'
import { testRedisAnswers, useRedisPrefix } from '@/testing/test-redis'

const t = useTestApp()
const UNKNOWN_BOOK = '00000000-0000-4000-8000-000000000000'
let book = ''

beforeAll(async () => {
  book = await insertBook(t.db, { newPrice: 1, stock: 1000 })
})

/** POST /api/orders/ as `buyer` from `address`, for these books at `total`. */
const order = (buyer: TestBuyer, address: string, productIds = [book], total = productIds.length) =>
  t.app.inject({
    method: 'POST',
    url: apiPaths.orders.href(),
    headers: { cookie: buyer.cookie, origin: TEST_PUBLIC_URL },
    payload: nestedOrderBody({ shopper: buyer, productIds, totalPrice: total }),
    remoteAddress: address,
  })

const countOrders = async () => (await t.db.select({ id: orders.id }).from(orders)).length

async function expectLimited(res: Awaited<ReturnType<typeof order>>) {
  expect(res.statusCode).toBe(429)
  expect(res.json()).toEqual({
    error: 'rate_limited',
    message: expect.stringMatching(/^Too many orders for now\. Try again in \d+ (minutes|seconds)\.$/),
  })
  const retryAfter = Number(res.headers['retry-after'])
  expect(retryAfter).toBeGreaterThan(0)
  expect(retryAfter).toBeLessThanOrEqual(3600)
}

describe('orders an account may place', () => {
  it(`answers 429 with Retry-After past ${ORDERS_PER_ACCOUNT_PER_HOUR} an hour, from any address`, async () => {
    const greedy = await signUpBuyer(t.app, 'greedy')
    const others = await signUpBuyer(t.app, 'bystander')
    for (let i = 0; i < ORDERS_PER_ACCOUNT_PER_HOUR; i += 1) {
      // Each from another address: the account's own count stops her.
      expect((await order(greedy, `10.1.${Math.floor(i / 200)}.${(i % 200) + 1}`)).statusCode).toBe(201)
    }
    const [stock, placed] = [await bookStock(t.db, book), await countOrders()]
    await expectLimited(await order(greedy, '10.1.9.9'))
    expect(await bookStock(t.db, book)).toBe(stock)
    expect(await countOrders()).toBe(placed)
    // Someone else at the last address she used orders as usual.
    expect((await order(others, '10.1.0.30')).statusCode).toBe(201)
  })
})

describe('orders a client address may place', () => {
  it(`answers 429 with Retry-After past ${ORDERS_PER_CLIENT_PER_HOUR} an hour, whoever is signed in`, async () => {
    const address = '10.2.0.1'
    const buyers: TestBuyer[] = []
    for (let i = 0; i < 5; i += 1) buyers.push(await signUpBuyer(t.app, `shared${i}`))
    // Refused orders count too (an unknown book: 409), so probing costs as much as buying.
    for (let i = 0; i < ORDERS_PER_CLIENT_PER_HOUR; i += 1) {
      const buyer = buyers[i % 4] ?? buyers[0]
      if (!buyer) throw new Error('no buyer')
      const res = await order(buyer, address, i % 10 === 0 ? [book] : [UNKNOWN_BOOK], 1)
      expect(res.statusCode).toBe(i % 10 === 0 ? 201 : 409)
    }
    const fifth = buyers[4]
    if (!fifth) throw new Error('no fifth buyer')
    await expectLimited(await order(fifth, address))
    expect((await order(fifth, '10.2.0.2')).statusCode).toBe(201)
  })
})

describe('copies of one book in an order', () => {
  it(`refuses more than ${ORDER_COPIES_PER_TITLE_MAX} with 400, taking nothing`, async () => {
    const buyer = await signUpBuyer(t.app, 'twice')
    const before = await bookStock(t.db, book)
    const res = await order(buyer, '10.3.0.1', [book, book], 2)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: 'validation', message: expect.stringContaining(COPIES_CAP_MESSAGE) })
    expect(await bookStock(t.db, book)).toBe(before)
  })
})

const redisUp = await testRedisAnswers('order limits shared in Redis')

describe.runIf(redisUp)('order limits shared in Redis by two processes', () => {
  const redis = useRedisPrefix()
  const a = useTestApp({ redis })
  const b = useTestApp({ sameDatabaseAs: a, redis })

  const orderThrough = (app: TestAppHandle, buyer: TestBuyer, productIds: string[], address: string) =>
    app.app.inject({
      method: 'POST',
      url: apiPaths.orders.href(),
      headers: { cookie: buyer.cookie, origin: TEST_PUBLIC_URL },
      payload: nestedOrderBody({ shopper: buyer, productIds, totalPrice: 1 }),
      remoteAddress: address,
    })

  it(`counts an account's orders through either in one total: past ${ORDERS_PER_ACCOUNT_PER_HOUR}, 429 on both`, async () => {
    const shared = await insertBook(a.db, { newPrice: 1, stock: 1000 })
    const buyer = await signUpBuyer(a.app, 'twoprocesses')
    for (let i = 0; i < ORDERS_PER_ACCOUNT_PER_HOUR; i += 1) {
      const res = await orderThrough(i % 2 ? a : b, buyer, [shared], `10.4.0.${i + 1}`)
      expect(res.statusCode).toBe(201)
    }
    for (const app of [a, b]) await expectLimited(await orderThrough(app, buyer, [shared], '10.4.1.1'))
  })
})
