// Steps the orders, profile and dashboard specs share: books a spec may buy, orders placed through the API in the
// page's own session (as the checkout would), and where an orders-history entry sits on the page.

import { apiPaths } from '@bookstore/contract/api-paths'
import { formatOrderNumber } from '@bookstore/contract/order-number'
import { subtotal } from '@bookstore/contract/order-rules'
import type { Book } from '@bookstore/contract/schemas/book'
import type { Order, OrderAddress } from '@bookstore/contract/schemas/order'
import type { Page } from 'playwright-core'
import { inject } from 'vitest'
import { sessionUser } from './account-steps'
import { getBooks } from './demo-books'

/**
 * `count` books to buy, in stock well above the low-stock mark, so that an order (one copy each) changes nothing
 * the catalogue specs look at; `skip` books are left out.
 */
export async function orderableBooks(count: number, skip: readonly Book[] = []): Promise<Book[]> {
  const taken = new Set(skip.map((book) => book._id))
  const books = (await getBooks()).filter((book) => book.stock >= 30 && !taken.has(book._id))
  if (books.length < count) throw new Error(`The demo catalogue has only ${books.length} such books`)
  return books.slice(0, count)
}

export interface ShipTo {
  name: string
  phone: string
  address: OrderAddress
}

export const SHIP_TO: ShipTo = {
  name: 'Ada Lovelace',
  phone: '0123456789',
  address: { city: 'London', country: 'United Kingdom', state: 'Greater London', zipcode: 'SW1Y 4JH' },
}

/**
 * POST /api/orders/ with the spec's body, in the page's signed-in session: userUid and email are the session's,
 * the total the sum of the books' new prices (the server refuses any other). Returns the created order.
 */
export async function placeOrder(
  page: Page,
  books: readonly Book[],
  shipTo: ShipTo = SHIP_TO,
): Promise<Order> {
  const user = await sessionUser(page)
  if (!user) throw new Error('placeOrder needs a signed-in page')
  const baseURL = inject('baseURL')
  const res = await page.request.post(baseURL + apiPaths.orders.href(), {
    data: {
      userUid: user.id,
      content: {
        ...shipTo,
        email: user.email,
        productIds: books.map((book) => book._id),
        totalPrice: subtotal(books),
        delivered: false,
      },
    },
    // Cookie-authenticated writes must come from the store's own origin.
    headers: { Origin: baseURL },
  })
  if (res.status() !== 201) throw new Error(`order failed: ${res.status()} ${await res.text()}`)
  return (await res.json()) as Order
}

/** One orderable book, ordered on `page` (signed in): the dashboard specs' opening. */
export async function orderOneBook(page: Page): Promise<{ book: Book; order: Order }> {
  const [book] = await orderableBooks(1)
  if (!book) throw new Error('no book to buy')
  return { book, order: await placeOrder(page, [book]) }
}

/** An orders-history entry, named after its order's number ('Order #10042'). */
export const orderEntry = (page: Page, order: Pick<Order, 'number'>) =>
  page
    .getByRole('main')
    .getByRole('article', { name: `Order ${formatOrderNumber(order.number)}`, exact: true })

/** A date as the orders screens write it ('March 5, 2025'); the browser runs in this machine's time zone. */
export const orderDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(iso))
