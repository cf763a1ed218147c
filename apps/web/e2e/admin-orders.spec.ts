// The dashboard's orders in Chromium against the real server (issue 17): the admin finds a shopper's order by her email
// and by its number ('#10042', which the shopper's history shows too), downloads the list as CSV, opens the order and
// marks it delivered (after confirming), and the shopper's history says 'Delivered on …'; another order the admin
// cancels (after confirming) says 'Cancelled' to the shopper and its book is back in stock. Both screens are axe clean.

import { formatOrderNumber } from '@bookstore/contract/order-number'
import type { Book } from '@bookstore/contract/schemas/book'
import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { dialog, seriousAxeViolations } from './account-steps'
import { stockOf } from './cart-steps'
import { getBooks } from './demo-books'
import { it } from './fixtures'
import { orderDate, orderEntry, orderOneBook, orderableBooks, placeOrder } from './order-steps'

/** A book to buy and cancel: in stock, and from the end of the catalogue, where the other specs do not buy. */
async function bookToCancel(skip: readonly Book[]): Promise<Book> {
  const taken = new Set(skip.map((book) => book._id))
  const book = (await getBooks()).findLast((candidate) => candidate.stock >= 30 && !taken.has(candidate._id))
  if (!book) throw new Error('The demo catalogue has no such book')
  return book
}

/** Opens the dashboard's orders searched for `text` and waits for the row of `email`. */
async function findOrders(page: Page, text: string, email: string): Promise<void> {
  await page.goto('/dashboard/orders')
  await page.getByRole('heading', { level: 2, name: 'Orders' }).waitFor()
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(text)
  await page.waitForURL((url) => url.searchParams.get('q') === text)
  await page.getByRole('row').filter({ hasText: email }).first().waitFor()
}

/** Opens the order on `page`'s list from its row, and waits for its page. */
async function openOrder(page: Page, orderId: string): Promise<void> {
  await page.getByRole('row').filter({ hasText: 'In transit' }).first().getByRole('link').click()
  await page.waitForURL(`**/dashboard/orders/${orderId}`)
  await page.getByRole('region', { name: 'Customer' }).waitFor()
}

const stateOf = (page: Page) => page.getByRole('region', { name: 'State' })

describe('dashboard orders', () => {
  it("finds the shopper's order by her email, downloads it as CSV, marks it delivered; she sees 'Delivered on …'", async ({
    shopperPage,
    shopper,
    dashboardPage: admin,
  }) => {
    const { book, order } = await orderOneBook(shopperPage)

    await findOrders(admin, shopper.email, shopper.email)
    const rows = admin.getByRole('row').filter({ hasText: shopper.email })
    expect(await rows.count()).toBe(1)
    expect(await rows.first().textContent()).toContain('1 item')
    // The order's number (issue 27 item 5) in its own column, as the shopper's history shows it: the row's link
    // (issue 37 item 7).
    const number = formatOrderNumber(order.number)
    await rows.first().getByRole('link', { name: number, exact: true }).waitFor()
    await shopperPage.goto('/orders')
    await orderEntry(shopperPage, order).getByText(number, { exact: true }).waitFor()
    // It finds the order: the list opened searched for it answers that search first, and holds that order alone.
    await admin.goto(`/dashboard/orders?q=${encodeURIComponent(number)}`)
    await admin
      .getByRole('row')
      .filter({ hasText: shopper.email })
      .getByRole('rowheader', { name: number })
      .waitFor()
    expect(await admin.getByRole('table').locator('tbody tr').count()).toBe(1)
    expect(await seriousAxeViolations(admin)).toEqual([])

    const download = admin.waitForEvent('download')
    await admin.getByRole('button', { name: 'Download CSV' }).click()
    const file = await (await download).path()
    const csv = await readFile(file, 'utf8')
    expect(csv).toContain(`"${order._id}",${order.number},`)
    expect(csv).toContain(shopper.email)

    await openOrder(admin, order._id)
    await admin.getByRole('heading', { level: 1, name: `Order ${number}`, exact: true }).waitFor()
    expect(await admin.getByRole('region', { name: 'Customer' }).textContent()).toContain(shopper.email)
    expect(await admin.getByRole('region', { name: 'Items (1)' }).textContent()).toContain(book.title)
    expect(await seriousAxeViolations(admin)).toEqual([])

    // It asks first, as cancelling does: the shopper is mailed.
    await admin.getByRole('button', { name: 'Mark as delivered' }).click()
    await dialog(admin).getByRole('button', { name: 'Not yet' }).click()
    await dialog(admin).waitFor({ state: 'detached' })
    expect(await stateOf(admin).getByText('In transit', { exact: true }).count()).toBe(1)
    await admin.getByRole('button', { name: 'Mark as delivered' }).click()
    await dialog(admin).getByText('Mark this order as delivered?', { exact: true }).waitFor()
    expect(await seriousAxeViolations(admin)).toEqual([])
    await dialog(admin).getByRole('button', { name: 'Yes, it was delivered' }).click()
    await stateOf(admin)
      .getByText(/^Delivered on .+ by /)
      .waitFor()
    expect(await admin.getByRole('button', { name: 'Mark as delivered' }).count()).toBe(0)

    await shopperPage.goto('/orders')
    const entry = orderEntry(shopperPage, order)
    await entry.getByText(`Delivered on ${orderDate(new Date().toISOString())}`, { exact: true }).waitFor()
  })

  it("cancels an order after confirming: the shopper sees 'Cancelled' and its book is back in stock", async ({
    shopperPage,
    shopper,
    dashboardPage: admin,
  }) => {
    const book = await bookToCancel(await orderableBooks(1))
    const stockBefore = await stockOf(book._id)
    const order = await placeOrder(shopperPage, [book])
    // A sale's stock count reaches stored catalogue answers within one period (ADR 003).
    await expect.poll(() => stockOf(book._id), { timeout: 20_000, interval: 500 }).toBe(stockBefore - 1)

    await findOrders(admin, shopper.email, shopper.email)
    await openOrder(admin, order._id)

    // Keeping the order changes nothing.
    await admin.getByRole('button', { name: 'Cancel order' }).click()
    await dialog(admin).getByRole('button', { name: 'Keep the order' }).click()
    await dialog(admin).waitFor({ state: 'detached' })
    expect(await stateOf(admin).getByText('In transit', { exact: true }).count()).toBe(1)

    await admin.getByRole('button', { name: 'Cancel order' }).click()
    await dialog(admin).getByText('Cancel this order?', { exact: true }).waitFor()
    await dialog(admin).getByRole('button', { name: 'Yes, cancel it' }).click()
    await stateOf(admin)
      .getByText(/^Cancelled on .+ by /)
      .waitFor()
    expect(await admin.getByRole('button', { name: 'Cancel order' }).count()).toBe(0)

    await shopperPage.goto('/orders')
    await orderEntry(shopperPage, order).getByText('Cancelled', { exact: true }).waitFor()
    await expect.poll(() => stockOf(book._id), { timeout: 20_000, interval: 500 }).toBe(stockBefore)
  })
})
