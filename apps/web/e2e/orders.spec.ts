// Orders, order detail and invoice in Chromium against the real server (issue 5): a shopper's history with each
// entry's facts, first 3 items and '+ N more item(s)'; an empty history; Buy it again and View this item; the
// detail screen; another shopper's order not found; the printable invoice, its Print button and print styles.

import { formatPrice, fromCents } from '@bookstore/contract/money'
import { amountsOfOrder, breakdownLines } from '@bookstore/contract/order-breakdown'
import { formatOrderNumber } from '@bookstore/contract/order-number'
import { subtotal } from '@bookstore/contract/order-rules'
import type { Book } from '@bookstore/contract/schemas/book'
import type { Order } from '@bookstore/contract/schemas/order'
import { listTitle } from '@bookstore/contract/truncate'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect } from 'vitest'
import { confirmDialog, main, newShopper, seriousAxeViolations, signUpThroughApi } from './account-steps'
import { it } from './fixtures'
import { orderableBooks, orderDate, orderEntry, placeOrder, SHIP_TO } from './order-steps'

let books: Book[]

beforeAll(async () => {
  books = await orderableBooks(6)
})

/** The shopper signed in on `page` places a 4-book order, then a 1-book one. */
async function placeTwoOrders(page: Page): Promise<{ big: Order; small: Order }> {
  const big = await placeOrder(page, books.slice(0, 4))
  const small = await placeOrder(page, books.slice(4, 5))
  return { big, small }
}

const textsOf = (page: Page, selector: string) =>
  main(page)
    .locator(selector)
    .evaluateAll((nodes) => nodes.map((node) => node.textContent?.trim()))

describe('orders list', () => {
  it("shows each order's date, total, ship-to name, number, links, status, first 3 items and address", async ({
    shopperPage: page,
  }) => {
    const { big, small } = await placeTwoOrders(page)
    await page.goto('/orders')
    const entry = orderEntry(page, big)
    await entry.waitFor()

    // Newest first.
    const ids = await main(page)
      .getByRole('article')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-labelledby')))
    expect(ids).toEqual([`order-${small._id}`, `order-${big._id}`])

    // The books, then what the server added for shipping and tax to the UK (issue 39): what she pays.
    expect(big.subtotal).toBe(subtotal(books.slice(0, 4)))
    expect(big.totalPrice).toBeGreaterThan(big.subtotal)
    // Numbered by the store, one after the other (issue 27 item 5): '#10042'; the id only in the links (issue 37).
    expect(small.number).toBeGreaterThan(big.number)
    const number = formatOrderNumber(big.number)
    for (const text of [orderDate(big.createdAt), formatPrice(big.totalPrice), number, 'In Transit']) {
      await entry.getByText(text, { exact: true }).waitFor()
    }
    expect(await entry.innerText()).not.toContain(big._id)
    await orderEntry(page, small).getByText(formatOrderNumber(small.number), { exact: true }).waitFor()
    expect(await entry.getByText(SHIP_TO.name, { exact: true }).count()).toBeGreaterThan(0)
    expect(await entry.getByRole('link', { name: 'View details' }).getAttribute('href')).toBe(
      `/orders/one-order/${big._id}`,
    )
    expect(await entry.getByRole('link', { name: 'Invoice' }).getAttribute('href')).toBe(
      `/orders/invoice/${big._id}`,
    )

    const items = entry.getByRole('listitem')
    expect(await items.count()).toBe(3)
    for (const [index, line] of big.productIds.slice(0, 3).entries()) {
      const item = items.nth(index)
      await item.getByText(listTitle(line.title), { exact: true }).waitFor()
      await item.getByText(formatPrice(line.newPrice), { exact: true }).waitFor()
      expect(await item.getByRole('img').getAttribute('src')).toMatch(/^\/covers\//)
      await item.getByRole('button', { name: 'Buy it again' }).waitFor()
      await item.getByRole('link', { name: 'View this item' }).waitFor()
    }
    await entry.getByText('+ 1 more item(s)', { exact: true }).waitFor()
    const { city, state, zipcode, country } = SHIP_TO.address
    expect(
      await entry.locator('address').evaluate((el) => (el as HTMLElement).innerText.split('\n')),
    ).toEqual([`${city}, ${state} ${zipcode}`, country])

    // The 1-book order has no '+ N more' line.
    expect(
      await orderEntry(page, small)
        .getByText(/more item\(s\)/)
        .count(),
    ).toBe(0)
    expect(await seriousAxeViolations(page)).toEqual([])
  })

  it("shows 'No Orders Found' and Start Shopping to a shopper without orders", async ({
    shopperPage: page,
  }) => {
    await page.goto('/orders')
    await main(page).getByText('No Orders Found', { exact: true }).waitFor()
    await main(page).getByRole('link', { name: 'Start Shopping' }).click()
    await page.waitForURL((url) => url.pathname === '/')
  })

  it('Buy it again puts the book in the cart and goes to the cart; View this item opens the book', async ({
    shopperPage: page,
  }) => {
    const { big } = await placeTwoOrders(page)
    const line = big.productIds[1] as Order['productIds'][number]
    await page.goto('/orders')
    const item = orderEntry(page, big).getByRole('listitem').nth(1)
    await item.getByRole('button', { name: 'Buy it again' }).click()
    await page.waitForURL('**/cart')
    await confirmDialog(page, `'${line.title}' has been added to your cart`)
    await main(page)
      .getByRole('link', { name: listTitle(line.title) })
      .waitFor()
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('cart') ?? '[]') as { _id: string }[],
    )
    expect(stored.map((entry) => entry._id)).toEqual([line._id])

    await page.goto('/orders')
    await orderEntry(page, big)
      .getByRole('listitem')
      .nth(1)
      .getByRole('link', { name: 'View this item' })
      .click()
    await page.waitForURL(`**/books/${line._id}`)
    await main(page).getByRole('heading', { level: 1, name: line.title }).waitFor()
  })
})

