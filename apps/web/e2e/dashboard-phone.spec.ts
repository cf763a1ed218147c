// The dashboard on a 390 px phone (issue 27 item 3), in Chromium against the real server: no screen scrolls sideways;
// Manage Books and Orders show each row's name, price, stock or total, state and actions inside the screen (Manage
// Books with each cover's thumbnail, item 5); the side navigation folds into a Menu that opens, navigates, and closes
// on a choice and on Escape; the overview, Manage Books and Orders are axe clean, the menu open once.

import { formatOrderNumber } from '@bookstore/contract/order-number'
import type { Locator, Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { sessionUser, seriousAxeViolations } from './account-steps'
import { openDashboard } from './admin-steps'
import { it, PHONE_390 } from './fixtures'
import { orderOneBook } from './order-steps'

const WIDTH = PHONE_390.width

/** How wide the page is drawn: more than the window means it scrolls sideways. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth)

/** Opens `route` and waits for the shell to head it with `heading` and for its data to arrive. */
async function visit(page: Page, route: string, heading: string): Promise<void> {
  await page.goto(route)
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor()
  await page.waitForLoadState('networkidle')
}

/** The cell of `row` under the column head `name` (a row header included), found by the head's place. */
async function cellUnder(table: Locator, row: Locator, name: string): Promise<Locator> {
  const heads = await table.locator('thead th').allTextContents()
  // A sortable head holds its sort button's mark after the name ('Price↕').
  const index = heads.findIndex((text) => {
    const head = text.trim()
    return head.startsWith(name) && !/[\w ]/.test(head.slice(name.length))
  })
  if (index < 0) throw new Error(`no column '${name}' in ${heads.join(', ')}`)
  return row.locator(':scope > th, :scope > td').nth(index)
}

/** Where each element's right edge is, or why it is not on screen: every one should be inside the window. */
async function rightEdges(items: Record<string, Locator>): Promise<Record<string, number | string>> {
  const edges: Record<string, number | string> = {}
  for (const [name, item] of Object.entries(items)) {
    const box = await item.boundingBox()
    if (box === null || box.width === 0) edges[name] = 'not shown'
    else edges[name] = box.x < 0 ? 'left of the screen' : Math.ceil(box.x + box.width)
  }
  return edges
}

const within = (edges: Record<string, number | string>) =>
  Object.entries(edges).filter(([, edge]) => typeof edge !== 'number' || edge > WIDTH)

const menuButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Menu' })

describe('the dashboard on a 390 px phone', () => {
  it.override({ viewport: PHONE_390 })

  it('draws every dashboard screen within 390 px', async ({ shopperPage, shopper, dashboardPage: admin }) => {
    const { book, order } = await orderOneBook(shopperPage)
    const user = await sessionUser(shopperPage)
    if (!user) throw new Error('the shopper is not signed in')
    const screens: [route: string, heading: string][] = [
      ['/dashboard', 'Dashboard'],
      ['/dashboard/add-new-book', 'Add Book'],
      [`/dashboard/edit-book/${book._id}`, 'Edit Book'],
      ['/dashboard/manage-books', 'Manage Books'],
      ['/dashboard/orders', 'Orders'],
      [`/dashboard/orders/${order._id}`, `Order ${formatOrderNumber(order.number)}`],
      ['/dashboard/customers', 'Customers'],
      [`/dashboard/customers/${user.id}`, shopper.username],
      ['/dashboard/quotes', 'Quotes'],
      ['/dashboard/mail', 'Failed mail'],
      ['/dashboard/search?q=fra', 'Search: “fra”'],
    ]
    const wider: [string, number][] = []
    for (const [route, heading] of screens) {
      await visit(admin, route, heading)
      const width = await pageWidth(admin)
      if (width > WIDTH) wider.push([route, width])
    }
    expect(wider, 'screens wider than the phone').toEqual([])
  })

  it("shows a row's name, figures, state and actions inside the screen on Manage Books and Orders", async ({
    shopperPage,
    dashboardPage: admin,
  }) => {
    const { book, order } = await orderOneBook(shopperPage)

    // The whole first page, its longest titles included, fits without scrolling the table sideways.
    await visit(admin, '/dashboard/manage-books', 'Manage Books')
    expect(within(await rightEdges({ table: admin.getByRole('table') }))).toEqual([])

    await visit(admin, `/dashboard/manage-books?q=${encodeURIComponent(book.title)}`, 'Manage Books')
    const books = admin.getByRole('table')
    const bookRow = books
      .getByRole('row')
      .filter({ has: admin.getByRole('link', { name: `Edit ${book.title}` }) })
    await bookRow.waitFor()
    // The cover's thumbnail (item 5): decorative beside the title, so alt="".
    const thumbnail = bookRow.locator('img')
    expect(await thumbnail.getAttribute('alt')).toBe('')
    expect(await thumbnail.getAttribute('loading')).toBe('lazy')
    expect(
      within(
        await rightEdges({
          thumbnail,
          title: await cellUnder(books, bookRow, 'Book Title'),
          price: await cellUnder(books, bookRow, 'Price'),
          stock: await cellUnder(books, bookRow, 'Stock'),
          edit: bookRow.getByRole('link', { name: `Edit ${book.title}` }),
          delete: bookRow.getByRole('button', { name: `Delete ${book.title}` }),
        }),
      ),
    ).toEqual([])
    expect(await pageWidth(admin)).toBeLessThanOrEqual(WIDTH)
    expect(await seriousAxeViolations(admin)).toEqual([])

    const number = formatOrderNumber(order.number)
    await visit(admin, `/dashboard/orders?q=${encodeURIComponent(number)}`, 'Orders')
    const orders = admin.getByRole('table')
    const orderRow = orders.getByRole('row').filter({ hasText: number })
    await orderRow.waitFor()
    expect(
      within(
        await rightEdges({
          table: orders,
          date: await cellUnder(orders, orderRow, 'Date'),
          number: await cellUnder(orders, orderRow, 'Number'),
          total: await cellUnder(orders, orderRow, 'Total'),
          state: await cellUnder(orders, orderRow, 'State'),
          link: orderRow.getByRole('link'),
        }),
      ),
    ).toEqual([])
    expect(await seriousAxeViolations(admin)).toEqual([])

    // The order's own page: its fulfilment buttons inside the screen too.
    await orderRow.getByRole('link').click()
    await admin.getByRole('heading', { level: 1, name: `Order ${number}`, exact: true }).waitFor()
    expect(
      within(
        await rightEdges({
          deliver: admin.getByRole('button', { name: 'Mark as delivered' }),
          cancel: admin.getByRole('button', { name: 'Cancel order' }),
        }),
      ),
    ).toEqual([])
  })

  it('folds the side navigation into a menu that navigates and closes', async ({ adminPage: admin }) => {
    await openDashboard(admin)
    await admin.waitForLoadState('networkidle')
    // No icon rail: the navigation is behind the Menu button.
    expect(await admin.getByRole('navigation', { name: 'Dashboard' }).count()).toBe(0)
    expect(await seriousAxeViolations(admin)).toEqual([])

    const menu = menuButton(admin)
    expect(await menu.getAttribute('aria-expanded')).toBe('false')
    await menu.click()
    expect(await menu.getAttribute('aria-expanded')).toBe('true')
    const nav = admin.locator(`[id="${await menu.getAttribute('aria-controls')}"]`)
    await nav.getByRole('link', { name: 'Orders' }).waitFor()
    expect(within(await rightEdges({ menu: nav }))).toEqual([])
    expect(await seriousAxeViolations(admin)).toEqual([])

    // A choice goes there and closes the menu.
    await nav.getByRole('link', { name: 'Orders' }).click()
    await admin.getByRole('heading', { level: 1, name: 'Orders', exact: true }).waitFor()
    expect(await menu.getAttribute('aria-expanded')).toBe('false')
    expect(await nav.count()).toBe(0)

    // Escape closes it and gives focus back to the button.
    await menu.click()
    await nav.getByRole('link', { name: 'Customers' }).waitFor()
    await admin.keyboard.press('Escape')
    expect(await menu.getAttribute('aria-expanded')).toBe('false')
    expect(await menu.evaluate((button) => button === document.activeElement)).toBe(true)
    expect(new URL(admin.url()).pathname).toBe('/dashboard/orders')
  })
})
