// The administrator running the shop in Chromium against the real server (issue 17): a stock edited on Update Book
// shows in Manage Books' low-stock filter and on the dashboard's low-stock list; a quote added with its book and
// deleted after the confirmation, and a home-page quote kept from the sterner one; axe on the quotes screen and the
// dashboard index with the day's overview shown.

import { FEATURED_QUOTE_ID } from '@bookstore/contract/featured-content'
import type { Book } from '@bookstore/contract/schemas/book'
import type { Quote } from '@bookstore/contract/schemas/quote'
import { describe, expect } from 'vitest'
import { confirmDialog, dialog, seriousAxeViolations } from './account-steps'
import { adminCall, createSpecBook, openDashboard, uniqueText } from './admin-steps'
import { getJson } from './demo-books'
import { it } from './fixtures'

/** Books and quotes this spec created, deleted again afterwards whatever happened. */
const createdBooks = new Set<string>()
const createdQuotes = new Set<string>()

it.afterAll(async ({ adminToken }) => {
  for (const id of createdBooks) await adminCall(adminToken, 'DELETE', `/api/books/${id}`)
  for (const id of createdQuotes) await adminCall(adminToken, 'DELETE', `/api/quotes/${id}`)
})

/** POST /api/books/create-book with the admin token: a book of this spec's own, in stock, with a demo book's cover. */
async function createBook(token: string, title: string): Promise<Book> {
  const book = await createSpecBook(token, {
    title,
    description: 'A book the shop spec restocks.',
    category: 'mystery',
    oldPrice: 20,
    newPrice: 12.5,
    stock: 40,
  })
  createdBooks.add(book._id)
  return book
}

describe('stock', () => {
  it('a stock edited to 3 shows in the low-stock filter and on the dashboard, which leads back to the book', async ({
    adminPage: page,
    adminToken,
  }) => {
    const title = uniqueText('Shop Stock')
    const book = await createBook(adminToken, title)
    const main = page.getByRole('main')

    await openDashboard(page, `/dashboard/edit-book/${book._id}`)
    await expect.poll(() => main.getByLabel('Stock').inputValue()).toBe('40')
    await main.getByLabel('Stock').fill('3')
    await main.getByRole('button', { name: 'Update Book' }).click()
    await dialog(page).getByText('Your book is updated successfully!', { exact: true }).waitFor()
    await confirmDialog(page, 'Book Updated')

    await openDashboard(page, '/dashboard/manage-books')
    await main.getByLabel('Filter by stock').selectOption({ label: 'Low stock' })
    await main.getByLabel('Filter by title').fill(title)
    await page.waitForURL(
      (url) => url.searchParams.get('stock') === 'low' && url.searchParams.get('q') === title,
    )
    const row = main.getByRole('row').filter({ has: page.getByRole('link', { name: `Edit ${title}` }) })
    await row.waitFor()
    expect(await row.locator('td').nth(3).innerText()).toBe('3')
    // Out of stock it is not.
    await main.getByLabel('Filter by stock').selectOption({ label: 'Out of stock' })
    await main.getByText(`No books match “${title}” with that stock.`, { exact: true }).waitFor()

    await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click()
    const low = main.getByRole('region', { name: 'Low stock' })
    await low.getByRole('link', { name: `Edit ${title}` }).click()
    await page.waitForURL(`**/dashboard/edit-book/${book._id}`)
    await expect.poll(() => main.getByLabel('Stock').inputValue()).toBe('3')
  })
})

describe('quotes', () => {
  it("adds a quote with its book and deletes it once confirmed; keeps the home page's quote when its sterner confirmation is declined", async ({
    adminPage: page,
    adminToken,
  }) => {
    const content = uniqueText('Shop spec words')
    const main = page.getByRole('main')
    await openDashboard(page, '/dashboard/quotes')
    await main.getByRole('heading', { level: 2, name: 'Quotes' }).waitFor()

    await main.getByLabel('Content').fill(content)
    await main.getByLabel('Person or organization').fill('The Browser Suite')
    await main.getByLabel('Book (optional)').fill('Dracula')
    await main.getByRole('button', { name: 'Choose Dracula', exact: true }).click()
    await main.getByRole('button', { name: 'Remove book' }).waitFor()
    await main.getByRole('button', { name: 'Add Quote' }).click()
    await confirmDialog(page, 'Quote added')
    expect(await main.getByLabel('Content').inputValue()).toBe('')

    const [stored] = await getJson<Quote[]>(`/api/quotes/?q=${encodeURIComponent(content)}`)
    if (!stored) throw new Error('the new quote is not listed by the API')
    createdQuotes.add(stored._id)
    expect(stored).toMatchObject({ content, personOrOrganization: 'The Browser Suite' })
    const dracula = await getJson<Book>(`/api/books/${stored.bookId ?? ''}`)
    expect(dracula.title).toBe('Dracula')

    await main.getByLabel('Filter quotes').fill(content)
    await page.waitForURL((url) => url.searchParams.get('q') === content)
    const item = main.getByRole('listitem').filter({ hasText: content })
    await item.getByText('— The Browser Suite', { exact: true }).waitFor()
    expect(await item.getByText('Shown on the home page').count()).toBe(0)
    await item.getByRole('button', { name: /^Delete the quote/ }).click()
    await dialog(page).getByRole('heading', { name: 'Delete this quote?' }).waitFor()
    await dialog(page).getByRole('button', { name: 'Delete', exact: true }).click()
    await confirmDialog(page, 'Quote deleted')
    await main.getByText(`No quotes match “${content}”.`, { exact: true }).waitFor()
    expect((await adminCall(adminToken, 'GET', `/api/quotes/${stored._id}`)).status).toBe(404)
    createdQuotes.delete(stored._id)

    // The home page's quote is marked, and its sterner confirmation declined keeps it.
    const featured = await getJson<Quote>(`/api/quotes/${FEATURED_QUOTE_ID}`)
    await main.getByLabel('Filter quotes').fill(featured.content)
    const home = main.getByRole('listitem').filter({ hasText: featured.content })
    await home.getByText('Shown on the home page', { exact: true }).waitFor()
    await home.getByRole('button', { name: /^Delete the quote/ }).click()
    await dialog(page).getByRole('heading', { name: 'Delete a quote shown on the home page?' }).waitFor()
    expect(await dialog(page).getByRole('button', { name: 'Delete', exact: true }).count()).toBe(0)
    await dialog(page).getByRole('button', { name: 'Keep it' }).click()
    await dialog(page).waitFor({ state: 'detached' })
    expect((await adminCall(adminToken, 'GET', `/api/quotes/${FEATURED_QUOTE_ID}`)).status).toBe(200)
    expect(await home.count()).toBe(1)
  })
})

describe('accessibility', () => {
  it.for([
    ['the quotes screen', '/dashboard/quotes', 'Pages of quotes'],
    ['the dashboard index with the day', '/dashboard', 'Low stock'],
  ] as const)(
    '%s has no serious or critical axe violations',
    async ([_name, route, ready], { adminPage: page }) => {
      await openDashboard(page, route)
      await page.getByRole(ready === 'Low stock' ? 'region' : 'navigation', { name: ready }).waitFor()
      await page.waitForLoadState('networkidle')
      expect(await seriousAxeViolations(page)).toEqual([])
    },
  )
})
