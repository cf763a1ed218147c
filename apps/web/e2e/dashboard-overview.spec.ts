// The dashboard's overview against the real server: the figures of GET /api/admin and the monthly revenue (issue 6),
// and the cards the spec drew as samples, now the store's (issue 27 item 4): 'Orders left' counts the orders in
// transit (a delivered and a cancelled one left out), 'Website visits (last day)' the pages a browser loaded
// (headless Chromium names itself and is a robot), 'Users by average order' a customer's orders not cancelled. The
// header's search finds a customer's orders and account; the bell lists the new orders until the admin has seen them.

import { apiPaths } from '@bookstore/contract/api-paths'
import { formatPrice, fromCents, toCents } from '@bookstore/contract/money'
import { formatOrderNumber } from '@bookstore/contract/order-number'
import type { AdminStats } from '@bookstore/contract/schemas/admin'
import type { AdminOverview } from '@bookstore/contract/schemas/admin-overview'
import type { Order } from '@bookstore/contract/schemas/order'
import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { seriousAxeViolations } from './account-steps'
import { adminCall, openDashboard } from './admin-steps'
import { it } from './fixtures'
import { orderableBooks, placeOrder } from './order-steps'

/** What a person's Chrome sends: counted as a visit, unlike headless Chromium's own 'HeadlessChrome'. */
const PERSON_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

const overviewOf = async (token: string): Promise<AdminOverview> => {
  const { body } = await adminCall<AdminOverview>(token, 'GET', apiPaths.adminOverview.href())
  if (!body) throw new Error('GET /api/admin/overview answered nothing')
  return body
}

/** A figure card's number ('02'), found by its title. */
const cardFigure = (page: Page, title: string) =>
  page.getByRole('region', { name: title, exact: true }).locator('p').first()

/** A number as the cards write it: two digits at least. */
const asCard = (value: number) => value.toLocaleString('en-US', { minimumIntegerDigits: 2 })

