// The home page as a shopper meets it (spec §1, §2, §5, §9): the rotating banner, 'Have a look around!', both
// quotes, the carousels and their genre filter, the featured books, the author carousels, the categories grid, the
// subscribe banner and its success page — in Chromium against the real server and its demo catalogue.

import { SHOPPER_CATEGORIES } from '@bookstore/contract/categories'
import { HERO_ROTATION_MS } from '@bookstore/contract/constants'
import { SUBSCRIBE_EMAIL_ERROR } from '@bookstore/contract/email-rules'
import { CLOSING_QUOTE_ID, FEATURED_QUOTE_ID, THEMED_AUTHOR_IDS } from '@bookstore/contract/featured-content'
import { formatPrice } from '@bookstore/contract/money'
import { carouselTitle } from '@bookstore/contract/truncate'
import type { Locator, Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { seriousAxeViolations } from './account-steps'
import { DESKTOP, it } from './fixtures'
import { revealSection, scrollThroughHome } from './home-steps'

type ListedBook = { _id: string; title: string; newPrice: number; oldPrice: number }

/** What the server answers, read the way the page reads it. */
const getJson = async <T>(page: Page, path: string): Promise<T> => (await page.request.get(path)).json()

/** The card titles a carousel shows (its h3s, including slides scrolled out of view). */
const cardTitles = (section: Locator) => section.getByRole('heading', { level: 3 }).allTextContents()

/** Slides lying wholly inside the section's width: the ones a shopper sees side by side. */
const slidesInView = (section: Locator) =>
  section.evaluate((el) => {
    const box = el.getBoundingClientRect()
    return [...el.querySelectorAll('[role="group"]')].filter((slide) => {
      const r = slide.getBoundingClientRect()
      return r.width > 0 && r.left >= box.left - 1 && r.right <= box.right + 1
    }).length
  })

describe('home page', () => {
  it('rotates the hero banner every 8 s, loading only the current and the next image, until paused', async ({
    page,
  }) => {
    await page.clock.install()
    await page.goto('/')
    const banner = page.getByRole('region', { name: 'Banners' })
    // Hidden slides (the next one, loading ahead) are aria-hidden, so the one group left is the shown one.
    const shown = banner.getByRole('group')
    await expect.poll(() => shown.getAttribute('aria-label')).toBe('1 of 10')
    expect(await shown.locator('img').getAttribute('src')).toMatch(/hero-01\.webp$/)
    expect(await banner.locator('img').count()).toBe(2)

    await page.clock.runFor(HERO_ROTATION_MS)
    await expect.poll(() => shown.getAttribute('aria-label')).toBe('2 of 10')
    expect(await shown.locator('img').getAttribute('src')).toMatch(/hero-02\.webp$/)
    expect(await banner.getByRole('button', { name: 'Banner 2 of 10' }).getAttribute('aria-current')).toBe(
      'true',
    )

    await banner.getByRole('button', { name: 'Pause the banner rotation' }).click()
    // Leave the banner with pointer and focus, which would hold it too.
    await page.mouse.move(5, 890)
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.clock.runFor(HERO_ROTATION_MS * 3)
    expect(await shown.getAttribute('aria-label')).toBe('2 of 10')
    await banner.getByRole('button', { name: 'Next banner' }).click()
    await expect.poll(() => shown.getAttribute('aria-label')).toBe('3 of 10')
  })

  it('a phone downloads the 800 px banner and a wide screen the full one, never both', async ({
    newPage,
  }) => {
    for (const [viewport, file] of [
      [{ width: 412, height: 823 }, 'hero-01-800w.webp'],
      [DESKTOP, 'hero-01.webp'],
    ] as const) {
      const page = await newPage({ viewport })
      const banners: string[] = []
      page.on('request', (r) => {
        if (r.url().includes('/covers/hero-01')) banners.push(new URL(r.url()).pathname)
      })
      await page.goto('/')
      const shown = page.getByRole('region', { name: 'Banners' }).getByRole('group').locator('img')
      await expect
        .poll(() =>
          shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc),
        )
        .toMatch(new RegExp(`/covers/${file.replace('.', '\\.')}$`))
      // The Link header's preload names the same srcset, so the other size is never fetched.
      expect(banners).toEqual([`/covers/${file}`])
    }
  })

  it("'Have a look around!' scrolls down to the collection", async ({ page }) => {
    await page.goto('/')
    const heading = page.getByRole('heading', { level: 2, name: 'Our Collection' })
    await heading.waitFor()
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await page.getByRole('button', { name: 'Have a look around!' }).click()
    // Below the sticky header, at the top of the view.
    await expect
      .poll(async () => (await heading.boundingBox())?.y ?? -1, { timeout: 5000 })
      .toBeGreaterThan(60)
    await expect.poll(async () => (await heading.boundingBox())?.y ?? -1).toBeLessThan(200)
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
  })

  it('shows the opening and closing quotes with who said them', async ({ page }) => {
    await page.goto('/')
    await scrollThroughHome(page)
    for (const id of [FEATURED_QUOTE_ID, CLOSING_QUOTE_ID]) {
      const quote = await getJson<{ content: string; personOrOrganization: string }>(
        page,
        `/api/quotes/${id}`,
      )
      const figure = page.getByRole('figure').filter({ hasText: quote.content })
      await figure.waitFor()
      expect(await figure.locator('figcaption').textContent()).toContain(quote.personOrOrganization)
    }
  })

  it('filters the collection by genre on the server, and Choose a genre shows every book again', async ({
    page,
  }) => {
    await page.goto('/')
    const collection = page.getByRole('region', { name: 'Our Collection' })
    const genre = collection.getByLabel('Genre')
    await genre.waitFor()
    expect(await genre.locator('option').allTextContents()).toEqual([
      'Choose a genre',
      ...SHOPPER_CATEGORIES.map((c) => c.name),
    ])
    const newest = await getJson<ListedBook[]>(page, '/api/books/?limit=12')
    await expect.poll(() => cardTitles(collection)).toEqual(newest.map((b) => carouselTitle(b.title)))

    const horrorRequest = page.waitForRequest((r) => /\/api\/books\/\?.*category=horror/.test(r.url()))
    await genre.selectOption({ label: 'Horror' })
    await horrorRequest
    await collection.getByRole('heading', { level: 3, name: 'Dracula' }).waitFor()
    const fantasy = await getJson<ListedBook[]>(page, '/api/books/?category=fantasy')
    const shown = await cardTitles(collection)
    expect(shown.filter((t) => fantasy.some((b) => carouselTitle(b.title) === t))).toEqual([])
    const horror = await getJson<ListedBook[]>(page, '/api/books/?category=horror&limit=12')
    expect(shown).toEqual(horror.map((b) => carouselTitle(b.title)))

    await genre.selectOption({ label: 'Choose a genre' })
    await expect.poll(() => cardTitles(collection)).toEqual(newest.map((b) => carouselTitle(b.title)))
  })

  it('cuts carousel titles at 20 characters and shows prices with 2 decimals', async ({ page }) => {
    await page.goto('/')
    const fantasy = page.getByRole('region', { name: 'Fantasy Favourites' })
    await revealSection(fantasy)
    const books = await getJson<ListedBook[]>(page, '/api/books/?category=fantasy&limit=12')
    await expect.poll(() => cardTitles(fantasy)).toEqual(books.map((b) => carouselTitle(b.title)))
    const cut = (await cardTitles(fantasy)).filter((t) => t.endsWith('...'))
    expect(cut.length).toBeGreaterThan(0)
    expect(cut.every((t) => t.length === 23)).toBe(true)
    expect(cut).toContain("Alice's Adventures i...")

    const text = (await fantasy.textContent()) ?? ''
    const amounts = text.match(/\$[\d.]+/g) ?? []
    expect(amounts.length).toBe(books.length * 2)
    expect(amounts.every((a) => /^\$\d+\.\d{2}$/.test(a))).toBe(true)
    const alice = books.find((b) => b.title.startsWith("Alice's"))
    const card = fantasy.getByRole('article').filter({ hasText: "Alice's Adventures i..." })
    await card.getByText(formatPrice(alice?.newPrice ?? 0), { exact: true }).waitFor()
    // The old price is struck through.
    expect(await card.locator('s').textContent()).toContain(formatPrice(alice?.oldPrice ?? 0))
    await card.getByRole('link', { name: "Alice's Adventures i..." }).click()
    await page.waitForURL(`**/books/${alice?._id}`)
  })

  it('asks for the lower sections only as the shopper scrolls towards them', async ({ newPage }) => {
    const page = await newPage({ viewport: { width: 412, height: 823 } })
    const asked: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/api/')) asked.push(new URL(r.url()).pathname + new URL(r.url()).search)
    })
    await page.goto('/')
    await page.getByRole('region', { name: 'Our Collection' }).getByRole('article').first().waitFor()
    await page.waitForLoadState('networkidle')
    // The top of the page only: no popular-category covers, no author carousels, no closing quote.
    expect(asked.filter((path) => path.includes('author='))).toEqual([])
    expect(asked.filter((path) => path.includes(CLOSING_QUOTE_ID))).toEqual([])
    expect(asked.filter((path) => path.includes('category=horror'))).toEqual([])

    await scrollThroughHome(page)
    expect(asked.filter((path) => path.includes('author=')).length).toBe(2)
    expect(asked.filter((path) => path.includes(CLOSING_QUOTE_ID)).length).toBe(1)
    expect(asked.filter((path) => path.includes('category=horror')).length).toBe(1)
  })

  it('shows the two featured books and both themed author carousels with name and portrait', async ({
    page,
  }) => {
    await page.goto('/')
    await scrollThroughHome(page)
    const featured = page.getByRole('region', { name: 'Featured Books' })
    await featured.getByRole('heading', { level: 3, name: 'Frankenstein' }).waitFor()
    await featured.getByRole('heading', { level: 3, name: 'The Time Machine' }).waitFor()
    expect(await featured.getByRole('button', { name: 'Add to Cart' }).count()).toBe(2)

    for (const authorId of THEMED_AUTHOR_IDS) {
      const books = await getJson<ListedBook[]>(page, `/api/books/?author=${authorId}&limit=12`)
      const first = await getJson<{ authors: { _id: string; name: string }[] }>(
        page,
        `/api/books/${books[0]?._id}`,
      )
      const name = first.authors.find((a) => a._id === authorId)?.name
      const section = page.getByRole('region', { name: `More from ${name}` })
      await section.waitFor()
      // Carousels mount as a shopper scrolls towards them.
      await section.scrollIntoViewIfNeeded()
      await expect.poll(() => cardTitles(section)).toEqual(books.map((b) => carouselTitle(b.title)))
      expect(await section.locator('img[src*="/covers/author-"]').count()).toBe(1)
    }
    // The demo's themed authors, by name.
    expect(await page.getByRole('heading', { level: 2, name: /^More from / }).allTextContents()).toEqual([
      'More from H. G. Wells',
      'More from Arthur Conan Doyle',
    ])
  })

  it('links every popular category to its page', async ({ page }) => {
    await page.goto('/')
    const grid = page.getByRole('region', { name: 'Popular Categories' })
    await revealSection(grid)
    expect(await grid.getByRole('link').allTextContents()).toEqual(SHOPPER_CATEGORIES.map((c) => c.name))
    for (const category of SHOPPER_CATEGORIES) {
      expect(await grid.getByRole('link', { name: category.name, exact: true }).getAttribute('href')).toBe(
        `/categories/${category.link}`,
      )
    }
    await grid.getByRole('link', { name: 'Horror' }).click()
    await page.waitForURL('**/categories/horror')
    await page.getByRole('heading', { level: 1, name: 'horror' }).waitFor()
  })

  it.for([
    [375, 1],
    [800, 2],
    [1200, 3],
  ] as const)(
    'shows the carousels %ipx wide with %i slide(s) in view',
    async ([width, perView], { newPage }) => {
      const page = await newPage({ viewport: { width, height: 900 } })
      await page.goto('/')
      await scrollThroughHome(page)
      for (const name of ['Fantasy Favourites', 'More from H. G. Wells']) {
        const section = page.getByRole('region', { name })
        await section.scrollIntoViewIfNeeded()
        await expect.poll(() => slidesInView(section)).toBe(perView)
      }
      // The next button moves the row on by one book.
      const fantasy = page.getByRole('region', { name: 'Fantasy Favourites' })
      const previous = fantasy.getByRole('button', { name: 'Previous slide' })
      expect(await previous.isDisabled()).toBe(true)
      await fantasy.getByRole('button', { name: 'Next slide' }).click()
      await expect.poll(() => previous.isDisabled()).toBe(false)
      await expect.poll(() => slidesInView(fantasy)).toBe(perView)
    },
  )

  it('fits a 360px screen without sideways scrolling and has no serious axe violations', async ({
    newPage,
  }) => {
    for (const viewport of [{ width: 360, height: 740 }, DESKTOP]) {
      const page = await newPage({ viewport })
      await page.goto('/')
      await scrollThroughHome(page)
      await page.getByRole('heading', { level: 2, name: 'More from Arthur Conan Doyle' }).waitFor()
      await page.getByRole('heading', { level: 3, name: 'Frankenstein' }).first().waitFor()
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width)
      expect(await seriousAxeViolations(page)).toEqual([])
    }
  })
})