describe('order detail', () => {
  it('shows every item, the total, ship-to name, address, phone, status and date, and leads to the invoice', async ({
    shopperPage: page,
  }) => {
    const { big } = await placeTwoOrders(page)
    await page.goto('/orders')
    await orderEntry(page, big).getByRole('link', { name: 'View details' }).click()
    await page.waitForURL(`**/orders/one-order/${big._id}`)
    await main(page).getByRole('heading', { level: 1, name: 'Order Details' }).waitFor()
    await main(page)
      .getByText(`Order ${formatOrderNumber(big.number)}`, { exact: true })
      .waitFor()
    expect(await main(page).innerText()).not.toContain(big._id)

    expect(await main(page).getByRole('listitem').count()).toBe(4)
    for (const line of big.productIds) {
      await main(page).getByRole('link', { name: line.title, exact: true }).waitFor()
      await main(page)
        .getByRole('img', { name: `Cover of ${line.title}` })
        .waitFor()
    }
    const prices = await textsOf(page, 'li p.text-brand-700')
    expect(prices).toEqual(big.productIds.map((line) => formatPrice(line.newPrice)))
    for (const text of [
      formatPrice(big.totalPrice),
      SHIP_TO.name,
      SHIP_TO.phone,
      `${SHIP_TO.address.city}, ${SHIP_TO.address.state} ${SHIP_TO.address.zipcode}`,
      orderDate(big.placedAt),
    ]) {
      await main(page).getByText(text, { exact: true }).waitFor()
    }
    await main(page).getByRole('heading', { name: 'In Transit' }).waitFor()
    expect(await seriousAxeViolations(page)).toEqual([])

    await main(page).getByRole('link', { name: 'View invoice' }).click()
    await page.waitForURL(`**/orders/invoice/${big._id}`)
    await main(page).getByRole('heading', { level: 1, name: 'Invoice' }).waitFor()
  })

  it("answers 'Order not found' for another shopper's order, on the detail and the invoice", async ({
    shopperPage: page,
    newPage,
    allowPageErrors,
  }) => {
    // The browser reports the server's 404s.
    allowPageErrors(/status of 404/)
    const ownerPage = await newPage()
    await signUpThroughApi(ownerPage, newShopper('orders'))
    const owner = await placeTwoOrders(ownerPage)
    for (const path of [`/orders/one-order/${owner.big._id}`, `/orders/invoice/${owner.big._id}`]) {
      await page.goto(path)
      await main(page).getByText('Order not found', { exact: true }).waitFor()
      expect(
        await main(page)
          .getByText(owner.big.productIds[0]?.title ?? '-')
          .count(),
      ).toBe(0)
      expect(await main(page).getByText(SHIP_TO.phone).count()).toBe(0)
    }
    await page.goto('/orders/one-order/not-an-order-id')
    await main(page).getByText('Order not found', { exact: true }).waitFor()
  })
})

