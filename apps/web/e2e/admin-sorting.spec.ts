// The dashboard's tables sorted by their columns in Chromium against the real server (issue 27 item 5): Manage Books
// by price, then by stock, Orders by total and Customers by spent show the API's first rows in that order, with the
// order in the URL and on the head (aria-sort); a quote added on the Quotes screen, while the list is filtered to
// something else, shows at the top of the list.

import { formatPrice } from '@bookstore/contract/money'
import { formatOrderNumber } from '@bookstore/contract/order-number'
import type { AdminOrder } from '@bookstore/contract/schemas/admin-orders'
import type { Book } from '@bookstore/contract/schemas/book'
import type { Customer } from '@bookstore/contract/schemas/customer'
import type { Quote } from '@bookstore/contract/schemas/quote'
import { listTitle } from '@bookstore/contract/truncate'
import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { confirmDialog } from './account-steps'
import { adminCall, openDashboard, uniqueText } from './admin-steps'
import { getJson } from './demo-books'
import { it } from './fixtures'
import { orderOneBook } from './order-steps'

/** How many of the first rows each check compares. */
const FIRST = 5
/** The table may still show the previous order's rows (kept while the next loads), or a page other specs changed. */
const POLL = { timeout: 15_000, interval: 250 }

/** The table's first rows, each as its cells' texts (the row's header cell included). */
const firstRows = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('table')
    .evaluate((table, n) => {
      const rows = [...table.querySelectorAll('tbody tr')].slice(0, n)
      return rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''))
    }, FIRST)

/** Presses a table head's button, and waits for ?sort= to say `sort`, then for the head to say `direction`. */
async function sortBy(page: Page, head: string, sort: string, direction: 'ascending' | 'descending') {
  const main = page.getByRole('main')
  await main.getByRole('columnheader', { name: head }).getByRole('button', { name: head }).click()
  await page.waitForURL((url) => url.searchParams.get('sort') === sort)
  // The URL changes first; React commits the head's new order in a later task (a navigation is a transition).
  await expect
    .poll(() => main.getByRole('columnheader', { name: head }).getAttribute('aria-sort'), POLL)
    .toBe(direction)
}

describe('sorting the dashboard tables', () => {
  it('sorts Manage Books by price then stock, Orders by total and Customers by spent, as the API does', async ({
    shopperPage,
    dashboardPage: page,
    adminToken,
  }) => {
    // At least one order and one customer who spent something.
    await orderOneBook(shopperPage)
    const admin = async <T>(path: string) => (await adminCall<T>(adminToken, 'GET', path)).body ?? []

    await openDashboard(page, '/dashboard/manage-books')
    const bookRows = (books: Book[]) =>
      books.map((book) => [listTitle(book.title), formatPrice(book.newPrice), String(book.stock)])
    /** Title, price and stock of the manage table's first rows (cover thumbnails have no text). */
    const shownBooks = async () =>
      (await firstRows(page)).map(([, title = '', , price = '', stock = '']) => [title, price, stock])
    /** Whether the table's first rows are the API's first books in `sort`. */
    const showsApiBooks = async (sort: string) => {
      const api = await getJson<Book[]>(`/api/books/?sort=${sort}&limit=${FIRST}`)
      return api.length > 0 && JSON.stringify(await shownBooks()) === JSON.stringify(bookRows(api))
    }

    await sortBy(page, 'Price', 'price-asc', 'ascending')
    await expect.poll(() => showsApiBooks('price-asc'), POLL).toBe(true)

    await sortBy(page, 'Stock', 'stock-asc', 'ascending')
    expect(await page.getByRole('columnheader', { name: 'Price' }).getAttribute('aria-sort')).toBeNull()
    await expect.poll(() => showsApiBooks('stock-asc'), POLL).toBe(true)
    await sortBy(page, 'Stock', 'stock-desc', 'descending')
    await expect.poll(() => showsApiBooks('stock-desc'), POLL).toBe(true)
    const stocks = (await shownBooks()).map(([, , stock]) => Number(stock))
    expect(stocks).toEqual([...stocks].sort((a, b) => b - a))

    await openDashboard(page, '/dashboard/orders')
    await sortBy(page, 'Total', 'total-desc', 'descending')
    /** The number and total of the orders table's first rows. */
    const shownOrders = async () =>
      (await firstRows(page)).map(([, number = '', , , total = '']) => [number, total])
    await expect
      .poll(async () => {
        const api = await admin<AdminOrder[]>(`/api/admin/orders?sort=total-desc&limit=${FIRST}`)
        const want = api.map((order) => [formatOrderNumber(order.number), formatPrice(order.totalPrice)])
        return JSON.stringify(await shownOrders()) === JSON.stringify(want) && want.length > 0
      }, POLL)
      .toBe(true)

    await openDashboard(page, '/dashboard/customers')
    await sortBy(page, 'Total spent', 'spent-desc', 'descending')
    await page.getByRole('table', { name: 'Customers, the most spent first' }).waitFor()
    /** The email and total spent of the customers table's first rows. */
    const shownCustomers = async () =>
      (await firstRows(page)).map(([, email = '', , spent = '']) => [email, spent])
    await expect
      .poll(async () => {
        const api = await admin<Customer[]>(`/api/admin/customers?sort=spent-desc&limit=${FIRST}`)
        const want = api.map((customer) => [customer.email, formatPrice(customer.totalSpent)])
        return JSON.stringify(await shownCustomers()) === JSON.stringify(want) && want.length > 0
      }, POLL)
      .toBe(true)
  })

  it('shows a quote just added at the top of the Quotes list, even from a filtered list', async ({
    adminPage: page,
    adminToken,
  }) => {
    const content = uniqueText('Sorting spec words')
    const main = page.getByRole('main')
    await openDashboard(page, '/dashboard/quotes')
    // Looking at a filtered list that cannot hold the new quote.
    await main.getByLabel('Filter quotes').fill('no quote says this')
    await page.waitForURL((url) => url.searchParams.get('q') === 'no quote says this')

    await main.getByLabel('Content').fill(content)
    await main.getByLabel('Person or organization').fill('The Sorting Suite')
    await main.getByRole('button', { name: 'Add Quote' }).click()
    try {
      await confirmDialog(page, 'Quote added')
      await page.waitForURL((url) => !url.searchParams.has('q'))
      const first = main.getByRole('list', { name: 'Quotes' }).getByRole('listitem').first()
      await first.getByText(content, { exact: false }).waitFor()
      expect(await main.getByLabel('Filter quotes').inputValue()).toBe('')
    } finally {
      const stored = await getJson<Quote[]>(`/api/quotes/?q=${encodeURIComponent(content)}`)
      for (const quote of stored) await adminCall(adminToken, 'DELETE', `/api/quotes/${quote._id}`)
    }
  })
})
