// Order schemas: both body forms normalised to the spec's nested one, and the checks on phone, ids, totals and address.

import { describe, expect, it } from 'vitest'
import { COPIES_CAP_MESSAGE } from '../order-rules'
import { CreateOrderBody, ORDER_MAX_ITEMS, Order, OrdersByEmailParams } from './order'

const BOOK = '3f2b8c1e-9a4d-4c6b-8e2f-1a2b3c4d5e6f'
const OTHER = '00000000-0000-4000-8000-000000000000'

const content = {
  name: ' Ada Lovelace ',
  email: 'ada@example.org',
  address: { city: 'London', country: 'UK', state: 'Greater London', zipcode: 'NW1 6XE' },
  phone: '+44 20 7946 0958',
  productIds: [BOOK, OTHER],
  totalPrice: 31.5,
  delivered: false,
}

const flat = {
  userUid: 'u1',
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  address: content.address,
  phone: '+44 20 7946 0958',
  productIds: [BOOK, OTHER],
  totalPrice: 31.5,
  delivered: false,
}

/** `flat` as the nested body both forms are normalised to. */
const { userUid: _uid, ...trimmedContent } = flat
const nested = { userUid: 'u1', content: trimmedContent }

const parse = (body: unknown) => CreateOrderBody.safeParse(body)
const withContent = (change: object) => ({ userUid: 'u1', content: { ...content, ...change } })

describe('CreateOrderBody', () => {
  it("takes the spec's nested body as it is, trimming text", () => {
    expect(CreateOrderBody.parse({ userUid: 'u1', content })).toEqual(nested)
  })

  it('accepts the flat form, with a street line, normalised to the nested one', () => {
    const address = { ...content.address, street: ' 12 Baker St ' }
    expect(CreateOrderBody.parse({ ...flat, address })).toEqual({
      ...nested,
      content: { ...nested.content, address: { ...content.address, street: '12 Baker St' } },
    })
  })

  it('accepts a total sent as a string with at most 2 decimals, and leaves delivered optional', () => {
    const { delivered: _, ...rest } = content
    expect(CreateOrderBody.parse({ userUid: 'u1', content: { ...rest, totalPrice: '31.50' } })).toMatchObject(
      {
        content: { totalPrice: 31.5 },
      },
    )
    expect(parse(withContent({ totalPrice: '31.505' })).success).toBe(false)
    expect(parse(withContent({ totalPrice: 'free' })).success).toBe(false)
  })

  it.each([
    ['a phone with letters', { phone: 'call me maybe' }],
    ['a phone too short', { phone: '12' }],
    ['an id that is not a book id', { productIds: [BOOK, 'not-a-uuid'] }],
    ['no books', { productIds: [] }],
    ['a book named twice (one copy a title)', { productIds: [BOOK, BOOK] }],
    ['too many books', { productIds: Array.from({ length: ORDER_MAX_ITEMS + 1 }, () => BOOK) }],
    ['a bad email', { email: 'ada' }],
    ['a blank name', { name: '   ' }],
    ['a missing zipcode', { address: { city: 'London', country: 'UK', state: 'GL' } }],
    ['delivered that is no boolean', { delivered: 'yes' }],
  ])('refuses %s', (_, change) => {
    expect(parse(withContent(change)).success).toBe(false)
    expect(parse({ ...flat, ...change }).success).toBe(false)
  })

  it('says why it refuses a book named twice, in either form of the body', () => {
    const messages = (body: unknown) => parse(body).error?.issues.map((issue) => issue.message)
    const twice = [BOOK, BOOK]
    expect(messages(withContent({ productIds: twice }))).toEqual([COPIES_CAP_MESSAGE])
    expect(messages({ ...flat, productIds: twice })).toEqual([COPIES_CAP_MESSAGE])
    expect(COPIES_CAP_MESSAGE).toBe('An order holds at most 1 copy of each book')
  })

  it('takes a body without userUid (issue 25: the server fills in the session uid)', () => {
    expect(parse({ content }).success).toBe(true)
    const { userUid: _, ...noUid } = flat
    expect(parse(noUid).success).toBe(true)
  })
})

/** An order as the API sends it. */
const ORDER = {
  _id: OTHER,
  number: 10042,
  userUid: 'u1',
  name: 'Ada',
  email: 'ada@example.org',
  address: { street: '', ...content.address },
  phone: '5551234',
  productIds: [],
  totalPrice: 0,
  // What it was charged (issue 39): an order of no shipping and no tax.
  subtotal: 0,
  shipping: { method: '', name: '', estimate: '', price: 0, tax: 0, taxRate: 0 },
  taxes: [],
  tax: 0,
  pricesIncludeTax: false,
  invoiceNumber: '2026-000001',
  seller: { legalName: 'Shop', address: '1 Main St', email: 'shop@example.org', taxId: '' },
  shipment: null,
  delivered: false,
  status: false,
  cancelled: false,
  deliveredAt: null,
  cancelledAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  placedAt: '2026-01-01T00:00:00.000Z',
}

describe('Order', () => {
  it('reads an order with a line whose book was deleted', () => {
    const order = {
      ...ORDER,
      productIds: [{ _id: null, title: 'Gone', coverImage: 'gone.webp', newPrice: 9.99, tax: 0, taxRate: 0 }],
      totalPrice: 9.99,
    }
    expect(Order.parse(order)).toEqual(order)
  })

  it('has a number, a positive integer', () => {
    const order = Order.parse({ ...ORDER, number: 10001 })
    expect(order.number).toBe(10001)
    for (const number of [undefined, 0, -1, 10001.5, '10001']) {
      expect(Order.safeParse({ ...ORDER, number }).success).toBe(false)
    }
  })
})

describe('OrdersByEmailParams', () => {
  it('takes an email and refuses anything else', () => {
    expect(OrdersByEmailParams.safeParse({ email: 'ada@example.org' }).success).toBe(true)
    expect(OrdersByEmailParams.safeParse({ email: 'ada' }).success).toBe(false)
  })
})