describe('dashboard', () => {
  it("shows the store's real figures and monthly revenue", async ({ adminPage: page, adminToken }) => {
    const stats = (await adminCall<AdminStats>(adminToken, 'GET', '/api/admin')).body
    if (!stats) throw new Error('GET /api/admin answered nothing')
    await openDashboard(page)
    const figure = (label: string) =>
      page
        .locator('dl > div')
        .filter({ has: page.getByText(label, { exact: true }) })
        .locator('dd')

    await expect.poll(() => figure('Products').innerText()).toBe(String(stats.totalBooks))
    expect(await figure('Total Sales').innerText()).toBe(formatPrice(stats.totalSales))
    expect((await figure('Trending Books in This Month').innerText()).replace(/\s+/g, ' ')).toBe(
      `${stats.trendingBooks} (13%)`,
    )
    expect(await figure('Total Orders').innerText()).toBe(String(stats.totalOrders))
    expect(stats.totalBooks).toBeGreaterThan(0)

    const months = page.getByRole('table', { name: 'Revenue and orders per month' }).locator('tbody tr')
    expect(await months.count()).toBe(12)
    const latest = stats.monthlySales.at(-1)
    if (!latest) throw new Error('no monthly sales')
    expect(await months.last().locator('td').first().textContent()).toBe(formatPrice(latest.revenue))
  })

  it('fills the sample cards from the store: orders in transit, visits by people, customers by average order', async ({
    shopperPage,
    shopper,
    dashboardPage: page,
    adminToken,
    newPage,
  }) => {
    const before = await overviewOf(adminToken)

    // Three orders: one stays in transit, one is delivered, one cancelled. Her first is large, so that her
    // average (the cancelled one left out) is among the highest.
    const [first, second, third] = [
      await placeOrder(shopperPage, await orderableBooks(6)),
      await placeOrder(shopperPage, await orderableBooks(1)),
      await placeOrder(shopperPage, await orderableBooks(2)),
    ] as [Order, Order, Order]
    expect((await adminCall(adminToken, 'POST', apiPaths.deliverOrder.href(second._id))).status).toBe(200)
    expect((await adminCall(adminToken, 'POST', apiPaths.cancelOrder.href(third._id))).status).toBe(200)

    // Pages loaded by headless Chromium are a robot's; one loaded by a person's browser is a visit.
    const robot = await newPage()
    await robot.goto('/')
    await robot.goto('/about')
    const person = await newPage()
    await person.setExtraHTTPHeaders({ 'User-Agent': PERSON_AGENT })
    await person.goto('/about')
    // Each process writes its counts every few seconds, and the overview is made once a second.
    await expect
      .poll(async () => (await overviewOf(adminToken)).visitsLastDay, { timeout: 15_000 })
      .toBeGreaterThan(before.visitsLastDay)
    const after = await overviewOf(adminToken)
    expect(after.visitsLastDay).toBe(before.visitsLastDay + 1)
    expect(after.ordersInTransit).toBe(before.ordersInTransit + 1)
    // In whole cents, as the store averages them.
    const average = fromCents(Math.round((toCents(first.totalPrice) + toCents(second.totalPrice)) / 2))
    expect(after.customersByAverageOrder).toContainEqual({
      uid: first.userUid,
      name: shopper.username,
      orders: 2,
      averageOrder: average,
      accountDeleted: false,
    })

    await openDashboard(page)
    await expect.poll(() => cardFigure(page, 'Orders left').innerText()).toBe(asCard(after.ordersInTransit))
    expect(await cardFigure(page, 'Website visits (last day)').innerText()).toBe(asCard(after.visitsLastDay))
    const her = page
      .getByRole('region', { name: 'Users by average order', exact: true })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: shopper.username, exact: true }) })
    expect((await her.innerText()).replace(/\s+/g, ' ')).toBe(
      `${shopper.username.charAt(0).toUpperCase()} ${shopper.username} 2 orders ${formatPrice(average)}`,
    )
    // The spec's placeholder chart stays as the spec draws it.
    await page.getByText('Students by type of studying', { exact: true }).waitFor()
    await her.getByRole('link').click()
    await page.getByRole('heading', { level: 1, name: shopper.username, exact: true }).waitFor()
  })

  it("finds a customer's orders and account from the header's search, and rings for new orders until seen", async ({
    shopperPage,
    shopper,
    dashboardPage: page,
  }) => {
    const orders = [
      await placeOrder(shopperPage, await orderableBooks(1)),
      await placeOrder(shopperPage, await orderableBooks(1)),
    ]

    await openDashboard(page)
    const search = page.getByRole('search').getByRole('searchbox', { name: 'Search' })
    await search.fill(shopper.email)
    await search.press('Enter')
    await page.waitForURL((url) => url.pathname === '/dashboard/search')
    await page.getByRole('heading', { level: 1, name: `Search: “${shopper.email}”` }).waitFor()
    const part = (name: string) => page.getByRole('region', { name, exact: true })
    await part('Books').getByText('No book matches.', { exact: true }).waitFor()
    for (const order of orders) {
      await part('Orders')
        .getByRole('link', { name: formatOrderNumber(order.number), exact: true })
        .waitFor()
    }
    await part('Customers').getByRole('link', { name: shopper.username, exact: true }).waitFor()
    // The text stays in the box on the results.
    expect(await search.inputValue()).toBe(shopper.email)
    await page.waitForLoadState('networkidle')
    expect(await seriousAxeViolations(page)).toEqual([])

    // Nothing was seen in this browser yet: her orders are new, until the list has been opened.
    const bell = page.getByRole('button', { name: /^Notifications/ })
    await expect.poll(() => bell.getAttribute('aria-label')).toMatch(/^Notifications, \d+ new$/)
    await bell.click()
    const panel = page.getByRole('region', { name: 'Notifications', exact: true })
    for (const order of orders) {
      await panel.getByRole('link', { name: new RegExp(`^${formatOrderNumber(order.number)} · `) }).waitFor()
    }
    await panel.getByRole('heading', { name: 'Low stock', exact: true }).waitFor()
    // Opened means seen: the badge goes while the list still shows them.
    expect(await bell.getAttribute('aria-label')).toBe('Notifications')
    expect(await seriousAxeViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    expect(await panel.count()).toBe(0)
    expect(await bell.getAttribute('aria-label')).toBe('Notifications')

    // Seen stays seen in this browser; a later order rings again.
    const later = await placeOrder(shopperPage, await orderableBooks(1))
    // The overview is made once a second: a reload soon after may still answer the one before the order.
    await expect
      .poll(async () => {
        await openDashboard(page)
        return bell.getAttribute('aria-label')
      })
      .toBe('Notifications, 1 new')
    await bell.click()
    await panel.getByRole('link', { name: new RegExp(`^${formatOrderNumber(later.number)} · `) }).waitFor()
  })
})
