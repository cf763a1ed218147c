// A shopper browsing the catalogue: category pages and their genre dropdown, the whole collection, book cards and
// a book's page with its stock bar, quotes, details and authors — in Chromium against the real server.

import { imageUrl } from '@bookstore/contract/api-paths'
import { HEADER_CATEGORIES } from '@bookstore/contract/categories'
import { categoryHeading } from '@bookstore/contract/category-heading'
import { formatPrice } from '@bookstore/contract/money'
import type { Book } from '@bookstore/contract/schemas/book'
import { isLowStock, stockBarPercent } from '@bookstore/contract/stock'
import { cardDescription, cardTitle } from '@bookstore/contract/truncate'
import type { Locator } from 'playwright-core'
import { beforeAll, describe, expect } from 'vitest'
import { barReading, cardOf } from './catalog-screens'
import { getBookDetail, getBooks, pickBook } from './demo-books'
import { it } from './fixtures'
import { revealSection } from './home-steps'

let books: Book[]

const findBook = (test: (book: Book) => boolean) => pickBook(books, test)

beforeAll(async () => {
  books = await getBooks()
})

describe('category pages', () => {
  it.for([
    ['science-fiction', 'science fiction'],
    ['dystopian-fantasy', 'dystopian fantasy'],
    ['Horror', 'horror'],
  ] as const)('/categories/%s is headed %s', async ([genre, heading], { page }) => {
    await page.goto(`/categories/${genre}`)
    await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor()
    await page.getByRole('main').getByRole('listitem').first().waitFor()
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1)
  })

  it('offers the other genres in a dropdown that opens the chosen one, and View All Books', async ({
    page,
  }) => {
    await page.goto('/categories/fantasy')
    const select = page.getByLabel('Browse another genre')
    await select.waitFor()
    const options = await select.locator('option:not([disabled])').allTextContents()
    expect(options).toEqual(HEADER_CATEGORIES.filter((c) => c.link !== 'fantasy').map((c) => c.name))

    await select.selectOption({ label: 'Mystery' })
    await page.waitForURL('**/categories/mystery')
    await page.getByRole('heading', { level: 1, name: 'mystery', exact: true }).waitFor()
    expect(await page.title()).toBe('mystery | Bookstore')
    expect(await select.locator('option:not([disabled])').allTextContents()).toContain('Fantasy')

    await page.getByRole('link', { name: 'View All Books' }).click()
    await page.waitForURL('**/categories/none')
    await page.getByRole('heading', { level: 1, name: 'Our Entire Collection' }).waitFor()
    expect(await page.title()).toBe('Our Entire Collection | Bookstore')
  })

  it('shows cover, title, prices and In stock or Out of stock on each card', async ({ page }) => {
    const soldOut = findBook((b) => b.stock === 0)
    const inStock = findBook((b) => b.category === soldOut.category && b.stock > 0)
    await page.goto(`/categories/${soldOut.category}`)

    const soldOutCard = cardOf(page, soldOut.title)
    await soldOutCard.getByText('Out of stock', { exact: true }).waitFor()
    expect(await soldOutCard.getByText('In stock', { exact: true }).count()).toBe(0)
    await soldOutCard.getByText(formatPrice(soldOut.newPrice), { exact: true }).waitFor()
    expect(await soldOutCard.locator('s').innerText()).toContain(formatPrice(soldOut.oldPrice))

    const inStockCard = cardOf(page, inStock.title)
    await inStockCard.getByText('In stock', { exact: true }).waitFor()
    await inStockCard.getByRole('heading', { name: cardTitle(inStock.title) }).waitFor()

    // The first row's covers load at once (the first thing a shopper sees); the rest wait until scrolled near.
    const loading = await page
      .getByRole('main')
      .getByRole('listitem')
      .locator('img')
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('loading')))
    expect(loading.slice(0, 3)).toEqual(['eager', 'eager', 'eager'])
    expect(new Set(loading.slice(3))).toEqual(new Set(['lazy']))
  })

  it("shows a phone the covers' 200 px thumbnails in the grid and the full cover on the book's page", async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: { width: 360, height: 740 } })
    await page.goto('/categories/horror')
    const firstCover = page.getByRole('main').getByRole('listitem').first().locator('img')
    const shownFile = (img: Locator) =>
      img.evaluate((el: HTMLImageElement) => (el.complete && el.naturalWidth > 0 ? el.currentSrc : ''))
    await expect.poll(() => shownFile(firstCover)).toMatch(/-200w\.webp$/)

    await firstCover.click()
    await page.waitForURL('**/books/**')
    await page.getByRole('button', { name: 'Add to Cart' }).first().waitFor()
    const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? ''
    const bookCover = page.getByRole('img', { name: title, exact: true })
    await expect.poll(() => shownFile(bookCover)).toMatch(/\/covers\/[\w-]+\.webp$/)
    expect(await shownFile(bookCover)).not.toMatch(/-200w\.webp$/)
  })

  it('lays the cards out in 3 columns at 1280 px and in one at 360 px without sideways scrolling', async ({
    page,
  }) => {
    await page.goto('/categories/science-fiction')
    const cards = page.getByRole('main').getByRole('listitem')
    await cards.nth(3).waitFor()
    const xs = await Promise.all([0, 1, 2, 3].map(async (i) => (await cards.nth(i).boundingBox())?.x ?? -1))
    expect(xs[0]).toBeLessThan(xs[1] ?? 0)
    expect(xs[1]).toBeLessThan(xs[2] ?? 0)
    expect(xs[3]).toBe(xs[0])

    await page.setViewportSize({ width: 360, height: 740 })
    await expect
      .poll(async () => (await cards.nth(1).boundingBox())?.x)
      .toBe((await cards.nth(0).boundingBox())?.x)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  })

  it('shows an error with Try again when the books cannot be loaded, and recovers', async ({
    page,
    allowPageErrors,
  }) => {
    // The browser reports the requests the test aborts.
    allowPageErrors(/net::ERR_FAILED/)
    let failing = true
    await page.route(
      (url) => url.pathname === '/api/books/',
      (route) => (failing ? route.abort() : route.continue()),
    )
    // A shelf loaded from the server arrives with its books; one opened within the app asks the API for them.
    await page.goto('/categories/fantasy')
    await page.getByLabel('Browse another genre').selectOption({ label: 'Mystery' })
    await page.getByRole('heading', { level: 1, name: 'mystery', exact: true }).waitFor()
    const retry = page.getByRole('button', { name: 'Try again' })
    await retry.waitFor({ timeout: 15_000 })
    failing = false
    await retry.click()
    await page
      .getByText(/^(In stock|Out of stock)$/)
      .first()
      .waitFor()
  })

  it('sends a genre without books to /404', async ({ page, allowPageErrors }) => {
    // The server answers the page itself 404 (with noindex), which the browser reports.
    allowPageErrors(/status of 404/)
    await page.goto('/categories/westerns')
    await page.waitForURL('**/404')
    await page.getByRole('heading', { name: 'Oops! The page you are looking for does not exist.' }).waitFor()
  })

  it('the whole collection says how many books it holds, shows the newest first and links to the fantasy shelf', async ({
    page,
  }) => {
    await page.goto('/categories/none')
    await page.getByRole('heading', { level: 1, name: 'Our Entire Collection' }).waitFor()
    await page.getByText(`${books.length} books on this shelf`, { exact: true }).waitFor()
    // The rest come as the shopper scrolls (shelf-paging.spec.ts).
    const newest = books[0]
    if (!newest) throw new Error('no books')
    await cardOf(page, newest.title).waitFor()

    await page.getByRole('link', { name: /fantasy/i }).click()
    await page.waitForURL('**/categories/fantasy')
    await page.getByRole('heading', { level: 1, name: 'fantasy', exact: true }).waitFor()
  })

  it('a card opens its book, and long titles are cut at 30 characters', async ({ page }) => {
    const long = findBook((b) => b.title.length > 30)
    await page.goto(`/categories/${long.category}`)
    const card = cardOf(page, long.title)
    const heading = card.getByRole('heading')
    expect(await heading.innerText()).toBe(cardTitle(long.title))
    expect(cardTitle(long.title)).toMatch(/^.{30}\.\.\.$/)

    await card.getByRole('link').click()
    await page.waitForURL(`**/books/${long._id}`)
    await page.getByRole('heading', { level: 1, name: long.title }).waitFor()
  })

  it('the featured book card cuts its description at 50 characters and links cover and title', async ({
    page,
  }) => {
    const book = await getBookDetail(findBook((b) => b.title === 'Frankenstein')._id)
    await page.goto('/')
    const featured = page.getByRole('region', { name: 'Featured Books' })
    await revealSection(featured)
    const card = featured
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: book.title }) })
    await card.getByText(cardDescription(book.description), { exact: true }).waitFor()
    expect(cardDescription(book.description)).toMatch(/^.{50}\.\.\.$/)
    const title = card.getByRole('heading').getByRole('link')
    expect(await title.getAttribute('href')).toBe(`/books/${book._id}`)
    const cover = card.getByRole('img', { name: book.title })
    expect(await cover.evaluate((img) => img.closest('a')?.getAttribute('href'))).toBe(`/books/${book._id}`)
    expect(await card.getByRole('button', { name: 'Add to Cart' }).isEnabled()).toBe(true)
  })
})

