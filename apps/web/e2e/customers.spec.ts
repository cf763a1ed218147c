// The dashboard's customers in Chromium against the real server (issue 17): the admin finds a shopper who ordered by
// searching part of her username, sees her figures, opens her page and her order there, and goes on to the order's
// page; a shopper who never ordered is found by her email and her page says so; a search for nobody says so. Both
// screens are axe clean.

import { formatPrice } from '@bookstore/contract/money'
import { formatOrderNumber } from '@bookstore/contract/order-number'
import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { seriousAxeViolations } from './account-steps'
import { it } from './fixtures'
import { orderOneBook } from './order-steps'

/** Opens the dashboard's customers on a page holding the admin token, searched for `text`. */
async function searchCustomers(page: Page, text: string): Promise<void> {
  await page.goto('/dashboard/customers')
  await page.getByRole('heading', { level: 2, name: 'Customers' }).waitFor()
  await page.getByRole('searchbox', { name: 'Search customers' }).fill(text)
  await page.waitForURL((url) => url.searchParams.get('q') === text)
}

const customerRows = (page: Page) =>
  page.getByRole('table', { name: 'Customers, newest first' }).getByRole('row')

describe('dashboard customers', () => {
  it('finds the shopper by searching, opens her page and sees her order there', async ({
    shopperPage,
    shopper,
    dashboardPage: admin,
  }) => {
    const { order } = await orderOneBook(shopperPage)

    // Part of her username, in capitals: the search ignores case.
    await searchCustomers(admin, shopper.username.slice(0, -2).toUpperCase())
    const row = customerRows(admin).filter({ hasText: shopper.email })
    await row.waitFor()
    // The unfiltered list (which holds her too) can still be on screen as the URL takes the search: wait for the answer.
    await expect.poll(() => customerRows(admin).count()).toBe(2) // the header row and hers
    const cells = await row.locator('td').allTextContents()
    expect(cells.slice(0, 3)).toEqual([shopper.email, '1', formatPrice(order.totalPrice)])
    await admin.waitForLoadState('networkidle')
    expect(await seriousAxeViolations(admin)).toEqual([])

    await row.getByRole('link', { name: shopper.username }).click()
    await admin.waitForURL(`**/dashboard/customers/${order.userUid}`)
    await admin.getByRole('heading', { level: 2, name: shopper.username }).waitFor()
    const orders = admin.getByRole('table', { name: 'Her orders, newest first' })
    const orderRow = orders.getByRole('row').nth(1)
    await orderRow.waitFor()
    expect(await orders.getByRole('row').count()).toBe(2)
    // After the date: the number, which names the row and links to the order (issue 37 item 7), and its figures.
    const orderCells = await orderRow.locator(':scope > th, :scope > td').allTextContents()
    expect(orderCells.slice(1)).toEqual([
      formatOrderNumber(order.number),
      '1 item',
      formatPrice(order.totalPrice),
      'In transit',
    ])
    expect(await admin.getByRole('definition').allTextContents()).toContain(shopper.email)
    await admin.waitForLoadState('networkidle')
    expect(await seriousAxeViolations(admin)).toEqual([])

    await orderRow.getByRole('link', { name: formatOrderNumber(order.number), exact: true }).click()
    await admin.waitForURL(`**/dashboard/orders/${order._id}`)
  })

  it("finds a shopper who never ordered by her email, whose page says 'No orders yet'; a search for nobody says so", async ({
    signedOutShopper: shopper,
    adminPage: admin,
  }) => {
    await searchCustomers(admin, shopper.email)
    const row = customerRows(admin).filter({ hasText: shopper.email })
    await row.waitFor()
    expect((await row.locator('td').allTextContents()).slice(0, 4)).toEqual([
      shopper.email,
      '0',
      '$0.00',
      'Never',
    ])

    await row.getByRole('link', { name: shopper.username }).click()
    await admin.getByText('No orders yet', { exact: true }).waitFor()
    await admin.getByRole('link', { name: 'Back to customers' }).click()
    await admin.waitForURL((url) => url.pathname === '/dashboard/customers')

    const nobody = `${shopper.username}-nobody`
    await searchCustomers(admin, nobody)
    await admin.getByText(`No customers match “${nobody}”`, { exact: true }).waitFor()
  })
})
