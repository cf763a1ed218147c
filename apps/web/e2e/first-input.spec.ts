// What a shopper does before the app starts is neither lost nor misdirected (issue 38 item 1): on server-rendered
// pages whose CPU is slowed 4× and whose scripts arrive late (a slow network: the app's code is held until the moves
// are made), each move is made once the content shows and before <html data-started>, and does what it does after:
// the collection's genre stays chosen and shows its books; Subscribe ends on /subscribe-success, or with the spec's
// error above the field, and never puts the address into a URL; the footer's newsletter does nothing; text typed in
// the header's search box stays, and a search sent early opens its results; the shelf's order, in stock only and
// price typed early apply at the start; Add to Cart pressed early adds the book.

import { SUBSCRIBE_EMAIL_ERROR } from '@bookstore/contract/email-rules'
import { TOTAL_COUNT_HEADER, type Book } from '@bookstore/contract/schemas/book'
import { carouselTitle } from '@bookstore/contract/truncate'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, inject } from 'vitest'
import { confirmDialog, header, main } from './account-steps'
import { addedTitle, storedCart } from './cart-steps'
import { getBooks, getJson, pickBook } from './demo-books'
import { it } from './fixtures'

interface EarlyPage {
  /** Every document the page asked for, as full URLs. */
  visited: string[]
  /** Lets the app's code through and waits for the app to start. */
  start: () => Promise<void>
  /** Whether the app has started (it must not have, right after each move). */
  started: () => Promise<boolean>
}

/**
 * Opens `path` with the CPU slowed 4× and the app's scripts held, and waits for the server's content (`shown`):
 * the fixtures' goto, which waits for the start, is passed by.
 */
async function openBeforeStart(page: Page, path: string, shown: (page: Page) => Promise<unknown>) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held
    await route.continue()
  })
  const visited: string[] = []
  page.on('request', (request) => {
    if (request.isNavigationRequest()) visited.push(request.url())
  })
  const goto = (Object.getPrototypeOf(page) as Page).goto.bind(page)
  await goto(path, { waitUntil: 'commit' })
  await shown(page)
  const early: EarlyPage = {
    visited,
    started: () => page.evaluate(() => document.documentElement.dataset.started === 'true'),
    start: async () => {
      release()
      await page.locator('html[data-started="true"]').waitFor({ state: 'attached' })
    },
  }
  expect(await early.started()).toBe(false)
  return early
}

const collection = (page: Page) => page.getByRole('region', { name: 'Our Collection' })
const banner = (page: Page) => page.getByRole('region', { name: 'New Releases This Week' })
const searchBox = (page: Page) => header(page).getByRole('combobox', { name: 'Search books' })
const cardTitles = (page: Page) => collection(page).getByRole('heading', { level: 3 }).allTextContents()
const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search

/** How many books GET /api/books/ finds for `query`, as its X-Total-Count says. */
const countOf = async (query: string): Promise<number> => {
  const response = await fetch(`${inject('baseURL')}/api/books/?limit=1&${query}`)
  return Number(response.headers.get(TOTAL_COUNT_HEADER))
}

let book: Book

beforeAll(async () => {
  book = pickBook(await getBooks(), (b) => b.stock > 0)
})

