// Prices as people type them, in Chromium against the real server (issue 22 items 7 and 9): '12,50' typed into
// Update Book's New Price is shown as '$12.50 will be stored', saved as 12.50 and listed as $12.50 in Manage Books
// (it once became $1250.00); a price the rule cannot read is refused beside the field; a new price above the old one
// is asked about first; and a cover the server finds is not an image says so beside Cover Image.

import { formatPrice } from '@bookstore/contract/money'
import type { Book, BookDetail } from '@bookstore/contract/schemas/book'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { confirmDialog, dialog } from './account-steps'
import { adminCall, createSpecBook, openDashboard, uniqueText } from './admin-steps'
import { getBooks } from './demo-books'
import { it } from './fixtures'

/** Books this spec created, deleted again afterwards whatever happened. */
const created = new Set<string>()

it.afterAll(async ({ adminToken }) => {
  for (const id of created) await adminCall(adminToken, 'DELETE', `/api/books/${id}`)
})

/** POST /api/books/create-book with the admin token: old price $20.00, new price $15.00, a demo book's cover. */
async function createBook(token: string, title: string): Promise<Book> {
  const book = await createSpecBook(token, {
    title,
    description: 'A book the prices spec reprices.',
    category: 'fiction',
    oldPrice: 20,
    newPrice: 15,
    stock: 5,
  })
  created.add(book._id)
  return book
}

const storedPrices = async (token: string, id: string) => {
  const { body } = await adminCall<BookDetail>(token, 'GET', `/api/books/${id}`)
  return { oldPrice: body?.oldPrice, newPrice: body?.newPrice }
}

/** The text the control labelled `label` points to with aria-describedby (its message, or its hint). */
const describedText = async (page: Page, label: string) => {
  const describedBy = await page.getByLabel(label, { exact: true }).getAttribute('aria-describedby')
  return describedBy ? page.locator(`[id="${describedBy}"]`).innerText() : null
}

/** Empties the input labelled `label` and types `text` key by key, as a person would. */
async function typeInto(page: Page, label: string, text: string): Promise<void> {
  const input = page.getByRole('main').getByLabel(label, { exact: true })
  await input.fill('')
  await input.pressSequentially(text)
}

describe('a price typed in Update Book', () => {
  it('saves 12,50 as $12.50 and lists it so; refuses 1,2,3 beside the field; asks before a price above the old one', async ({
    adminPage: page,
    adminToken,
  }) => {
    const title = uniqueText('Priced')
    const book = await createBook(adminToken, title)
    const main = page.getByRole('main')
    const update = main.getByRole('button', { name: 'Update Book' })

    await openDashboard(page, `/dashboard/edit-book/${book._id}`)
    await expect.poll(() => main.getByLabel('New Price', { exact: true }).inputValue()).toBe('15')
    await typeInto(page, 'New Price', '12,50')
    await expect.poll(() => describedText(page, 'New Price')).toBe('$12.50 will be stored')
    await update.click()
    await confirmDialog(page, 'Book Updated')
    expect(await storedPrices(adminToken, book._id)).toEqual({ oldPrice: 20, newPrice: 12.5 })

    await openDashboard(page, '/dashboard/manage-books')
    await main.getByLabel('Filter by title').fill(title)
    const row = main.getByRole('row').filter({ has: page.getByRole('link', { name: `Edit ${title}` }) })
    await row.getByText(formatPrice(12.5), { exact: true }).waitFor()

    // Text the rule cannot read one way only is refused beside the field, kept as typed, and nothing is sent.
    await openDashboard(page, `/dashboard/edit-book/${book._id}`)
    await expect.poll(() => main.getByLabel('New Price', { exact: true }).inputValue()).toBe('12.5')
    await typeInto(page, 'New Price', '1,2,3')
    await update.click()
    await expect
      .poll(() => describedText(page, 'New Price'))
      .toBe(
        'New Price must have one decimal separator at most, like 12.50 or 12,50 (no thousands separators)',
      )
    expect(await main.getByLabel('New Price', { exact: true }).getAttribute('aria-invalid')).toBe('true')
    expect(await main.getByLabel('New Price', { exact: true }).inputValue()).toBe('1,2,3')
    expect(await storedPrices(adminToken, book._id)).toEqual({ oldPrice: 20, newPrice: 12.5 })

    // A new price above the old one is asked about: changing the price saves nothing.
    await typeInto(page, 'New Price', '30')
    await update.click()
    await dialog(page).getByText('The new price is above the old price', { exact: true }).waitFor()
    await dialog(page).getByRole('button', { name: 'Change the price' }).click()
    await dialog(page).waitFor({ state: 'detached' })
    expect(await main.getByLabel('New Price', { exact: true }).inputValue()).toBe('30')
    expect(await storedPrices(adminToken, book._id)).toEqual({ oldPrice: 20, newPrice: 12.5 })

    // Confirmed, it is saved.
    await update.click()
    await dialog(page).getByText('The new price is above the old price', { exact: true }).waitFor()
    await dialog(page).getByRole('button', { name: 'Save anyway' }).click()
    await confirmDialog(page, 'Book Updated')
    expect(await storedPrices(adminToken, book._id)).toEqual({ oldPrice: 20, newPrice: 30 })
  })
})

describe('a cover the server refuses', () => {
  it("says the server's words beside Cover Image, under the spec's failure dialog, and creates nothing", async ({
    adminPage: page,
    allowPageErrors,
  }) => {
    // The upload answers 415, and Add New Book logs the failure.
    allowPageErrors(/status of 415|^Failed to add the book/)
    // Named like an image (the browser calls it image/png), but text inside: only the server reads the content.
    const dir = await mkdtemp(path.join(tmpdir(), 'bookstore-e2e-'))
    const fake = path.join(dir, 'cover.png')
    await writeFile(fake, 'This is not an image at all.\n'.repeat(20))
    const title = uniqueText('Not an image')
    const notAnImage = 'This file is not an image. Send a JPEG, PNG, WebP, GIF or AVIF image.'

    await openDashboard(page, '/dashboard/add-new-book')
    const main = page.getByRole('main')
    await main.getByLabel('Title').fill(title)
    await main.getByLabel('Description').fill('A book whose cover is text.')
    await main.getByLabel('Category').selectOption('fiction')
    await typeInto(page, 'Old Price', '20')
    await typeInto(page, 'New Price', '12,50')
    await main.getByLabel('Cover Image').setInputFiles(fake)
    await main.getByRole('button', { name: 'Add Book' }).click()

    await dialog(page).getByText(notAnImage, { exact: true }).waitFor()
    await confirmDialog(page, 'Failed to add book. Please try again')
    expect(await describedText(page, 'Cover Image')).toBe(notAnImage)
    expect(await main.getByLabel('Title').inputValue()).toBe(title)
    expect(await main.getByLabel('New Price', { exact: true }).inputValue()).toBe('12,50')
    expect((await getBooks()).some((b) => b.title === title)).toBe(false)
  })
})
