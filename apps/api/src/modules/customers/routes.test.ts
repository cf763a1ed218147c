// The dashboard's customers (issue 17): admin only; the real users newest first, each with her order figures (all
// her orders and how many were cancelled, the total spent on those not cancelled, her last order), searched by name,
// email or username, paged with X-Total-Count and Link; one customer, or 404. Her figures agree with her orders'
// table and with her profile's (issue 22 item 8): customer-figures.pg.test.ts.

import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiPaths } from '@bookstore/contract/api-paths'
import { Customer, CustomerList } from '@bookstore/contract/schemas/customer'
import { orders, users } from '@/db/schema'
import {
  adminToken,
  bearer,
  insertBook,
  placeOrder,
  signUpShopper,
  type TestBuyer,
} from '@/testing/factories'
import { useTestApp } from '@/testing/test-app'

const t = useTestApp()
let token = ''
/** Username -> buyer, signed up oldest first. */
const buyers = new Map<string, TestBuyer>()

const PEOPLE = [
  { username: 'ada_l', name: 'Ada Lovelace', email: 'ada@example.org' },
  { username: 'grace', name: 'Grace Hopper', email: 'g.hopper@navy.mil' },
  { username: 'mary', name: 'Mary Shelley 100%', email: 'mary@example.org' },
  { username: 'quiet', name: 'Quiet Reader', email: 'quiet@example.net' },
]
const joined = (index: number) => new Date(Date.UTC(2026, 0, 1 + index, 9))
const at = (iso: string) => new Date(iso)

async function order(username: string, productIds: string[], total: number, placedAt: Date) {
  const buyer = buyers.get(username)
  if (!buyer) throw new Error(`no buyer ${username}`)
  const id = await placeOrder(t.app, buyer, productIds, total)
  await t.db.update(orders).set({ placedAt }).where(eq(orders.id, id))
  return id
}

beforeAll(async () => {
  token = await adminToken(t)
  for (const [index, person] of PEOPLE.entries()) {
    const shopper = await signUpShopper(t.app, { ...person, password: 'shelf-secret-1' })
    // Fixed join days, so newest first is the reverse of PEOPLE.
    await t.db
      .update(users)
      .set({ createdAt: joined(index) })
      .where(eq(users.id, shopper.uid))
    buyers.set(person.username, { ...shopper, email: person.email })
  }
  const cheap = await insertBook(t.db, { newPrice: 10 })
  const dear = await insertBook(t.db, { newPrice: 25.5 })
  await order('ada_l', [cheap], 10, at('2026-02-01T10:00:00Z'))
  await order('ada_l', [cheap, dear], 35.5, at('2026-03-05T12:30:00Z'))
  // Her latest order, cancelled by the shop: counted among her orders as cancelled, out of her total.
  const cancelled = await order('ada_l', [dear], 25.5, at('2026-04-01T08:00:00Z'))
  await t.db.update(orders).set({ cancelled: true, cancelledAt: new Date() }).where(eq(orders.id, cancelled))
  await order('grace', [dear], 25.5, at('2026-02-20T16:45:00Z'))
})

const get = (url: string, headers: Record<string, string> = bearer(token)) =>
  t.app.inject({ method: 'GET', url, headers })
const list = (body: unknown) => CustomerList.parse(body)
const usernames = (body: unknown) => list(body).map((c) => c.username)

