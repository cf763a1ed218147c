// The checkout's price over HTTP on the demo store's settings (issue 39 items 2, 4 and 8): the countries and regions
// shipped to, quotes for New York, California and Germany, the free-shipping threshold, refusals with the field named
// (a country not shipped to or unknown, a missing region, another zone's method, an unknown book), the order that
// charges what the quote said (409 with the fresh quote when it differs, nothing stored), the spec's body without a
// method, an admin's new rate in the next quote, and another process that prices an edit within a second.

import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiPaths } from '@bookstore/contract/api-paths'
import { CheckoutOptions, CheckoutQuote, OrderTotalConflict } from '@bookstore/contract/schemas/checkout'
import { Order } from '@bookstore/contract/schemas/order'
import { ShippingSettings, TaxSettings } from '@bookstore/contract/schemas/store-settings'
import { orderItems, orders } from '@/db/schema'
import {
  adminToken,
  bearer,
  bookStock,
  insertBook,
  nestedOrderBody,
  signUpBuyer,
  type TestBuyer,
  UNKNOWN_ID,
} from '@/testing/factories'
import { buildTestApp, TEST_PUBLIC_URL, useTestApp } from '@/testing/test-app'

const t = useTestApp({ storeSettings: 'demo' })
let ann: TestBuyer
let ten: string
let twenty: string
let seventeen: string

beforeAll(async () => {
  ann = await signUpBuyer(t.app, 'ann')
  ten = await insertBook(t.db, { title: 'Ten', newPrice: 10, stock: 50 })
  twenty = await insertBook(t.db, { title: 'Twenty', newPrice: 20, stock: 50 })
  seventeen = await insertBook(t.db, { title: 'Seventeen', newPrice: 17.5, stock: 50 })
})

let clients = 0
/** Each request from its own address: the quote's per-client limit is tested in limits of its own. */
const from = () => {
  clients += 1
  return `10.77.${Math.floor(clients / 250)}.${(clients % 250) + 1}`
}

const quote = (payload: object, app = t.app) =>
  app.inject({ method: 'POST', url: apiPaths.checkoutQuote.href(), payload, remoteAddress: from() })

const NY = { country: 'US', state: 'NY', zipcode: '10001' }
const DE = { country: 'DE', state: 'Bayern', zipcode: '80331' }

const quoted = async (payload: object, app = t.app) => {
  const res = await quote(payload, app)
  expect(res.statusCode, res.body).toBe(200)
  return CheckoutQuote.parse(res.json())
}

describe('GET /api/checkout/options', () => {
  it('lists every country by name (the demo ships to the rest of the world) and the US and Canadian regions', async () => {
    const res = await t.app.inject({ url: apiPaths.checkoutOptions.href() })
    expect(res.statusCode).toBe(200)
    const options = CheckoutOptions.parse(res.json())
    expect(options.countries).toHaveLength(249)
    expect(options.countries).toContainEqual({ code: 'DE', name: 'Germany' })
    expect(options.countries.map((c) => c.name)).toEqual(
      [...options.countries.map((c) => c.name)].sort((a, b) => a.localeCompare(b, 'en')),
    )
    expect(options.regions.US).toContainEqual({ code: 'NY', name: 'New York' })
    expect(options.regions.CA).toHaveLength(13)
    expect(options).toMatchObject({ pricesIncludeTax: false, currency: 'USD' })
  })
})