describe('book page', () => {
  it('shows the cover, title, authors, prices, stock, description, quotes, details and author', async ({
    page,
  }) => {
    const book = await getBookDetail(findBook((b) => b.title === 'Frankenstein')._id)
    const author = book.authors[0]
    if (!author || !book.hardcoverPageCount) throw new Error('Frankenstein lost its author or page count')
    await page.goto(`/books/${book._id}`)
    await page.getByRole('heading', { level: 1, name: book.title }).waitFor()
    // The browser tab (and a screen reader on arrival) names the book.
    await expect.poll(() => page.title()).toBe(`${book.title} | Bookstore`)

    const cover = page.getByRole('img', { name: book.title, exact: true })
    expect(await cover.getAttribute('loading')).toBe('eager')
    expect(await cover.getAttribute('fetchpriority')).toBe('high')
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)

    await page.getByText(`by ${author.name}`, { exact: true }).waitFor()
    await page.getByText(formatPrice(book.newPrice), { exact: true }).first().waitFor()
    expect(await page.getByRole('main').locator('s').first().innerText()).toContain(
      formatPrice(book.oldPrice),
    )
    await page.getByText(`Stock: ${book.stock}`, { exact: true }).waitFor()
    const meter = page.getByRole('meter', { name: 'Stock level' })
    expect(await meter.getAttribute('aria-valuenow')).toBe(String(stockBarPercent(book.stock)))
    expect(parseFloat((await barReading(page)).width)).toBeCloseTo(stockBarPercent(book.stock), 2)
    expect(await page.getByRole('button', { name: 'Add to Cart' }).first().isEnabled()).toBe(true)
    await page.getByText(book.description, { exact: true }).waitFor()

    expect(book.quotes.length).toBeGreaterThan(0)
    for (const quote of book.quotes) await page.getByText(quote.content).waitFor()
    await page.getByText(`— ${book.quotes[0]?.personOrOrganization}`).first().waitFor()

    for (const text of [`${book.hardcoverPageCount} pages`, book.publisher, 'Horror', 'January 1, 1818']) {
      await page.getByRole('definition').filter({ hasText: text }).first().waitFor()
    }

    const about = page.getByRole('region', { name: 'About the Author' })
    await about.getByText(author.about, { exact: true }).waitFor()
    const portrait = about.getByRole('img', { name: author.name })
    expect(await portrait.getAttribute('src')).toBe(imageUrl(author.image))
    await portrait.scrollIntoViewIfNeeded()
    await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)

    // Every other image of the book waits for the viewport, and all have a size, so nothing shifts as they arrive
    // (the covers of Readers also bought are cards of their own, also-bought.spec.ts).
    const images = await page
      .getByRole('main')
      .locator('img:not(#readers-also-bought img)')
      .evaluateAll((imgs: HTMLImageElement[]) =>
        imgs.map((img) => [
          img.fetchPriority === 'high' || img.loading === 'lazy',
          img.hasAttribute('width') && img.hasAttribute('height'),
        ]),
      )
    expect(images.length).toBe(2)
    for (const image of images) expect(image).toEqual([true, true])
  })

  it('names both authors of a book written by two; View Related Books leads to its category', async ({
    page,
  }) => {
    const pair = await getBookDetail(findBook((b) => b.authors.length === 2)._id)
    await page.goto(`/books/${pair._id}`)
    const [first, second] = pair.authors
    await page.getByText(`by ${first?.name} and ${second?.name}`, { exact: true }).waitFor()
    const about = page.getByRole('region', { name: 'About the Author' })
    expect(await about.getByRole('img').count()).toBe(2)
    await about.getByText(second?.about ?? '?', { exact: true }).waitFor()

    // It scrolls to Readers also bought (also-bought.spec.ts), whose See all link opens the category.
    await page.getByRole('button', { name: 'View Related Books' }).click()
    const related = page.getByRole('region', { name: 'Readers also bought' })
    await related.getByRole('link', { name: /^See all/ }).click()
    await page.waitForURL(`**/categories/${pair.category}`)
    await page.getByRole('heading', { level: 1, name: categoryHeading(pair.category), exact: true }).waitFor()
  })

  it('draws the bar red for low stock, green otherwise, and disables Add to Cart when sold out', async ({
    phonePage: page,
  }) => {
    const low = findBook((b) => b.stock > 0 && isLowStock(b.stock))
    await page.goto(`/books/${low._id}`)
    await page.getByRole('heading', { level: 1, name: low.title }).waitFor()
    const red = await barReading(page)
    expect(red.r).toBeGreaterThan(150)
    expect(red.r).toBeGreaterThan(red.g + 80)
    expect(await page.getByRole('button', { name: 'Add to Cart' }).first().isEnabled()).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)

    const plenty = findBook((b) => !isLowStock(b.stock))
    await page.goto(`/books/${plenty._id}`)
    await page.getByRole('heading', { level: 1, name: plenty.title }).waitFor()
    const green = await barReading(page)
    expect(green.g).toBeGreaterThan(green.r + 50)

    const soldOut = findBook((b) => b.stock === 0)
    await page.goto(`/books/${soldOut._id}`)
    await page.getByRole('heading', { level: 1, name: soldOut.title }).waitFor()
    expect(await page.getByRole('button', { name: 'Add to Cart' }).first().isDisabled()).toBe(true)
    expect((await barReading(page)).width).toBe('0%')
  })

  it('says Loading... until the book arrives, when opened within the app', async ({ page }) => {
    // A book page loaded from the server arrives with its book (page-head.spec.ts); a link within the app fetches it.
    const book = findBook((b) => b.title === 'Dracula')
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(`**/api/books/${book._id}`, async (route) => {
      await held
      await route.continue()
    })
    await page.goto(`/categories/${book.category}`)
    await page.getByRole('link', { name: book.title }).first().click()
    await page.getByText('Loading...', { exact: true }).waitFor()
    release()
    await page.getByRole('heading', { level: 1, name: 'Dracula' }).waitFor()
    expect(await page.getByText('Loading...', { exact: true }).count()).toBe(0)
  })

  it.for([
    ['an unknown', '00000000-0000-4000-8000-000000000000'],
    ['a malformed', 'not-a-book'],
  ] as const)(
    "answers %s id 404 with the store's 404 screen",
    async ([_kind, id], { page, allowPageErrors }) => {
      // The browser reports the server's 404s (the page's and the book's).
      allowPageErrors(/status of 404/)
      const answer = await page.goto(`/books/${id}`)
      expect(answer?.status()).toBe(404)
      await page.waitForURL('**/404')
      await page.getByText('Oops! The page you are looking for does not exist.').waitFor()
      expect(await page.getByText('Error loading book info').count()).toBe(0)
      await page.getByRole('link', { name: 'Return to shopping' }).waitFor()
    },
  )
})
