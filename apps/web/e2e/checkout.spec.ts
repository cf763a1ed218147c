// Checkout in Chromium against the real server (issue 5): behind login, the summary, every validation message and
// the terms rule, placing an order (cart cleared, dialog, /orders, stock taken, the server's total), a cart kept
// from an earlier visit (today's prices ordered, a withdrawn book left out, a sold-out one holding the order until
// removed), a refused order ('Failed to place the order', the cart kept, no stock taken), and a returning shopper's
// checkout (issue 27 item 7): her address and phone filled in, and the terms a link away, in a new tab.

import { formatPrice } from '@bookstore/contract/money'
import { subtotal } from '@bookstore/contract/order-rules'
import type { Book } from '@bookstore/contract/schemas/book'
import { listTitle } from '@bookstore/contract/truncate'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect } from 'vitest'
import {
  confirmDialog,
  dialog,
  expectMessage,
  fillLoginForm,
  main,
  seriousAxeViolations,
} from './account-steps'
import {
  addThroughBookPage,
  booksToBuy,
  CHECKOUT_ADDRESS,
  expectHeaderCount,
  fillCart,
  fillCheckoutForm,
  ordersOf,
  placeOrderButton,
  pricedTotal,
  signInThroughApi,
  signOutElsewhere,
  stockOf,
  storedCart,
  TERMS_LABEL,
  withdrawnBook,
} from './cart-steps'
import { getBooks, pickBook } from './demo-books'
import { it } from './fixtures'

let books: Book[]

beforeAll(async () => {
  books = await booksToBuy(13)
})

/** The spec's book `n` and its stock before the test orders it. */
async function bookWithStock(n: number): Promise<{ book: Book; stockBefore: number }> {
  const book = books[n] as Book
  return { book, stockBefore: await stockOf(book._id) }
}

/** Opens the store and puts `cart` in the page's browser cart. */
async function openWithCart(page: Page, cart: readonly Book[]): Promise<void> {
  await page.goto('/')
  await fillCart(page, cart)
}

/**
 * Fills the form with CHECKOUT_ADDRESS, accepts the terms and places the order, which the server takes; answers the
 * total the summary showed once priced for the address.
 */
async function placeFilledOrder(page: Page): Promise<number> {
  await fillCheckoutForm(page, CHECKOUT_ADDRESS)
  const total = await pricedTotal(page)
  await main(page).getByLabel(TERMS_LABEL).check()
  await placeOrderButton(page).click()
  await confirmDialog(page, 'Order placed')
  await page.waitForURL('**/orders')
  return total
}