describe('POST /api/checkout/quote', () => {
  it('prices a New York cart: standard shipping for two books, sales tax on the books and the shipping', async () => {
    const q = await quoted({ productIds: [ten, twenty], address: NY })
    // $4.99 + $1.00 a further book; 8.875 % of 10, 20 and 5.99, each rounded: 0.89 + 1.78 + 0.53.
    expect(q).toMatchObject({
      subtotal: 30,
      shippingMethod: 'standard',
      shipping: 5.99,
      shippingTax: 0.53,
      tax: 3.2,
      total: 39.19,
      currency: 'USD',
      country: 'US',
      state: 'NY',
    })
    expect(q.lines).toEqual([
      { _id: ten, title: 'Ten', newPrice: 10, tax: 0.89, taxRate: 8.875 },
      { _id: twenty, title: 'Twenty', newPrice: 20, tax: 1.78, taxRate: 8.875 },
    ])
    expect(q.taxes).toEqual([{ name: 'Sales tax', rate: 8.875, amount: 3.2 }])
    expect(q.shippingMethods).toEqual([
      { id: 'standard', name: 'Standard', price: 5.99, estimate: '3–5 business days' },
      { id: 'express', name: 'Express', price: 12.99, estimate: '1–2 business days' },
    ])
  })

  it('ships free from $35, and Express when asked', async () => {
    const free = await quoted({ productIds: [twenty, seventeen], address: NY })
    expect(free).toMatchObject({ subtotal: 37.5, shipping: 0, shippingMethod: 'standard' })
    const express = await quoted({ productIds: [twenty, seventeen], address: NY, shippingMethod: 'express' })
    expect(express).toMatchObject({ shipping: 12.99, shippingMethod: 'express' })
  })

  it('leaves shipping untaxed in California, and charges no tax in a state without a rate', async () => {
    const ca = await quoted({ productIds: [ten], address: { country: 'US', state: 'CA' } })
    expect(ca).toMatchObject({ shipping: 4.99, shippingTax: 0, tax: 0.73, total: 15.72 })
    const il = await quoted({ productIds: [ten], address: { country: 'US', state: 'Illinois' } })
    expect(il).toMatchObject({ tax: 0, taxes: [], total: 14.99, state: 'IL' })
  })

  it('sends Germany international, with VAT at 7 % on books and 19 % on shipping', async () => {
    const q = await quoted({ productIds: [ten, twenty], address: DE })
    // $14.99 + $3.00; 7 % of 10 and 20; 19 % of 17.99 = 3.4181.
    expect(q).toMatchObject({
      subtotal: 30,
      shippingMethod: 'international',
      shipping: 17.99,
      country: 'DE',
      state: '',
    })
    expect(q.taxes).toEqual([
      { name: 'VAT', rate: 7, amount: 2.1 },
      { name: 'VAT', rate: 19, amount: 3.42 },
    ])
    expect(q.total).toBe(53.51)
  })

  it('reads a country typed as a name, as older clients send it', async () => {
    const q = await quoted({ productIds: [ten], address: { country: 'Deutschland', state: '' } })
    expect(q.country).toBe('DE')
  })

  it.each([
    [
      'an unknown country',
      { productIds: () => [ten], address: { country: 'Atlantis', state: 'x' } },
      'address.country',
    ],
    [
      'no state in the US',
      { productIds: () => [ten], address: { country: 'US', state: '' } },
      'address.state',
    ],
    [
      'a state that is not one',
      { productIds: () => [ten], address: { country: 'US', state: 'Ontario' } },
      'address.state',
    ],
    [
      'a method of another zone',
      { productIds: () => [ten], address: DE, shippingMethod: 'express' },
      'shippingMethod',
    ],
    ['a book that does not exist', { productIds: () => [ten, UNKNOWN_ID], address: NY }, 'productIds'],
  ])('refuses %s with 422 naming the field', async (_what, body, field) => {
    const res = await quote({ ...body, productIds: body.productIds() })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({
      error: 'validation',
      message: expect.stringMatching(new RegExp(`^${field.replace('.', '\\.')}: `)),
    })
  })

  it.each([
    ['no books', { productIds: [], address: NY }],
    ['no address', { productIds: [UNKNOWN_ID] }],
    ['a method that is no id', { productIds: [UNKNOWN_ID], address: NY, shippingMethod: 'Next Day!' }],
  ])('refuses %s with 400', async (_what, body) => {
    const res = await quote(body)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: 'validation', message: expect.any(String) })
  })

  it('refuses a country the store does not ship to, once the owner stops shipping there', async () => {
    const token = await adminToken(t)
    const shipping = ShippingSettings.parse(
      (await t.app.inject({ url: apiPaths.shippingSettings.href(), headers: bearer(token) })).json(),
    )
    const usOnly = { zones: shipping.zones.slice(0, 1) }
    const put = await t.app.inject({
      method: 'PUT',
      url: apiPaths.shippingSettings.href(),
      headers: bearer(token),
      payload: usOnly,
    })
    expect(put.statusCode).toBe(200)
    try {
      const res = await quote({ productIds: [ten], address: DE })
      expect(res.statusCode).toBe(422)
      expect(res.json()).toEqual({
        error: 'validation',
        message: 'address.country: We do not ship to Germany',
      })
      const options = CheckoutOptions.parse(
        (await t.app.inject({ url: apiPaths.checkoutOptions.href() })).json(),
      )
      expect(options.countries).toEqual([{ code: 'US', name: 'United States' }])
    } finally {
      await t.app.inject({
        method: 'PUT',
        url: apiPaths.shippingSettings.href(),
        headers: bearer(token),
        payload: shipping,
      })
    }
  })

  it("prices the admin's new rate in the next quote, here and in another process within a second", async () => {
    const other = await buildTestApp({ sameDatabaseAs: t })
    try {
      const before = await quoted({ productIds: [ten], address: NY }, other.app)
      expect(before.tax).toBe(1.33)
      const token = await adminToken(t)
      const taxes = TaxSettings.parse(
        (await t.app.inject({ url: apiPaths.taxSettings.href(), headers: bearer(token) })).json(),
      )
      const raised = {
        rates: taxes.rates.map((r) => (r.region === 'NY' ? { ...r, books: 10, standard: 10 } : r)),
      }
      const put = await t.app.inject({
        method: 'PUT',
        url: apiPaths.taxSettings.href(),
        headers: bearer(token),
        payload: raised,
      })
      expect(put.statusCode).toBe(200)
      try {
        // This process at once; the other within its next check (every 500 ms).
        expect((await quoted({ productIds: [ten], address: NY })).tax).toBe(1.5)
        await expect
          .poll(async () => (await quoted({ productIds: [ten], address: NY }, other.app)).tax, {
            timeout: 1500,
            interval: 100,
          })
          .toBe(1.5)
      } finally {
        await t.app.inject({
          method: 'PUT',
          url: apiPaths.taxSettings.href(),
          headers: bearer(token),
          payload: taxes,
        })
      }
    } finally {
      await other.close()
    }
  })
})

