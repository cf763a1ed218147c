// The wishlist in Chromium against the real server (issue 24, item 5): signed out, hearts on a home card and on a
// book page fill and count in the header, and /wishlist lists both from the browser's list; signing in (an account
// made through the API) merges them into her list on the server, which a reload still shows; Remove takes one off,
// Add to Cart buys from the list, and /wishlist is axe clean.

import { apiPaths } from '@bookstore/contract/api-paths'
import { BookList } from '@bookstore/contract/schemas/book'
import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { confirmDialog, fillLoginForm, header, main, seriousAxeViolations } from './account-steps'
import { addedTitle, booksToBuy, expectHeaderCount } from './cart-steps'
import { it } from './fixtures'

/** The number the header's heart shows, from its accessible name ('Wishlist, 2 books'). */
const wishlistCount = async (page: Page): Promise<number> => {
  const name = await page.locator('header a[aria-label^="Wishlist"]').getAttribute('aria-label')
  return Number(/^Wishlist, (\d+) books?$/.exec(name ?? '')?.[1] ?? NaN)
}
const expectWishlistCount = (page: Page, count: number) => expect.poll(() => wishlistCount(page)).toBe(count)

/** Her list on the server (GET /api/wishlist with the page's session cookie): the titles, newest first. */
const serverTitles = async (page: Page): Promise<string[]> => {
  const res = await page.request.get(apiPaths.wishlist.href())
  if (!res.ok()) return []
  return BookList.parse(await res.json()).map((book) => book.title)
}

const listedTitles = (page: Page) =>
  main(page).getByRole('list', { name: 'Books on your wishlist' }).getByRole('heading').allTextContents()

describe('the wishlist', () => {
  it('keeps hearts signed out, merges them at sign-in, removes one and buys from /wishlist', async ({
    page,
    signedOutShopper,
  }) => {
    // A heart on a home card (the first featured book): named for what a press does, and never opening the book.
    await page.goto('/')
    const featured = page.getByRole('region', { name: 'Featured Books' })
    await featured.scrollIntoViewIfNeeded()
    const card = featured.getByRole('article').first()
    const cardHeart = card.getByRole('button', { name: /^Add .+ to wishlist$/, disabled: false })
    await cardHeart.waitFor()
    const cardTitle =
      /^Add (.+) to wishlist$/.exec((await cardHeart.getAttribute('aria-label')) ?? '')?.[1] ?? ''
    expect(await cardHeart.getAttribute('aria-pressed')).toBe('false')
    await cardHeart.click()
    const pressedCardHeart = card.getByRole('button', { name: `Remove ${cardTitle} from wishlist` })
    expect(await pressedCardHeart.getAttribute('aria-pressed')).toBe('true')
    expect(new URL(page.url()).pathname).toBe('/')
    await expectWishlistCount(page, 1)

    // A heart on a book page, pressed from the keyboard.
    const [book] = (await booksToBuy(2)).filter((b) => b.title !== cardTitle)
    if (!book) throw new Error('no book to heart')
    await page.goto(`/books/${book._id}`)
    const pageHeart = main(page).getByRole('button', {
      name: `Add ${book.title} to wishlist`,
      disabled: false,
    })
    await pageHeart.focus()
    await page.keyboard.press('Enter')
    await main(page)
      .getByRole('button', { name: `Remove ${book.title} from wishlist`, pressed: true })
      .waitFor()
    await expectWishlistCount(page, 2)

    // /wishlist lists both, newest first, from the browser's list.
    await header(page).getByRole('link', { name: 'Wishlist, 2 books' }).click()
    await page.waitForURL('**/wishlist')
    await main(page).getByRole('heading', { level: 1, name: 'Wishlist' }).waitFor()
    await expect.poll(() => listedTitles(page)).toEqual([book.title, cardTitle])

    // Signing in merges them into her account, and the browser forgets its own copy.
    await page.goto('/login')
    await fillLoginForm(page, signedOutShopper.email, signedOutShopper.password)
    await confirmDialog(page, 'Login was successful')
    await expect.poll(() => serverTitles(page)).toEqual([book.title, cardTitle])
    await expect.poll(() => page.evaluate(() => localStorage.getItem('wishlist'))).toBeNull()

    await page.goto('/wishlist')
    await page.reload()
    await expect.poll(() => listedTitles(page)).toEqual([book.title, cardTitle])
    await expectWishlistCount(page, 2)

    // Remove takes one off, on the server too.
    await main(page)
      .getByRole('button', { name: `Remove ${cardTitle} from wishlist` })
      .click()
    await expect.poll(() => listedTitles(page)).toEqual([book.title])
    await expectWishlistCount(page, 1)
    await expect.poll(() => serverTitles(page)).toEqual([book.title])

    // Add to Cart from the list.
    await main(page).getByRole('button', { name: 'Add to Cart' }).click()
    await confirmDialog(page, addedTitle(book.title))
    await expectHeaderCount(page, 1)

    expect(await seriousAxeViolations(page)).toEqual([])
  })

  it('is axe clean when empty, with a way to the books', async ({ page }) => {
    await page.goto('/wishlist')
    await main(page).getByText('Your wishlist is empty').waitFor()
    await main(page)
      .getByRole('link', { name: /Browse the books/ })
      .waitFor()
    expect(await seriousAxeViolations(page)).toEqual([])
  })
})
