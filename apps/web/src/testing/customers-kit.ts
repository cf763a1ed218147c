// What the dashboard customers screens' tests share (issue 17): customers as the API sends them, and
// GET /api/admin/customers answered a page at a time over a list, as the API answers it.
import type { AdminOrder } from '@bookstore/contract/schemas/admin-orders'
import type { Customer } from '@bookstore/contract/schemas/customer'
import type { Handler } from './fake-fetch'
import { pageAnswer } from './list-kit'
import { order } from './orders-kit'

/** Customer n (1 = newest), joined n days before noon UTC on 2025-03-05 (the same day in every time zone). */
export const customer = (n: number, overrides: Partial<Customer> = {}): Customer => ({
  uid: `uid${n}`,
  name: `Customer ${n}`,
  email: `customer${n}@example.org`,
  username: `customer${n}`,
  joinedAt: new Date(Date.UTC(2025, 2, 5, 12) - n * 86_400_000).toISOString(),
  orders: 0,
  cancelledOrders: 0,
  totalSpent: 0,
  lastOrderAt: null,
  ...overrides,
})

export const ADA_CUSTOMER = customer(1, {
  uid: 'ada-uid',
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  username: 'ada',
  orders: 3,
  totalSpent: 61.5,
  lastOrderAt: '2025-03-20T12:00:00.000Z',
})

/** `count` customers, newest first. */
export const customers = (count: number): Customer[] =>
  Array.from({ length: count }, (_, i) => customer(i + 1))

/** GET /api/admin/customers over `list()`: `q` in the name, email or username (any case), a page, X-Total-Count. */
export const serveCustomers =
  (list: () => Customer[]): Handler =>
  (_body, { query = {} }) => {
    const q = query.q?.toLowerCase()
    const matching = list().filter(
      (c) => !q || [c.name, c.email, c.username].some((field) => field.toLowerCase().includes(q)),
    )
    return pageAnswer(matching, query)
  }

/** Order n of a customer (1 = newest), placed n days before noon UTC on 2025-03-20, as the dashboard sees it. */
export const customerOrder = (n: number, overrides: Partial<AdminOrder> = {}): AdminOrder => {
  const placedAt = new Date(Date.UTC(2025, 2, 20, 12) - (n - 1) * 86_400_000).toISOString()
  return {
    ...order({
      _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      // Newer orders have higher numbers.
      number: 10100 - n,
      placedAt,
      createdAt: placedAt,
    }),
    shippedBy: null,
    deliveredBy: null,
    cancelledBy: null,
    ...overrides,
  }
}
