// What the orders screens' tests share: the shopper who placed the orders, signed in, and her orders as the API sends
// them.
import type { Order, OrderLine } from '@bookstore/contract/schemas/order'
import { bookDetail as catalogueBook } from './books-kit'
import { ADA, signedIn } from './shopper-kit'

export const SHOPPER = { ...ADA, name: 'Ada Lovelace' }

export const session = signedIn(SHOPPER)

export const line = (n: number, overrides: Partial<OrderLine> = {}): OrderLine => ({
  _id: `book-${n}`,
  title: `Book number ${n}`,
  coverImage: `cover-${n}.webp`,
  newPrice: 10 + n,
  tax: 0,
  taxRate: 0,
  ...overrides,
})

/**
 * The price of an order of books `subtotal` dollars with no shipping or tax (as orders placed before issue 39 read),
 * its invoice and seller: override what a test prices.
 */
export const unpricedFields = (subtotal: number) =>
  ({
    subtotal,
    shipping: { method: '', name: '', estimate: '', price: 0, tax: 0, taxRate: 0 },
    taxes: [],
    tax: 0,
    pricesIncludeTax: false,
    invoiceNumber: '2025-000042',
    seller: {
      legalName: 'Bookstore Ltd',
      address: '1 Main St\nSpringfield',
      email: 'shop@example.com',
      taxId: '',
    },
    shipment: null,
  }) satisfies Partial<Order>

export const ORDER_ID = '0b5a3a52-4c1e-4a0e-9d55-1f2d7e3c9a10'
/** The order's number, as the store numbers orders (issue 27 item 5); the screens write it '#10042'. */
export const ORDER_NUMBER = 10042

/** What the order's shopper gave, as the order screens write it: name, email, phone and the address's lines. */
export const SHOPPER_DETAILS_TEXTS = [
  'Ada Lovelace',
  SHOPPER.email,
  '5550100',
  '12 Elm St',
  'Springfield, IL 62704',
  'USA',
] as const

export const order = (overrides: Partial<Order> = {}): Order => ({
  _id: ORDER_ID,
  number: ORDER_NUMBER,
  userUid: SHOPPER.id,
  name: 'Ada Lovelace',
  email: SHOPPER.email,
  address: { street: '12 Elm St', city: 'Springfield', country: 'USA', state: 'IL', zipcode: '62704' },
  phone: '5550100',
  productIds: [line(1), line(2)],
  totalPrice: 23,
  ...unpricedFields(23),
  delivered: false,
  status: false,
  cancelled: false,
  deliveredAt: null,
  cancelledAt: null,
  // Noon UTC: the same calendar day in every time zone the tests may run in.
  createdAt: '2025-03-05T12:00:00.000Z',
  placedAt: '2025-03-05T12:00:00.000Z',
  ...overrides,
})

/** GET /api/books/{id} as the catalogue answers it for line `n`'s book, for Buy it again. */
export const bookDetail = (n: number, stock = 5) =>
  catalogueBook({
    _id: `book-${n}`,
    title: `Book number ${n}`,
    coverImage: `cover-${n}.webp`,
    oldPrice: 20 + n,
    newPrice: 10 + n,
    stock,
  })