describe('POST /api/orders/ on the quote', () => {
  let orderCount = 0
  const placeWith = (content: Record<string, unknown>) => {
    orderCount += 1
    const body = nestedOrderBody({ shopper: ann, productIds: [ten, twenty], totalPrice: 0 })
    return t.app.inject({
      method: 'POST',
      url: apiPaths.orders.href(),
      headers: { cookie: ann.cookie, origin: TEST_PUBLIC_URL },
      payload: { ...body, content: { ...body.content, ...content } },
      remoteAddress: `10.78.0.${orderCount}`,
    })
  }

  it('charges what the quote said and keeps the breakdown: lines, shipping, each tax, the total', async () => {
    const q = await quoted({ productIds: [ten, twenty], address: NY, shippingMethod: 'express' })
    const res = await placeWith({
      address: { ...NY, city: 'New York' },
      shippingMethod: 'express',
      totalPrice: q.total,
    })
    expect(res.statusCode, res.body).toBe(201)
    const order = Order.parse(res.json())
    expect(order).toMatchObject({
      totalPrice: q.total,
      subtotal: 30,
      tax: q.tax,
      taxes: q.taxes,
      pricesIncludeTax: false,
      shipping: {
        method: 'express',
        name: 'Express',
        estimate: '1–2 business days',
        price: 12.99,
        tax: 1.15,
        taxRate: 8.875,
      },
      address: { country: 'US', state: 'NY' },
      seller: { legalName: 'Bookstore (demo store)', taxId: '' },
      shipment: null,
    })
    expect(order.invoiceNumber).toMatch(new RegExp(`^${new Date().getUTCFullYear()}-\\d{6}$`))
    expect(order.productIds.map((l) => [l.newPrice, l.tax, l.taxRate])).toEqual([
      [10, 0.89, 8.875],
      [20, 1.78, 8.875],
    ])
    const [stored] = await t.db.select().from(orders).where(eq(orders.id, order._id))
    expect(stored).toMatchObject({
      totalPriceCents: Math.round(q.total * 100),
      subtotalCents: 3000,
      shippingCents: 1299,
    })
    const lines = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order._id))
    expect(lines.map((l) => [l.taxRate, l.taxCents])).toEqual([
      [8875, 89],
      [8875, 178],
    ])
  })

  it('refuses a total she has not seen with 409 and the fresh quote, storing nothing and taking no stock', async () => {
    const stock = await bookStock(t.db, ten)
    const count = (await t.db.select({ id: orders.id }).from(orders)).length
    const res = await placeWith({
      address: { ...NY, city: 'New York' },
      shippingMethod: 'standard',
      totalPrice: 30,
    })
    expect(res.statusCode).toBe(409)
    const conflict = OrderTotalConflict.parse(res.json())
    expect(conflict.error).toBe('conflict')
    expect(conflict.message).toContain('$39.19')
    expect(conflict.quote).toMatchObject({ total: 39.19, shipping: 5.99, shippingMethod: 'standard' })
    expect(await bookStock(t.db, ten)).toBe(stock)
    expect((await t.db.select({ id: orders.id }).from(orders)).length).toBe(count)
  })

  it("takes the spec's body without a method: the cheapest, the books' subtotal accepted, the full amount due", async () => {
    const res = await placeWith({
      address: { city: 'Munich', country: 'Germany', state: 'Bayern', zipcode: '80331' },
      totalPrice: 30,
    })
    expect(res.statusCode, res.body).toBe(201)
    const order = Order.parse(res.json())
    expect(order).toMatchObject({
      subtotal: 30,
      totalPrice: 53.51,
      address: { country: 'DE', state: 'Bayern' },
    })
    expect(order.shipping).toMatchObject({ method: 'international', price: 17.99 })
  })

  it.each([
    [
      'a country that names none',
      { address: { city: 'x', country: 'Narnia', state: 'x', zipcode: '1' }, totalPrice: 30 },
      'content.address.country',
    ],
    [
      'a US state missing',
      { address: { city: 'x', country: 'USA', state: '-', zipcode: '1' }, totalPrice: 30 },
      'content.address.state',
    ],
    [
      'a made-up method',
      { address: { ...NY, city: 'x' }, shippingMethod: 'teleport', totalPrice: 30 },
      'shippingMethod',
    ],
  ])('refuses %s with 422 naming the field, storing nothing', async (_what, content, field) => {
    const count = (await t.db.select({ id: orders.id }).from(orders)).length
    const res = await placeWith(content)
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({ error: 'validation', message: expect.stringContaining(`${field}: `) })
    expect((await t.db.select({ id: orders.id }).from(orders)).length).toBe(count)
  })
})
