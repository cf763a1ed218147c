// The store as a shopper first meets it: the home page with books and real covers, the Books menu to a category,
// a book's page (and its failure), unknown paths landing on /404, a link followed offline or after a deploy, and
// scrolling on navigation — in Chromium against the real server.

import { describe, expect } from 'vitest'
import { seriousAxeViolations } from './account-steps'
import { it } from './fixtures'
import { revealSection } from './home-steps'

describe('storefront', () => {
  it('home shows the featured and newest books with real covers, and no console errors', async ({ page }) => {
    await page.goto('/')
    const featured = page.getByRole('region', { name: 'Featured Books' })
    await revealSection(featured)
    await featured.getByRole('link', { name: 'Frankenstein' }).first().waitFor()
    await featured.getByRole('link', { name: 'The Time Machine' }).first().waitFor()
    // The featured pair plus the newest books below them.
    await expect
      .poll(() => page.getByRole('button', { name: 'Add to Cart' }).count())
      .toBeGreaterThanOrEqual(12)

    const cover = featured.getByRole('img', { name: 'Frankenstein' }).first()
    await cover.scrollIntoViewIfNeeded()
    // Loaded from the store's covers: the file or its thumbnail, whichever the browser picked from srcset.
    await expect
      .poll(
        () =>
          cover.evaluate((img: HTMLImageElement) =>
            img.complete && img.naturalWidth > 0 ? img.currentSrc : '',
          ),
        { timeout: 10_000 },
      )
      .toMatch(/\/covers\/frankenstein(-200w)?\.webp$/)
  })

  it('the Books menu opens, reaches a category and closes', async ({ page }) => {
    await page.goto('/')
    const toggle = page.getByRole('button', { name: 'Books', exact: true })
    await toggle.click()
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    await page.getByRole('banner').getByRole('link', { name: 'Science Fiction' }).click()
    await page.waitForURL('**/categories/science-fiction')
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    await page.getByRole('heading', { level: 1, name: 'science fiction' }).waitFor()
    await page.getByRole('link', { name: /The War of the Worlds/ }).waitFor()
    expect(await page.getByText(/^(In stock|Out of stock)$/).count()).toBeGreaterThan(3)
  })

  it('a book card opens the book page with its details and quotes', async ({ page }) => {
    await page.goto('/categories/horror')
    await page.getByRole('link', { name: /Dracula/ }).click()
    await page.waitForURL(/\/books\/[0-9a-f-]{36}$/)
    await page.getByRole('heading', { level: 1, name: 'Dracula' }).waitFor()
    await page.getByText('Bram Stoker').first().waitFor()
    await page.getByRole('button', { name: 'Add to Cart' }).first().waitFor()
  })

  it('shows Error loading book info when a book fails to load, and Try again loads it', async ({
    page,
    allowPageErrors,
  }) => {
    // The browser reports the failing answer; a book opened within the app is fetched (not server-rendered).
    allowPageErrors(/status of 500/)
    let failing = true
    await page.route(/\/api\/books\/[0-9a-f-]{36}$/, (route) =>
      failing
        ? route.fulfill({ status: 500, json: { error: 'internal', message: 'Internal Server Error' } })
        : route.continue(),
    )
    await page.goto('/categories/horror')
    await page
      .getByRole('link', { name: /Dracula/ })
      .first()
      .click()
    await page.getByText('Error loading book info').waitFor()
    failing = false
    await page.getByRole('button', { name: 'Try again' }).click()
    await page.getByRole('heading', { level: 1, name: 'Dracula' }).waitFor()
  })

  it('sends unknown paths and genres without books to /404, with a way back', async ({
    page,
    allowPageErrors,
  }) => {
    // The server answers such pages 404 (with noindex), which the browser reports.
    allowPageErrors(/status of 404/)
    await page.goto('/no/such/page')
    await page.waitForURL('**/404')
    await page.getByText('Oops! The page you are looking for does not exist.').waitFor()

    await page.goto('/categories/westerns')
    await page.waitForURL('**/404')
    await page.getByRole('link', { name: 'Return to shopping' }).click()
    await page.waitForURL((url) => url.pathname === '/')
  })

  it('a link followed offline says the connection is down; Try again opens the page once it is back', async ({
    page,
    context,
    allowPageErrors,
  }) => {
    // The browser reports the screen's code it could not fetch.
    allowPageErrors(/ERR_INTERNET_DISCONNECTED|dynamically imported module/)
    await page.goto('/')
    await context.setOffline(true)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click()
    await page.getByRole('heading', { level: 1, name: 'No connection' }).waitFor()
    expect(await page.getByText(/newer version/).count()).toBe(0)
    expect(await seriousAxeViolations(page)).toEqual([])
    await context.setOffline(false)
    await page.getByRole('button', { name: 'Try again' }).click()
    await page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/about')
  })

  it("says a newer version is available when a screen's code is gone while the store answers", async ({
    page,
    allowPageErrors,
  }) => {
    // As after a deploy: the old build's chunk answers 404, which the browser reports.
    allowPageErrors(/status of 404|dynamically imported module/)
    await page.route(/\/assets\/about-page-[^/]*\.js$/, (route) => route.fulfill({ status: 404, body: '' }))
    await page.goto('/')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click()
    await page.getByText('A newer version of the store is available. Reload the page to continue.').waitFor()
    expect(await page.getByRole('heading', { name: 'No connection' }).count()).toBe(0)
  })

  it('scrolls to the top on a route change and to the anchor of a hash link', async ({ page }) => {
    await page.goto('/categories/none')
    await page.getByRole('heading', { level: 1, name: 'Our Entire Collection' }).waitFor()
    await page.getByRole('link', { name: 'Privacy Policy' }).click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
    // The section sits near the page's end, so it comes into view rather than to the very top. Polled: the window
    // may still be scrolling (or the page's lower part still laying out) when scrollY passes 500.
    const privacyTop = () => page.locator('#privacy').evaluate((el) => el.getBoundingClientRect().top)
    await expect.poll(privacyTop).toBeLessThan(740)
    expect(await privacyTop()).toBeGreaterThanOrEqual(0)

    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click()
    await page.waitForURL('**/about')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  it('works on a phone-sized screen through the menu button', async ({ phonePage: page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: /menu/i }).click()
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Mystery' }).click()
    await page.waitForURL('**/categories/mystery')
    await page.getByRole('heading', { level: 1, name: 'mystery' }).waitFor()
    await page.getByRole('link', { name: /The Hound of the Baskervilles/ }).waitFor()
  })
})