describe('invoice', () => {
  it("shows the store, the order's number, date, bill-to, the lines and the total, and prints", async ({
    shopperPage: page,
  }) => {
    const { big } = await placeTwoOrders(page)
    await page.goto('/orders')
    await orderEntry(page, big).getByRole('link', { name: 'Invoice' }).click()
    await page.waitForURL(`**/orders/invoice/${big._id}`)
    const invoice = main(page).getByRole('article', { name: 'Invoice' })
    await invoice.waitFor()

    await invoice.getByText('Bookstore', { exact: true }).waitFor()
    const number = formatOrderNumber(big.number)
    for (const text of [number, orderDate(big.createdAt), SHIP_TO.name, big.email, SHIP_TO.phone]) {
      await invoice.getByText(text, { exact: true }).waitFor()
    }
    expect(await invoice.innerText()).not.toContain(big._id)
    const rows = await invoice
      .getByRole('row')
      .evaluateAll((nodes) => nodes.map((row) => Array.from(row.children, (cell) => cell.textContent)))
    expect(rows).toEqual([
      ['Item', 'Qty', 'Tax rate', 'Unit price', 'Amount'],
      ...big.productIds.map((line) => [
        line.title,
        '1',
        `${line.taxRate}%`,
        formatPrice(line.newPrice),
        formatPrice(line.newPrice),
      ]),
      // Subtotal, the shipping by its method, each tax: the contract's labels (issue 39).
      ...breakdownLines(amountsOfOrder(big))
        .filter((line) => !line.total)
        .map((line) => [line.label, formatPrice(fromCents(line.cents))]),
      ['Total', formatPrice(big.totalPrice)],
    ])
    await invoice.getByText(big.invoiceNumber, { exact: true }).waitFor()
    await invoice.getByText(big.seller.legalName, { exact: true }).waitFor()
    expect(await seriousAxeViolations(page)).toEqual([])

    // The browser's print dialog cannot be driven headless: record the call instead.
    await page.evaluate(() => {
      const calls: number[] = []
      Object.assign(window, { printCalls: calls })
      window.print = () => void calls.push(Date.now())
    })
    await main(page).getByRole('button', { name: 'Print' }).click()
    expect(await page.evaluate(() => (window as unknown as { printCalls: number[] }).printCalls.length)).toBe(
      1,
    )

    // Printed: the invoice alone, without the site's header and footer or the page's buttons.
    await page.emulateMedia({ media: 'print' })
    expect(await page.getByRole('banner').isVisible()).toBe(false)
    expect(await page.getByRole('contentinfo').isVisible()).toBe(false)
    expect(await main(page).getByRole('button', { name: 'Print' }).isVisible()).toBe(false)
    expect(await invoice.isVisible()).toBe(true)
    await page.emulateMedia({ media: 'screen' })
    expect(await page.getByRole('banner').isVisible()).toBe(true)
  })

  it('keeps the header and footer when printing any other page', async ({ page }) => {
    await page.goto('/about')
    await page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor()
    await page.emulateMedia({ media: 'print' })
    expect(await page.getByRole('banner').isVisible()).toBe(true)
  })
})