describe('GET /api/admin/customers', () => {
  it('lists the real users newest first, each with her order figures', async () => {
    const res = await get(apiPaths.customers.href())
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.headers['x-total-count']).toBe('4')
    expect(res.headers.link).toBeUndefined()
    const customers = list(res.json())
    expect(customers.map((c) => c.username)).toEqual(['quiet', 'mary', 'grace', 'ada_l'])
    const ada = customers.find((c) => c.username === 'ada_l')
    expect(ada).toEqual({
      uid: buyers.get('ada_l')?.uid,
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      username: 'ada_l',
      joinedAt: joined(0).toISOString(),
      orders: 3,
      cancelledOrders: 1,
      totalSpent: 45.5,
      lastOrderAt: '2026-04-01T08:00:00.000Z',
    })
    expect(customers.find((c) => c.username === 'grace')).toMatchObject({
      orders: 1,
      cancelledOrders: 0,
      totalSpent: 25.5,
      lastOrderAt: '2026-02-20T16:45:00.000Z',
    })
    expect(customers.find((c) => c.username === 'quiet')).toMatchObject({
      orders: 0,
      cancelledOrders: 0,
      totalSpent: 0,
      lastOrderAt: null,
    })
  })

  it('pages with X-Total-Count and Link, every customer once', async () => {
    const first = await get(apiPaths.customers.href({ limit: 3 }))
    expect(usernames(first.json())).toEqual(['quiet', 'mary', 'grace'])
    expect(first.headers['x-total-count']).toBe('4')
    expect(first.headers.link).toBe('</api/admin/customers?limit=3&offset=3>; rel="next"')
    const second = await get(apiPaths.customers.href({ limit: 3, offset: 3 }))
    expect(usernames(second.json())).toEqual(['ada_l'])
    expect(second.headers.link).toBe('</api/admin/customers?limit=3&offset=0>; rel="prev"')
  })

  it.each([
    ['LOVELACE', ['ada_l']], // the name, any case
    ['Navy.MIL', ['grace']], // the email
    ['UIE', ['quiet']], // the username
    ['example.org', ['mary', 'ada_l']],
    ['100%', ['mary']], // % and _ stand for themselves
    ['a_l', ['ada_l']],
    ['00%', ['mary']],
    ['nobody', []],
  ])('finds %j in the name, email or username', async (q, expected) => {
    const res = await get(apiPaths.customers.href({ q }))
    expect(usernames(res.json())).toEqual(expected)
    expect(res.headers['x-total-count']).toBe(String(expected.length))
  })

  it('keeps the search in its links', async () => {
    const res = await get(apiPaths.customers.href({ q: 'example', limit: 1, offset: 1 }))
    expect(usernames(res.json())).toEqual(['mary'])
    expect(res.headers['x-total-count']).toBe('3')
    expect(res.headers.link).toBe(
      '</api/admin/customers?q=example&limit=1&offset=2>; rel="next", ' +
        '</api/admin/customers?q=example&limit=1&offset=0>; rel="prev"',
    )
  })

  // q=ab: two letters have no trigram, so the search would read every user.
  it.each(['limit=0', 'limit=501', 'offset=-1', 'limit=x', `q=${'x'.repeat(201)}`, 'q=ab', 'q=%20ab%20'])(
    'refuses %s with 400 {error, message}',
    async (query) => {
      const res = await get(`${apiPaths.customers.href()}?${query}`)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ error: 'validation', message: expect.any(String) })
    },
  )
})

describe('GET /api/admin/customers/{uid}', () => {
  it('answers one customer with her figures', async () => {
    const grace = buyers.get('grace')?.uid ?? ''
    const res = await get(apiPaths.customer.href(grace))
    expect(res.statusCode).toBe(200)
    expect(Customer.parse(res.json())).toEqual({
      uid: grace,
      name: 'Grace Hopper',
      email: 'g.hopper@navy.mil',
      username: 'grace',
      joinedAt: joined(1).toISOString(),
      orders: 1,
      cancelledOrders: 0,
      totalSpent: 25.5,
      lastOrderAt: '2026-02-20T16:45:00.000Z',
    })
  })

  it.each(['no-such-user', 'not a uid', 'x'.repeat(65)])(
    'answers 404 {error, message} for %j',
    async (uid) => {
      const res = await get(apiPaths.customer.href(uid))
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ error: 'not_found', message: expect.any(String) })
    },
  )
})

describe('customers are for admins only', () => {
  const paths = () => [apiPaths.customers.href(), apiPaths.customer.href(buyers.get('ada_l')?.uid ?? '')]

  it('answers 401 without a token, and to a signed-in shopper without one', async () => {
    const shopper = buyers.get('ada_l')?.cookie ?? ''
    for (const path of paths()) {
      const anonymous = await get(path, {})
      expect(anonymous.statusCode).toBe(401)
      expect(anonymous.json()).toEqual({ error: 'unauthorized', message: expect.any(String) })
      expect((await get(path, { cookie: shopper })).statusCode).toBe(401)
    }
  })

  it('answers 403 to a token that is not an admin one', async () => {
    const forged = `${token.slice(0, token.lastIndexOf('.'))}.${'A'.repeat(43)}`
    for (const path of paths()) {
      const res = await get(path, bearer(forged))
      expect(res.statusCode).toBe(403)
      expect(res.json()).toEqual({ error: 'forbidden', message: expect.any(String) })
    }
  })
})
