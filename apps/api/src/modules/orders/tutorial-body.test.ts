// Orders from the public MERN tutorial's front end (issue 25): its body leaves userUid out, which makes it the
// signed-in shopper's order; another user's uid is still 403, no session is 401 before any 400 about the body, and
// a body refused names the field and the rule, never a bare 'Invalid input'.

import { beforeAll, describe, expect, it } from 'vitest'
import { apiPaths } from '@bookstore/contract/api-paths'
import { ORDER_BODY_MESSAGE, Order } from '@bookstore/contract/schemas/order'
import { insertBook, signUpBuyer, type TestBuyer } from '@/testing/factories'
import { TEST_PUBLIC_URL, useTestApp } from '@/testing/test-app'

const t = useTestApp()
let ann: TestBuyer
let bob: TestBuyer
let bookId: string

beforeAll(async () => {
  ann = await signUpBuyer(t.app, 'tutorial-ann')
  bob = await signUpBuyer(t.app, 'tutorial-bob')
  bookId = await insertBook(t.db, { title: 'Tutorial Order Book', newPrice: 15, stock: 50 })
})

/** The tutorial's checkout body: flat, no userUid, the total as its cart page shows it. */
const tutorialBody = (who: TestBuyer): Record<string, unknown> => ({
  name: 'Ann Tutorial',
  email: who.email,
  address: { city: 'Springfield', country: 'USA', state: 'IL', zipcode: '62704' },
  phone: '5551234567',
  productIds: [bookId],
  totalPrice: '15.00',
})

/** POSTs any JSON value as the body, as the shopper when one is named. */
const post = (payload: unknown, who?: TestBuyer) =>
  t.app.inject({
    method: 'POST',
    url: apiPaths.orders.href(),
    headers: {
      origin: TEST_PUBLIC_URL,
      'content-type': 'application/json',
      ...(who ? { cookie: who.cookie } : {}),
    },
    payload: JSON.stringify(payload),
  })

describe('an order body without userUid', () => {
  it('is the signed-in shopper’s: 201, priced by the server', async () => {
    const res = await post(tutorialBody(ann), ann)
    expect(res.statusCode).toBe(201)
    expect(Order.parse(res.json())).toMatchObject({ userUid: ann.uid, email: ann.email, totalPrice: 15 })
  })

  it('nested as the spec writes it, is hers too', async () => {
    const res = await post({ content: tutorialBody(bob) }, bob)
    expect(res.statusCode).toBe(201)
    expect(Order.parse(res.json()).userUid).toBe(bob.uid)
  })

  it('still answers 409 when its total is not the server’s', async () => {
    const res = await post({ ...tutorialBody(ann), totalPrice: '1.00' }, ann)
    expect(res.statusCode).toBe(409)
  })
})

describe('an order body naming another user', () => {
  it('is refused with 403, flat or nested', async () => {
    for (const body of [
      { ...tutorialBody(ann), userUid: bob.uid },
      { userUid: bob.uid, content: tutorialBody(ann) },
    ]) {
      const res = await post(body, ann)
      expect(res.statusCode).toBe(403)
      expect(res.json()).toMatchObject({ error: 'forbidden' })
    }
  })
})

describe('the session before the body', () => {
  it.each([{}, 'order', { name: 'Ann', totalPrice: 'abc' }])('without one, %j answers 401', async (body) => {
    const res = await post(body)
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ error: 'unauthorized', message: expect.any(String) })
  })
})

describe('a body refused', () => {
  const noCity = { country: 'USA', state: 'IL', zipcode: '62704' }

  it.each([
    [
      () => ({ ...tutorialBody(ann), address: noCity }),
      'address.city: Invalid input: expected string, received undefined',
    ],
    [() => ({ ...tutorialBody(ann), totalPrice: 'abc' }), 'totalPrice: must be a number, or text like 15.50'],
    [() => ({ ...tutorialBody(ann), productIds: ['x'] }), 'productIds.0: productIds must be book ids'],
    [() => ({ ...tutorialBody(ann), phone: 'call me' }), 'phone: phone must be a phone number'],
    [
      () => ({ content: { ...tutorialBody(ann), name: ' ' } }),
      'content.name: Too small: expected string to have >=1 characters',
    ],
    [() => ({ content: { ...tutorialBody(ann), email: 'ann' } }), 'content.email: Invalid email address'],
    [() => 'order', ORDER_BODY_MESSAGE],
  ])('names the field and the rule (%#)', async (body, message) => {
    const res = await post(body(), ann)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: 'validation', message: `Invalid body: ${message}` })
  })
})
