// Shipping, tax and shipments in Chromium against the real server and the demo store's settings (issue 39 item 9):
// a shopper in New York and one in Germany see different shipping and tax and pay what the summary said; the admin
// changes New York's rate on the dashboard's Store settings and the next quote shows it; the admin ships an order
// with a UPS number and the shopper's mail carries UPS's tracking link. axe finds nothing serious on the checkout, the
// Store settings screen or the dashboard's order with its Mark shipped form.

import { apiPaths } from '@bookstore/contract/api-paths'
import { formatOrderNumber } from '@bookstore/contract/order-number'
import type { Book } from '@bookstore/contract/schemas/book'
import type { TaxSettings } from '@bookstore/contract/schemas/store-settings'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { confirmDialog, main, seriousAxeViolations } from './account-steps'
import { adminCall, fetchAdminToken, openDashboard } from './admin-steps'
import {
  booksToBuy,
  fillCart,
  fillCheckoutForm,
  ordersOf,
  placeOrderButton,
  pricedTotal,
  TERMS_LABEL,
} from './cart-steps'
import { it } from './fixtures'
import { waitForMail } from './mailbox'

let books: Book[]
let demoTaxes: TaxSettings

beforeAll(async () => {
  books = await booksToBuy(2)
  const token = await fetchAdminToken()
  demoTaxes = (await adminCall<TaxSettings>(token, 'GET', apiPaths.taxSettings.href())).body as TaxSettings
})

afterAll(async () => {
  // The demo's rates again, whatever a test changed.
  await adminCall(await fetchAdminToken(), 'PUT', apiPaths.taxSettings.href(), demoTaxes)
})

const NEW_YORK = {
  Name: 'Ada Lovelace',
  'Phone number': '2125550100',
  Address: '350 Fifth Avenue',
  City: 'New York',
  Country: 'United States',
  State: 'New York',
  Zipcode: '10118',
}

const BERLIN = {
  Name: 'Ada Lovelace',
  'Phone number': '030123456',
  Address: 'Unter den Linden 1',
  City: 'Berlin',
  Country: 'Germany',
  State: 'Berlin',
  Zipcode: '10117',
}

/** The summary's price lines once priced: ['Subtotal $20.00', 'Shipping (Standard) $5.99', …, 'Total $28.12']. */
const priceLines = (page: Page) =>
  main(page)
    .getByRole('region', { name: 'Order Summary' })
    .locator('dl > div')
    .evaluateAll((rows) => rows.map((row) => Array.from(row.children, (cell) => cell.textContent).join(' ')))

async function checkoutTo(
  page: Page,
  address: Record<string, string>,
): Promise<{ lines: string[]; total: number }> {
  await page.goto('/')
  await fillCart(page, books)
  await page.goto('/checkout')
  await fillCheckoutForm(page, address)
  const total = await pricedTotal(page)
  return { lines: await priceLines(page), total }
}

async function placeIt(page: Page): Promise<void> {
  await main(page).getByLabel(TERMS_LABEL).check()
  await placeOrderButton(page).click()
  await confirmDialog(page, 'Order placed')
  await page.waitForURL('**/orders')
}

describe('shipping and tax at the checkout', () => {
  it('prices New York and Germany differently, and each pays what the summary said', async ({
    page,
    shopper,
  }) => {
    const newYork = await checkoutTo(page, NEW_YORK)
    expect(newYork.lines.some((line) => line.startsWith('Shipping (Standard) '))).toBe(true)
    expect(newYork.lines.some((line) => line.startsWith('Sales tax 8.875% '))).toBe(true)
    const methods = main(page).getByRole('group', { name: 'Shipping method' })
    expect(await methods.getByRole('radio').count()).toBe(2)
    expect(await seriousAxeViolations(page)).toEqual([])
    await placeIt(page)

    const berlin = await checkoutTo(page, BERLIN)
    expect(berlin.lines.some((line) => line.startsWith('Shipping (International) '))).toBe(true)
    expect(berlin.lines.some((line) => line.startsWith('VAT 7% '))).toBe(true)
    expect(berlin.lines.some((line) => line.startsWith('VAT 19% '))).toBe(true)
    expect(berlin.total).not.toBe(newYork.total)
    await placeIt(page)

    const [toBerlin, toNewYork] = await ordersOf(page, shopper.email)
    expect(toNewYork).toMatchObject({ totalPrice: newYork.total, address: { country: 'US', state: 'NY' } })
    expect(toBerlin).toMatchObject({ totalPrice: berlin.total, address: { country: 'DE' } })
    expect(toNewYork?.invoiceNumber).not.toBe(toBerlin?.invoiceNumber)
  })

  it("shows the admin's new New York rate in the next quote", async ({
    page,
    shopper: _signedIn,
    dashboardPage,
  }) => {
    await openDashboard(dashboardPage, '/dashboard/settings')
    const rates = dashboardPage.getByRole('form', { name: 'Tax rates' })
    await rates.getByLabel('Books rate for US NY').waitFor()
    await dashboardPage.getByRole('form', { name: 'Shipping zones' }).waitFor()
    expect(await seriousAxeViolations(dashboardPage)).toEqual([])
    await rates.getByLabel('Books rate for US NY').fill('10')
    await rates.getByLabel('Standard rate for US NY').fill('10')
    await rates.getByRole('button', { name: 'Save' }).click()
    await rates.getByRole('status').getByText('Saved', { exact: true }).waitFor()

    const { lines } = await checkoutTo(page, NEW_YORK)
    expect(lines.some((line) => line.startsWith('Sales tax 10% '))).toBe(true)
  })
})

describe('shipping an order', () => {
  it("ships with UPS from the dashboard; the shopper's mail carries UPS's tracking link", async ({
    page,
    shopper,
    dashboardPage,
  }) => {
    await checkoutTo(page, NEW_YORK)
    await placeIt(page)
    const [order] = await ordersOf(page, shopper.email)
    if (!order) throw new Error('no order placed')

    await dashboardPage.goto(`/dashboard/orders/${order._id}`)
    const form = dashboardPage.getByRole('form', { name: 'Mark shipped' })
    await form.waitFor()
    expect(await seriousAxeViolations(dashboardPage)).toEqual([])
    await form.getByLabel('Carrier').fill('UPS')
    await form.getByLabel('Tracking number').fill('1Z999AA10123456784')
    await form.getByRole('button', { name: 'Mark shipped' }).click()
    const upsLink = 'https://www.ups.com/track?tracknum=1Z999AA10123456784'
    await dashboardPage.getByRole('link', { name: /1Z999AA10123456784/ }).waitFor()

    const mail = await waitForMail({
      to: shopper.email,
      subject: new RegExp(`Your order ${formatOrderNumber(order.number)} has shipped`),
    })
    expect(mail.links).toContain(upsLink)
    expect(mail.text).toContain('UPS: tracking number 1Z999AA10123456784')

    // Her order page says so too.
    await page.goto(`/orders/one-order/${order._id}`)
    expect(
      await main(page)
        .getByRole('link', { name: /1Z999AA10123456784/ })
        .getAttribute('href'),
    ).toBe(upsLink)
  })
})
