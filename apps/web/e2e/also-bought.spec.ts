// "Readers also bought" (issue 16): orders placed through the API put a book on the page of the book it was bought
// with, first in the row, though it is of another category; 'View Related Books' brings the row into view and moves
// focus there; the page stays free of serious axe violations with the row shown.

import type { Book } from '@bookstore/contract/schemas/book'
import { carouselTitle } from '@bookstore/contract/truncate'
import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { seriousAxeViolations } from './account-steps'
import { getBooks, getJson } from './demo-books'
import { it } from './fixtures'
import { placeOrder } from './order-steps'

/** Two books in good stock from the end of the demo list (the other specs buy from its start), of two categories. */
async function twoBooks(): Promise<[Book, Book]> {
  const books = (await getBooks()).filter((book) => book.stock >= 30).reverse()
  const subject = books[0]
  const other = books.find((book) => book.category !== subject?.category)
  if (!subject || !other) throw new Error('The demo catalogue lacks two such books')
  return [subject, other]
}

/** Where the element's top is, as a share of the window's height (0 = top edge, 1 = bottom edge). */
const topInWindow = (page: Page, id: string) =>
  page.evaluate((elementId) => {
    const element = document.getElementById(elementId)
    return element ? element.getBoundingClientRect().top / window.innerHeight : Number.NaN
  }, id)

describe('Readers also bought', () => {
  it('shows the book bought with this one, and View Related Books brings it into view', async ({
    shopperPage: page,
  }) => {
    const [subject, other] = await twoBooks()
    for (let i = 0; i < 3; i += 1) await placeOrder(page, [subject, other])
    // An answer stored before the orders (another spec's visit) may stand for up to a stock period (ADR 003).
    const pairs: [Book, Book][] = [
      [subject, other],
      [other, subject],
    ]
    for (const [book, bought] of pairs) {
      await expect
        .poll(async () => (await getJson<Book[]>(`/api/books/${book._id}/also-bought`))[0]?._id, {
          timeout: 40_000,
          interval: 500,
        })
        .toBe(bought._id)
    }

    await page.goto(`/books/${subject._id}`)
    await page.getByRole('heading', { level: 1, name: subject.title }).waitFor()
    const related = page.getByRole('region', { name: 'Readers also bought' })
    expect(await topInWindow(page, 'readers-also-bought')).toBeGreaterThan(0.3)

    await page.getByRole('button', { name: 'View Related Books' }).click()
    // Scrolled (smoothly) until the row's heading is at the top, and focus moved there.
    await expect.poll(() => topInWindow(page, 'readers-also-bought')).toBeLessThan(0.2)
    expect(await topInWindow(page, 'readers-also-bought')).toBeGreaterThanOrEqual(0)
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('readers-also-bought')

    const firstSlide = related.getByRole('group', { name: /^1 \/ \d$/ })
    const link = firstSlide
      .getByRole('heading')
      .getByRole('link', { name: carouselTitle(other.title), exact: true })
    await link.waitFor()
    expect(await link.getAttribute('href')).toBe(`/books/${other._id}`)
    await related.getByRole('button', { name: 'Add to Cart' }).first().waitFor()

    expect(await seriousAxeViolations(page)).toEqual([])

    // The other book's page lists this one in turn.
    await link.click()
    await page.getByRole('heading', { level: 1, name: other.title }).waitFor()
    await page.getByRole('button', { name: 'View Related Books' }).click()
    await page
      .getByRole('region', { name: 'Readers also bought' })
      .getByRole('group', { name: /^1 \/ \d$/ })
      .getByRole('heading')
      .getByRole('link', { name: carouselTitle(subject.title), exact: true })
      .waitFor()
  })
})