describe('subscribe banner', () => {
  it('refuses a non-Gmail address in a red box above the field, then subscribes a Gmail one with no request', async ({
    page,
  }) => {
    await page.goto('/')
    const banner = page.getByRole('region', { name: 'New Releases This Week' })
    await banner
      .getByText("It's time to update your reading list with some of the latest releases.")
      .waitFor()
    const email = banner.getByLabel('Email address')
    await email.fill('reader@example.com')
    await banner.getByRole('button', { name: 'Subscribe' }).click()
    const alert = banner.getByRole('alert')
    expect(await alert.textContent()).toBe(SUBSCRIBE_EMAIL_ERROR)
    const [alertBox, inputBox] = await Promise.all([alert.boundingBox(), email.boundingBox()])
    expect((alertBox?.y ?? 0) + (alertBox?.height ?? 0)).toBeLessThanOrEqual(inputBox?.y ?? 0)
    expect(page.url()).toMatch(/\/$/)

    // The home page's lower sections ask for their data as they come near the viewport: let them finish first.
    await page.waitForLoadState('networkidle')
    const requests: string[] = []
    page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`))
    await email.fill('reader@gmail.com')
    await banner.getByRole('button', { name: 'Subscribe' }).click()
    await page.waitForURL('**/subscribe-success')
    await page.getByRole('heading', { level: 1, name: 'Subscription Successful!' }).waitFor()
    // Only the success screen's own code may load; nothing reaches the API.
    expect(requests.filter((r) => r.includes('/api/') || !r.startsWith('GET '))).toEqual([])
  })

  it('the success page leads on to shopping and to the catalogue', async ({ page }) => {
    await page.goto('/subscribe-success')
    await page
      .getByText('You will receive an email verifying your enrollment within 1 business day.')
      .waitFor()
    await page.getByRole('link', { name: 'Continue Shopping' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await page.getByRole('heading', { level: 1 }).waitFor()

    await page.goto('/subscribe-success')
    await page.getByRole('link', { name: 'View Catalogue' }).click()
    await page.waitForURL('**/categories/none')
    await page.getByRole('heading', { level: 1, name: 'Our Entire Collection' }).waitFor()
  })
})