describe('input before the app starts', () => {
  it("keeps the collection's genre, the header's search text, and the footer's newsletter does nothing", async ({
    page,
  }) => {
    const early = await openBeforeStart(page, '/', (p) => collection(p).getByLabel('Genre').waitFor())
    await collection(page).getByLabel('Genre').selectOption({ label: 'Horror' })
    expect(await early.started()).toBe(false)
    await searchBox(page).fill('dracula')
    expect(await early.started()).toBe(false)
    const newsletter = page.getByRole('contentinfo')
    await newsletter.getByLabel('Email address for the newsletter').fill('reader@gmail.com')
    await newsletter.getByRole('button', { name: 'Subscribe' }).click()
    await newsletter.getByLabel('Email address for the newsletter').press('Enter')
    expect(await early.started()).toBe(false)

    await early.start()
    // The collection loads its books once it is near the viewport again (the footer was the last move).
    await collection(page).scrollIntoViewIfNeeded()
    const horror = await getJson<Book[]>('/api/books/?category=horror&limit=12')
    await expect.poll(() => cardTitles(page)).toEqual(horror.map((b) => carouselTitle(b.title)))
    expect(await collection(page).getByLabel('Genre').inputValue()).toBe('horror')
    expect(await searchBox(page).inputValue()).toBe('dracula')
    expect(await newsletter.getByLabel('Email address for the newsletter').inputValue()).toBe(
      'reader@gmail.com',
    )
    expect(pathOf(page)).toBe('/')
    expect(early.visited).toEqual([`${inject('baseURL')}/`])
  })

  it('Subscribe with a Gmail address sent early ends on /subscribe-success, the address in no URL', async ({
    page,
  }) => {
    const early = await openBeforeStart(page, '/', (p) => banner(p).getByLabel('Email address').waitFor())
    await banner(page).getByLabel('Email address').fill('someone@gmail.com')
    await banner(page).getByRole('button', { name: 'Subscribe' }).click()
    expect(await early.started()).toBe(false)

    await early.start()
    await page.waitForURL('**/subscribe-success')
    expect(early.visited.filter((url) => url.includes('email='))).toEqual([])
    expect(page.url()).not.toContain('email=')
  })

  it("Subscribe with another address sent early says the spec's error above the field", async ({ page }) => {
    const early = await openBeforeStart(page, '/', (p) => banner(p).getByLabel('Email address').waitFor())
    await banner(page).getByLabel('Email address').fill('someone@example.com')
    await banner(page).getByRole('button', { name: 'Subscribe' }).click()
    expect(await early.started()).toBe(false)

    await early.start()
    const error = banner(page).getByRole('alert')
    await error.getByText(SUBSCRIBE_EMAIL_ERROR, { exact: true }).waitFor()
    const errorBox = await error.boundingBox()
    const fieldBox = await banner(page).getByLabel('Email address').boundingBox()
    expect((errorBox?.y ?? Infinity) + (errorBox?.height ?? 0)).toBeLessThanOrEqual(fieldBox?.y ?? 0)
    expect(await banner(page).getByLabel('Email address').inputValue()).toBe('someone@example.com')
    expect(pathOf(page)).toBe('/')
    expect(early.visited.filter((url) => url.includes('email='))).toEqual([])
  })

  it("applies the shelf's order, in stock only and a price chosen early", async ({ page }) => {
    const early = await openBeforeStart(page, '/categories/none', (p) =>
      main(p).getByRole('combobox', { name: 'Sort by' }).waitFor(),
    )
    await main(page).getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' })
    expect(await early.started()).toBe(false)
    await main(page).getByRole('checkbox', { name: 'In stock only' }).check()
    expect(await early.started()).toBe(false)
    await main(page).getByLabel('Min price').fill('10')
    expect(await early.started()).toBe(false)

    await early.start()
    await expect
      .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
      .toEqual({ sort: 'price-asc', inStock: 'true', minPrice: '10' })
    const count = await countOf('minPrice=10&inStock=true')
    await main(page).getByText(`${count} books on this shelf match the filters`, { exact: true }).waitFor()
    expect(await main(page).getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('price-asc')
    expect(await main(page).getByRole('checkbox', { name: 'In stock only' }).isChecked()).toBe(true)
    expect(await main(page).getByLabel('Min price').inputValue()).toBe('10')
  })

  it("adds the book when its page's Add to Cart is pressed early", async ({ page }) => {
    const early = await openBeforeStart(page, `/books/${book._id}`, (p) =>
      main(p).getByRole('button', { name: 'Add to Cart' }).first().waitFor(),
    )
    await main(page).getByRole('button', { name: 'Add to Cart' }).first().click()
    expect(await early.started()).toBe(false)

    await early.start()
    await confirmDialog(page, addedTitle(book.title))
    expect((await storedCart(page)).map((item) => item._id)).toEqual([book._id])
  })

  it("opens the results of a search sent early from the header's box", async ({ page }) => {
    const early = await openBeforeStart(page, `/books/${book._id}`, (p) => searchBox(p).waitFor())
    await searchBox(page).fill('frankenstein')
    await searchBox(page).press('Enter')
    expect(await early.started()).toBe(false)

    await early.start()
    await page.waitForURL('**/search?q=frankenstein')
    await main(page).getByRole('heading', { level: 1 }).waitFor()
    expect(early.visited).toEqual([`${inject('baseURL')}/books/${book._id}`])
  })
})
