// Searching on a phone (issue 27 item 1), at 390 px: the header's magnifier opens the search box in place, focused;
// its search lands on the results, which come first with the search text editable above them and nothing wider
// than the screen; the filters and order open in a sheet from a 'Filters' button that counts the filters set, apply
// at once and close back to the button; axe finds nothing serious with the sheet open or closed —
// in Chromium against the real server and its demo catalogue.

import { TOTAL_COUNT_HEADER } from '@bookstore/contract/schemas/book'
import type { Page } from 'playwright-core'
import { describe, expect, inject } from 'vitest'
import { header, main, seriousAxeViolations } from './account-steps'
import { it, PHONE, PHONE_390 } from './fixtures'

/** How many books GET /api/books/ finds for `query`, as its X-Total-Count says. */
const countOf = async (query: string): Promise<number> => {
  const response = await fetch(`${inject('baseURL')}/api/books/?limit=1&${query}`)
  return Number(response.headers.get(TOTAL_COUNT_HEADER))
}

const results = (count: number) => `${count} ${count === 1 ? 'result' : 'results'}`
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth)
const isFocused = (page: Page, name: string) =>
  page.evaluate((label) => document.activeElement?.getAttribute('aria-label') === label, name)
const filtersButton = (page: Page) => main(page).getByRole('button', { name: /^Filters/ })
const sheet = (page: Page) => page.getByRole('dialog', { name: 'Filters' })

describe('search on a phone', () => {
  it.override({ viewport: PHONE_390 })

  it("searches from the header's magnifier and shows the results first, the text editable, at 390 px", async ({
    page,
  }) => {
    await page.goto('/')
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE_390.width)
    const magnifier = header(page).getByRole('button', { name: 'Search books' })
    expect(await magnifier.getAttribute('aria-expanded')).toBe('false')
    await magnifier.click()
    expect(await magnifier.getAttribute('aria-expanded')).toBe('true')
    // The one search box shown: the row the magnifier opened, with the focus in it.
    const box = header(page).getByRole('combobox', { name: 'Search books' })
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE_390.width)

    await page.keyboard.type('frankenstein')
    await page.keyboard.press('Enter')
    await page.waitForURL('**/search?q=frankenstein')
    await main(page).getByRole('heading', { level: 1, name: 'Results for “frankenstein”' }).waitFor()
    await main(page)
      .getByText(results(await countOf('q=frankenstein')), { exact: true })
      .waitFor()
    expect(await magnifier.getAttribute('aria-expanded')).toBe('false')

    // Results first: the first book shows on the first screen, and no filter field stands before it.
    const firstBook = main(page).getByRole('listitem').first()
    await firstBook.getByRole('img', { name: 'Frankenstein', exact: true }).waitFor()
    const top = (await firstBook.boundingBox())?.y ?? Infinity
    expect(top).toBeLessThan(PHONE_390.height - 200)
    for (const field of ['Category', 'Sort by'])
      expect(await page.getByRole('combobox', { name: field }).isVisible()).toBe(false)
    expect(await page.getByRole('checkbox', { name: 'In stock only' }).isVisible()).toBe(false)
    expect(await filtersButton(page).textContent()).toBe('Filters')
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE_390.width)

    // The search text, editable on the results page.
    const pageBox = main(page).getByRole('combobox', { name: 'Search books' })
    expect(await pageBox.inputValue()).toBe('frankenstein')
    await pageBox.fill('sherlock holmes')
    await page.keyboard.press('Enter')
    await page.waitForURL('**/search?q=sherlock+holmes')
    await main(page).getByRole('heading', { level: 1, name: 'Results for “sherlock holmes”' }).waitFor()
    await main(page)
      .getByText(results(await countOf('q=sherlock+holmes')), { exact: true })
      .waitFor()
    expect(await pageBox.inputValue()).toBe('sherlock holmes')

    // The magnifier's row closes on Escape once the box is empty, the focus back on the magnifier.
    await magnifier.click()
    expect(await box.inputValue()).toBe('sherlock holmes')
    await page.keyboard.press('Escape')
    expect(await box.inputValue()).toBe('')
    await page.keyboard.press('Escape')
    await expect.poll(() => box.isVisible()).toBe(false)
    expect(await isFocused(page, 'Search books')).toBe(true)
  })

  it('filters the results in a sheet that counts the filters set, with no serious axe violations', async ({
    page,
  }) => {
    await page.goto('/search?q=the')
    await main(page).getByRole('heading', { level: 1, name: 'Results for “the”' }).waitFor()
    await main(page)
      .getByText(results(await countOf('q=the')), { exact: true })
      .waitFor()
    await main(page).getByRole('listitem').first().waitFor()
    await page.waitForLoadState('networkidle')
    expect(await seriousAxeViolations(page)).toEqual([])

    await filtersButton(page).click()
    await sheet(page).waitFor()
    expect(await isFocused(page, 'Close filters')).toBe(true)
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE_390.width)
    expect(await seriousAxeViolations(page)).toEqual([])

    // Choices apply at once, behind the sheet, which stays open.
    await sheet(page).getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Horror' })
    await page.waitForURL('**/search?q=the&category=horror')
    const horror = await countOf('q=the&category=horror')
    expect(horror).toBeLessThan(await countOf('q=the'))
    await sheet(page)
      .getByRole('button', { name: `Show ${results(horror)}` })
      .click()
    await expect.poll(() => sheet(page).isVisible()).toBe(false)
    expect(await filtersButton(page).evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await filtersButton(page).textContent()).toBe('Filters (1)')
    await main(page).getByText(results(horror), { exact: true }).waitFor()

    await filtersButton(page).click()
    await sheet(page).getByRole('checkbox', { name: 'In stock only' }).check()
    await page.waitForURL('**/search?q=the&category=horror&inStock=true')
    await page.keyboard.press('Escape')
    await expect.poll(() => sheet(page).isVisible()).toBe(false)
    expect(await filtersButton(page).evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await filtersButton(page).textContent()).toBe('Filters (2)')
    await main(page)
      .getByText(results(await countOf('q=the&category=horror&inStock=true')), { exact: true })
      .waitFor()
    await page.waitForLoadState('networkidle')
    expect(await seriousAxeViolations(page)).toEqual([])
  })
})

describe('the phone header', () => {
  it('fits 375 and 360 px, the magnifier in the bar and its search row open', async ({ newPage }) => {
    const page = await newPage({ viewport: PHONE })
    await page.goto('/')
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width)
    await header(page).getByRole('button', { name: 'Search books' }).click()
    await header(page).getByRole('combobox', { name: 'Search books' }).waitFor()
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width)
    await page.setViewportSize({ width: 360, height: 740 })
    expect(await pageWidth(page)).toBeLessThanOrEqual(360)
  })
})
