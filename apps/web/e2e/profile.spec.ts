// The profile in Chromium against the real server (issue 5): the shopper's details, and figures that match the
// orders she placed: total amount spent, most common address and phone, and the 'Recently Bought' carousel
// (newest order first, 5 slides at a time with 30px between them on a wide screen).

import { formatPrice, fromCents, toCents } from '@bookstore/contract/money'
import type { Book } from '@bookstore/contract/schemas/book'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect } from 'vitest'
import { main, seriousAxeViolations, sessionUser } from './account-steps'
import { it } from './fixtures'
import { orderableBooks, placeOrder, SHIP_TO, type ShipTo } from './order-steps'

let books: Book[]

beforeAll(async () => {
  books = await orderableBooks(6)
})

const PARIS: ShipTo = {
  name: 'Ada Lovelace',
  phone: '0611223344',
  address: { city: 'Paris', country: 'France', state: 'Ile-de-France', zipcode: '75001' },
}

/** The value beside a label of the profile's lists. */
const factOf = (page: Page, label: string) => main(page).locator(`dt:text-is("${label}") + dd`).textContent()

describe('profile', () => {
  it("shows the shopper's details and figures that match her orders", async ({ page, shopper }) => {
    const user = await sessionUser(page)
    // Oldest first: London twice (phone 0123456789), Paris once in between.
    const first = await placeOrder(page, books.slice(0, 2))
    const second = await placeOrder(page, books.slice(2, 4), PARIS)
    const third = await placeOrder(page, books.slice(4, 6))

    await page.goto('/profile')
    await main(page).getByRole('heading', { level: 1, name: 'My Profile' }).waitFor()
    await main(page).getByText('Total amount spent', { exact: true }).waitFor()

    expect(
      await main(page)
        .getByRole('img', { name: `${shopper.username}'s avatar` })
        .textContent(),
    ).toBe(shopper.username.charAt(0).toUpperCase())
    expect(await factOf(page, 'Name')).toBe(shopper.username)
    expect(await factOf(page, 'Email')).toBe(shopper.email)
    expect(await factOf(page, 'User ID')).toBe(user?.id)
    expect(await factOf(page, 'Username')).toBe(shopper.username)

    const spent = fromCents([first, second, third].reduce((sum, order) => sum + toCents(order.totalPrice), 0))
    // What she paid: the books, and the shipping and tax the server added (issue 39).
    expect(spent).toBeGreaterThan(fromCents(books.reduce((sum, book) => sum + toCents(book.newPrice), 0)))
    expect(await factOf(page, 'Total amount spent')).toBe(formatPrice(spent))
    const { city, state, zipcode, country } = SHIP_TO.address
    expect(await factOf(page, 'Most common address')).toBe(`${city}, ${state} ${zipcode}, ${country}`)
    expect(await factOf(page, 'Most common phone')).toBe(SHIP_TO.phone)

    // Recently Bought: the newest order's books first.
    const recent = main(page).getByRole('region', { name: 'Recently Bought' })
    await recent.locator('.swiper-slide img').first().waitFor()
    const titles = await recent
      .locator('.swiper-slide img')
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')))
    const expected = [...books.slice(4, 6), ...books.slice(2, 4), ...books.slice(0, 2)].map(
      (book) => book.title,
    )
    expect(titles).toEqual(expected)

    // 5 slides at a time with 30px between them on a wide screen; the next button brings the sixth in.
    const inView = () =>
      recent.locator('.swiper').evaluate((swiper) => {
        const box = swiper.getBoundingClientRect()
        return Array.from(swiper.querySelectorAll('.swiper-slide'))
          .filter((slide) => {
            const r = slide.getBoundingClientRect()
            return r.left >= box.left - 1 && r.right <= box.right + 1
          })
          .map((slide) => slide.querySelector('img')?.getAttribute('alt'))
      })
    expect(await inView()).toEqual(expected.slice(0, 5))
    const gap = await recent.locator('.swiper-slide').evaluateAll((slides) => {
      const [a, b] = slides.map((slide) => slide.getBoundingClientRect())
      return a && b ? Math.round(b.left - a.right) : null
    })
    expect(gap).toBe(30)
    await recent.getByRole('button', { name: 'Next slide' }).click()
    await expect.poll(inView).toEqual(expected.slice(1, 6))

    expect(await seriousAxeViolations(page)).toEqual([])
  })

  it('shows nothing spent and no books for a shopper without orders', async ({ shopperPage: page }) => {
    await page.goto('/profile')
    await main(page).getByText('No books bought yet.', { exact: true }).waitFor()
    expect(await factOf(page, 'Total amount spent')).toBe('$0.00')
    expect(await factOf(page, 'Most common address')).toBe('None yet')
    expect(await factOf(page, 'Most common phone')).toBe('None yet')
  })

  it('sends a visitor to /login', async ({ page }) => {
    await page.goto('/profile')
    await page.waitForURL('**/login')
  })
})