describe('checkout', () => {
  it('is behind login: a visitor goes to /login and comes back to the checkout with the cart', async ({
    page,
    signedOutShopper: shopper,
  }) => {
    const book = books[0] as Book
    await addThroughBookPage(page, book)
    await page.goto('/cart')
    await main(page).getByRole('link', { name: 'Checkout' }).click()
    await page.waitForURL('**/login')
    await fillLoginForm(page, shopper.email, shopper.password)
    await confirmDialog(page, 'Login was successful')
    await page.waitForURL('**/checkout')
    const summary = main(page).getByRole('region', { name: 'Order Summary' })
    await summary.getByText(listTitle(book.title), { exact: true }).waitFor()
    expect(await main(page).getByLabel('Email', { exact: true }).inputValue()).toBe(shopper.email)
  })

  it('sums up at most 6 lines with an ellipsis line, and shows every message until the form is right', async ({
    page,
    shopper,
  }) => {
    const cart = books.slice(0, 7)
    await openWithCart(page, cart)
    await page.goto('/checkout')

    const summary = main(page).getByRole('region', { name: 'Order Summary' })
    await summary.getByText('7 items', { exact: true }).waitFor()
    const lines = summary.getByRole('listitem')
    expect(await lines.count()).toBe(7)
    for (const [index, book] of cart.slice(0, 6).entries()) {
      expect(await lines.nth(index).textContent()).toBe(listTitle(book.title) + formatPrice(book.newPrice))
    }
    expect(await lines.nth(6).textContent()).toBe('...and 1 more')
    // Before an address, the books' subtotal is the total too (issue 39).
    await summary
      .getByText(formatPrice(subtotal(cart)), { exact: true })
      .first()
      .waitFor()

    const email = main(page).getByLabel('Email', { exact: true })
    expect(await email.inputValue()).toBe(shopper.email)
    expect(await email.getAttribute('readonly')).not.toBeNull()
    const phone = main(page).getByLabel('Phone number', { exact: true })
    expect(await phone.getAttribute('inputmode')).toBe('numeric')
    expect(await phone.getAttribute('type')).toBe('tel')

    await placeOrderButton(page).click()
    await expectMessage(page, 'Name', 'Name is required')
    await expectMessage(page, 'Phone number', 'Phone number is required')
    await expectMessage(page, 'Address', 'Address is required')
    await expectMessage(page, 'City', 'City is required')
    await expectMessage(page, 'Country', 'Country is required')
    await expectMessage(page, 'State', 'State is required')
    await expectMessage(page, 'Zipcode', 'Zipcode is required')
    await expectMessage(page, TERMS_LABEL, 'You must accept Terms & Conditions to place an order')
    expect(await seriousAxeViolations(page)).toEqual([])

    await fillCheckoutForm(page, CHECKOUT_ADDRESS)
    await expectMessage(page, 'Name', null)
    await expectMessage(page, 'Zipcode', null)
    await placeOrderButton(page).click()
    await expectMessage(page, TERMS_LABEL, 'You must accept Terms & Conditions to place an order')
    await main(page).getByLabel(TERMS_LABEL).check()
    await expectMessage(page, TERMS_LABEL, null)

    // Nothing was ordered while the form was wrong.
    expect(await ordersOf(page, shopper.email)).toEqual([])
  })

  it('places the order: cart cleared, success dialog, on to /orders, stock taken and the total the server priced', async ({
    page,
    shopper,
  }) => {
    const cart = books.slice(7, 9)
    const stockBefore = await Promise.all(cart.map((book) => stockOf(book._id)))
    await openWithCart(page, cart)
    await page.goto('/checkout')
    const summaryTotal = await placeFilledOrder(page)
    await expectHeaderCount(page, 0)
    expect(await storedCart(page)).toEqual([])

    const [order, ...others] = await ordersOf(page, shopper.email)
    expect(others).toEqual([])
    // What the summary said: the books, international shipping and the UK's VAT on it (the demo store, issue 39).
    expect(order?.subtotal).toBe(subtotal(cart))
    expect(order?.totalPrice).toBe(summaryTotal)
    expect(order?.shipping).toMatchObject({ method: 'international', name: 'International' })
    expect(order?.name).toBe(CHECKOUT_ADDRESS.Name)
    expect(order?.phone).toBe(CHECKOUT_ADDRESS['Phone number'])
    expect(order?.address).toMatchObject({
      city: CHECKOUT_ADDRESS.City,
      country: 'GB',
      state: CHECKOUT_ADDRESS.State,
      zipcode: CHECKOUT_ADDRESS.Zipcode,
    })
    expect(order?.productIds.map((line) => line._id).sort()).toEqual(cart.map((book) => book._id).sort())
    expect(order?.delivered).toBe(false)
    // A sale's stock count reaches stored catalogue answers within one period (STOCK_FRESHNESS_MS, ADR 003).
    await expect
      .poll(() => Promise.all(cart.map((book) => stockOf(book._id))), { timeout: 20_000, interval: 500 })
      .toEqual(stockBefore.map((n) => n - 1))

    // Back at the checkout, the cart is empty: no form, a way back to shopping.
    await page.goto('/checkout')
    await main(page).getByText('Your cart is empty', { exact: true }).waitFor()
    expect(await placeOrderButton(page).count()).toBe(0)
    await main(page).getByRole('link', { name: 'Continue Shopping' }).click()
    await page.waitForURL('**/categories/fantasy')
  })

  it("orders at today's prices a cart kept from an earlier visit, leaving out a book withdrawn since", async ({
    page,
    shopper,
    allowPageErrors,
  }) => {
    // The browser reports the 404 of the withdrawn book.
    allowPageErrors(/status of 404/)
    const { book, stockBefore } = await bookWithStock(9)
    // The cart remembers the price the shopper saw when adding; the book costs something else by now, and another
    // book of the cart is no longer sold.
    const addedAt = book.newPrice + 1
    const withdrawn = withdrawnBook(books[10] as Book)
    await openWithCart(page, [{ ...book, newPrice: addedAt }, withdrawn])
    await page.goto('/checkout')

    await main(page)
      .getByText(`'${withdrawn.title}' is no longer available and has been left out of your order.`, {
        exact: true,
      })
      .waitFor()
    const summary = main(page).getByRole('region', { name: 'Order Summary' })
    await summary.getByText('1 item', { exact: true }).waitFor()
    expect(await summary.getByRole('listitem').allTextContents()).toEqual([
      listTitle(book.title) + formatPrice(book.newPrice),
    ])
    await placeFilledOrder(page)
    const [order, ...others] = await ordersOf(page, shopper.email)
    expect(others).toEqual([])
    expect(order?.subtotal).toBe(book.newPrice)
    expect(order?.productIds.map((line) => line._id)).toEqual([book._id])
    await expect.poll(() => stockOf(book._id), { timeout: 20_000, interval: 500 }).toBe(stockBefore - 1)
  })

  it('holds the order while a sold-out book is in the cart, until it is removed', async ({
    page,
    shopper,
  }) => {
    const book = books[11] as Book
    const soldOut = pickBook(await getBooks(), (candidate) => candidate.stock === 0)
    // Added while it was still in stock.
    await openWithCart(page, [book, { ...soldOut, stock: 3 }])
    await page.goto('/checkout')

    const message = `'${soldOut.title}' is out of stock. Remove it from your cart to place your order.`
    await main(page).getByText(message, { exact: true }).waitFor()
    await fillCheckoutForm(page, CHECKOUT_ADDRESS)
    await main(page).getByLabel(TERMS_LABEL).check()
    expect(await placeOrderButton(page).isDisabled()).toBe(true)
    expect(await seriousAxeViolations(page)).toEqual([])

    await main(page)
      .getByRole('button', { name: `Remove ${soldOut.title}` })
      .click()
    await main(page).getByText(message, { exact: true }).waitFor({ state: 'detached' })
    await expect.poll(() => placeOrderButton(page).isEnabled()).toBe(true)
    await expectHeaderCount(page, 1)
    expect((await storedCart(page)).map((item) => item._id)).toEqual([book._id])
    expect(await ordersOf(page, shopper.email)).toEqual([])
  })

  it('starts a returning shopper from her address and phone, and opens the terms at /terms in a new tab', async ({
    page,
    context,
    shopper,
  }) => {
    await openWithCart(page, [books[12] as Book])
    await page.goto('/checkout')
    await placeFilledOrder(page)
    expect(await ordersOf(page, shopper.email)).toHaveLength(1)

    // She comes back with another book: the form starts where the last order went, the name left to her.
    await fillCart(page, [books[0] as Book])
    await page.goto('/checkout')
    const { Name: _name, ...remembered } = CHECKOUT_ADDRESS
    await expect
      .poll(() => main(page).getByLabel('Zipcode', { exact: true }).inputValue())
      .toBe(CHECKOUT_ADDRESS.Zipcode)
    for (const [label, value] of Object.entries(remembered)) {
      // The country select's value is the code of the name shown (issue 39).
      expect(await main(page).getByLabel(label, { exact: true }).inputValue()).toBe(
        label === 'Country' ? 'GB' : value,
      )
    }
    expect(await main(page).getByLabel('Name', { exact: true }).inputValue()).toBe('')

    const link = main(page).getByRole('link', { name: 'Terms & Conditions' })
    expect(await link.getAttribute('href')).toBe('/terms')
    expect(await link.getAttribute('rel')).toBe('noopener')
    const [terms] = await Promise.all([context.waitForEvent('page'), link.click()])
    await terms.waitForURL('**/terms')
    await terms.getByRole('heading', { level: 1, name: 'Terms & Conditions' }).waitFor()
    await main(terms)
      .getByText(/^Prices are shown in US dollars/)
      .waitFor()
    expect(await terms.title()).toBe('Terms & Conditions | Bookstore')
    // The checkout lost nothing, and following the link did not tick the box.
    expect(page.url()).toMatch(/\/checkout$/)
    expect(await main(page).getByLabel('City', { exact: true }).inputValue()).toBe(CHECKOUT_ADDRESS.City)
    expect(await main(page).getByLabel(TERMS_LABEL).isChecked()).toBe(false)
    await placeOrderButton(page).click()
    await expectMessage(page, TERMS_LABEL, 'You must accept Terms & Conditions to place an order')
    // The box still ticks from the keyboard, and ticking clears the message.
    await main(page).getByLabel(TERMS_LABEL).press('Space')
    expect(await main(page).getByLabel(TERMS_LABEL).isChecked()).toBe(true)
    await expectMessage(page, TERMS_LABEL, null)
    // The server knows the page: 200 under its own name.
    const answer = await page.request.get('/terms')
    expect(answer.status()).toBe(200)
    expect(await answer.text()).toContain('<title>Terms &amp; Conditions | Bookstore</title>')
  })

  it('says Failed to place the order and keeps the cart when the server refuses it (the session ended elsewhere)', async ({
    page,
    shopper,
    allowPageErrors,
  }) => {
    // The browser reports the server's refusal of the order (401).
    allowPageErrors(/status of 401/)
    const { book, stockBefore } = await bookWithStock(9)
    await openWithCart(page, [book])
    await page.goto('/checkout')
    await fillCheckoutForm(page, CHECKOUT_ADDRESS)
    await main(page).getByLabel(TERMS_LABEL).check()
    // Signed out in another tab while this one was filling the form: the server refuses the order.
    await signOutElsewhere(page)
    await placeOrderButton(page).click()

    await dialog(page).getByText('Failed to place the order', { exact: true }).waitFor()
    await confirmDialog(page, 'Failed to place the order')
    expect(page.url()).toMatch(/\/checkout$/)
    await expectHeaderCount(page, 1)
    expect((await storedCart(page)).map((item) => item._id)).toEqual([book._id])
    expect(await placeOrderButton(page).isEnabled()).toBe(true)
    expect(await stockOf(book._id)).toBe(stockBefore)
    await signInThroughApi(page, shopper.email, shopper.password)
    expect(await ordersOf(page, shopper.email)).toEqual([])
  })
})
