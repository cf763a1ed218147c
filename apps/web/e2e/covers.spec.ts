// A cover that cannot be loaded (its file gone from /covers/, its address unreachable) shows the placeholder, named
// like the cover, in the cover's box: never the browser's broken-image box. One category page, in Chromium against
// the real server, with two books' cover requests (file and thumbnail) failing.

import { apiPaths, imageUrl } from '@bookstore/contract/api-paths'
import { coverThumbnailName, hasCoverThumbnail } from '@bookstore/contract/cover-sources'
import type { Book } from '@bookstore/contract/schemas/book'
import type { Locator } from 'playwright-core'
import { describe, expect } from 'vitest'
import { cardOf } from './catalog-screens'
import { getJson } from './demo-books'
import { it } from './fixtures'

const CATEGORY = 'science-fiction'

/** The paths a browser may ask for a stored cover: the file and its thumbnail. */
const coverPaths = (book: Book) => [imageUrl(book.coverImage), imageUrl(coverThumbnailName(book.coverImage))]

/** The box a cover (or its placeholder) takes on the page. */
const boxOf = async (cover: Locator) => {
  const box = await cover.boundingBox()
  if (!box) throw new Error('The cover is not on the page')
  return { width: Math.round(box.width), height: Math.round(box.height) }
}

describe('missing covers', () => {
  it('a cover answering 404 and one that cannot be reached show the placeholder; no image is broken', async ({
    page,
    allowPageErrors,
  }) => {
    // The browser reports the covers the test makes fail.
    allowPageErrors(/status of 404|net::ERR_CONNECTION_REFUSED/)
    // The shelf in the page's order; its first three cards make the first row.
    const shelf = await getJson<Book[]>(apiPaths.books.href({ category: CATEGORY }))
    const [missing, unreachable, loaded] = shelf.filter((book) => hasCoverThumbnail(book.coverImage))
    if (!missing || !unreachable || !loaded)
      throw new Error(`The demo's ${CATEGORY} shelf has too few covers`)

    const missingPaths = coverPaths(missing)
    const unreachablePaths = coverPaths(unreachable)
    await page.route(
      (url) => missingPaths.includes(url.pathname),
      (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
    )
    await page.route(
      (url) => unreachablePaths.includes(url.pathname),
      (route) => route.abort('connectionrefused'),
    )
    await page.goto(`/categories/${CATEGORY}`)

    const goodCover = cardOf(page, loaded.title).getByRole('img', { name: loaded.title, exact: true })
    await goodCover.scrollIntoViewIfNeeded()
    await expect
      .poll(() => goodCover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true)

    for (const book of [missing, unreachable]) {
      const cover = cardOf(page, book.title).getByRole('img', { name: book.title, exact: true })
      await cover.scrollIntoViewIfNeeded()
      await expect.poll(() => cover.evaluate((el) => el.tagName), { timeout: 10_000 }).toBe('SPAN')
      expect(await cover.isVisible()).toBe(true)
      expect(await cover.innerText()).toBe(book.title)
      // The placeholder takes the box the cover would have: same width, 2:3.
      const box = await boxOf(cover)
      expect(box).toEqual(await boxOf(goodCover))
    }

    // No image anywhere on the page ended in the broken state (loaded, yet nothing to show).
    const broken = await page
      .locator('img')
      .evaluateAll((imgs: HTMLImageElement[]) =>
        imgs.filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.currentSrc || img.src),
      )
    expect(broken).toEqual([])
  })
})
