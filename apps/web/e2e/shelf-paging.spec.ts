// A shelf of more than two pages (issue 15): the whole collection (the demo's ~58 books) shows its first 24 books
// and how many it holds, loads the next pages as the shopper scrolls until the oldest book is on screen, and works
// with the keyboard through 'Load more' alone; nothing already shown moves as pages arrive; axe finds nothing
// serious — in Chromium against the real server.

import { SHELF_PAGE_SIZE, type Book } from '@bookstore/contract/schemas/book'
import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect } from 'vitest'
import { seriousAxeViolations } from './account-steps'
import { cardOf } from './catalog-screens'
import { getBooks } from './demo-books'
import { it } from './fixtures'

let books: Book[]

beforeAll(async () => {
  books = await getBooks()
  // The journey needs a third page to reach.
  expect(books.length).toBeGreaterThan(2 * SHELF_PAGE_SIZE)
})

const cards = (page: Page) => page.getByRole('main').getByRole('listitem')
const loadMore = (page: Page) => page.getByRole('button', { name: 'Load more' })

/** Where an element is on the page (not the viewport), so a move of the page under it is told from a scroll. */
const pageTop = (element: Locator) =>
  element.evaluate((el) => el.getBoundingClientRect().top + window.scrollY)

const wholeInView = (element: Locator) =>
  element.evaluate((el) => {
    const box = el.getBoundingClientRect()
    return box.top >= 0 && box.bottom <= window.innerHeight
  })

async function openCollection(page: Page) {
  await page.goto('/categories/none')
  await page.getByRole('heading', { level: 1, name: 'Our Entire Collection' }).waitFor()
  await page.getByText(`${books.length} books on this shelf`, { exact: true }).waitFor()
}

describe('the whole collection, page by page', () => {
  it('shows the first page and the count, and loads the rest as the shopper scrolls to the oldest book', async ({
    page,
  }) => {
    await openCollection(page)
    expect(await cards(page).count()).toBe(SHELF_PAGE_SIZE)
    await page.getByText(`Showing ${SHELF_PAGE_SIZE} of ${books.length}`, { exact: true }).waitFor()
    await page.evaluate(() => document.fonts.ready)
    const lastOfFirstPage = cards(page).nth(SHELF_PAGE_SIZE - 1)
    const before = await pageTop(lastOfFirstPage)

    // The list is newest first: the oldest book is the shelf's very last card.
    const oldest = books.at(-1)
    if (!oldest) throw new Error('no books')
    const oldestCard = cardOf(page, oldest.title)
    // Steps shorter than the window less a card, so the card is wholly on screen after one of them.
    await expect
      .poll(
        async () => {
          if ((await oldestCard.count()) === 1 && (await wholeInView(oldestCard))) return true
          await page.mouse.wheel(0, 400)
          return false
        },
        { timeout: 30_000, interval: 100 },
      )
      .toBe(true)

    await page.getByText(`Showing ${books.length} of ${books.length}`, { exact: true }).waitFor()
    expect(await loadMore(page).count()).toBe(0)
    // Every book once, newest first.
    const shown = await cards(page)
      .getByRole('img')
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')))
    expect(shown).toEqual(books.map((b) => b.title))
    // Pages appended below: the cards already shown stayed where they were.
    expect(await pageTop(lastOfFirstPage)).toBe(before)
  })

  it('loads more with the keyboard alone, moving focus to the first new book', async ({ page }) => {
    // A shopper who never scrolls: an observer that never reports, so only the button brings more books.
    await page.addInitScript(() => {
      window.IntersectionObserver = class {
        readonly root = null
        readonly rootMargin = '0px'
        readonly thresholds = [0]
        readonly scrollMargin = '0px'
        observe() {}
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return []
        }
      }
    })
    await openCollection(page)
    await loadMore(page).focus()
    await page.keyboard.press('Enter')
    await page.getByText(`Showing ${2 * SHELF_PAGE_SIZE} of ${books.length}`, { exact: true }).waitFor()
    const focusedCard = () =>
      page.evaluate(() => {
        const item = document.activeElement?.closest('li')
        return item ? [...(item.parentElement?.children ?? [])].indexOf(item) : -1
      })
    await expect.poll(focusedCard).toBe(SHELF_PAGE_SIZE)
    await page
      .getByRole('status')
      .getByText(`${SHELF_PAGE_SIZE} more books loaded. Showing ${2 * SHELF_PAGE_SIZE} of ${books.length}.`)
      .waitFor()

    // On through the new books (two stops each: the card's link, then its wishlist heart) to the button again, and
    // the last page with Space.
    for (let i = 0; i < SHELF_PAGE_SIZE; i++) {
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-pressed'))).not.toBeNull()
      await page.keyboard.press('Tab')
    }
    expect(await loadMore(page).evaluate((button) => button === document.activeElement)).toBe(true)
    await page.keyboard.press('Space')
    await page.getByText(`Showing ${books.length} of ${books.length}`, { exact: true }).waitFor()
    await expect.poll(focusedCard).toBe(2 * SHELF_PAGE_SIZE)
    expect(await loadMore(page).count()).toBe(0)
    expect(await cards(page).count()).toBe(books.length)
  })

  it('has no serious or critical axe violations with every page shown', async ({ page }) => {
    await openCollection(page)
    const everyBook = page.getByText(`Showing ${books.length} of ${books.length}`, { exact: true })
    await expect
      .poll(
        async () => {
          if ((await everyBook.count()) === 1) return true
          await page.mouse.wheel(0, 1000)
          return false
        },
        { timeout: 30_000, interval: 100 },
      )
      .toBe(true)
    await page.waitForLoadState('networkidle')
    expect(await seriousAxeViolations(page)).toEqual([])
  })
})
