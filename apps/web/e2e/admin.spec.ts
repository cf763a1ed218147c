// The administrator in Chromium against the real server (issue 6): login refused then accepted, the guard, a book
// added with a cover file and seen on the storefront, edited and deleted, a book's cover replaced with an uploaded
// file in Update Book (issue 27 item 6), log-out (which revokes the token on the server), and the token's expiry.
// The overview's figures are dashboard-overview.spec.ts's.

import { imageUrl } from '@bookstore/contract/api-paths'
import { formatPrice } from '@bookstore/contract/money'
import type { Book, BookDetail } from '@bookstore/contract/schemas/book'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, inject } from 'vitest'
import { confirmDialog, dialog, seriousAxeViolations } from './account-steps'
import {
  adminCall,
  adminCredentials,
  createSpecBook,
  fetchAdminToken,
  openDashboard,
  storedToken,
  storeToken,
  tokenExpiringAt,
  uniqueText,
  writeCoverPng,
} from './admin-steps'
import { cardOf } from './catalog-screens'
import { getBookDetail, getBooks, pickBook } from './demo-books'
import { it } from './fixtures'

/** Books this spec created, deleted again afterwards whatever happened. */
const created = new Set<string>()

it.afterAll(async ({ adminToken }) => {
  for (const id of created) await adminCall(adminToken, 'DELETE', `/api/books/${id}`)
})

/** Whether an <img> has loaded a picture (not failed, not a broken-image box). */
const imageLoaded = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)

const fieldMessage = async (page: Page, label: string) => {
  const describedBy = await page.getByLabel(label, { exact: true }).getAttribute('aria-describedby')
  return describedBy ? page.locator(`[id="${describedBy}"]`).innerText() : null
}

describe('admin login', () => {
  it('asks for both fields, refuses wrong credentials inline, then logs in and opens the dashboard', async ({
    page,
    allowPageErrors,
  }) => {
    // The server refuses the wrong password (401), and the login screen logs the refusal.
    allowPageErrors(/status of 401|^Admin login failed ApiError: Wrong username or password/)
    await page.goto('/admin')
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard Login' }).waitFor()
    const login = page.getByRole('main').getByRole('button', { name: 'Login', exact: true })

    await login.click()
    await expect.poll(() => fieldMessage(page, 'Username')).toBe('Username is required')
    expect(await fieldMessage(page, 'Password')).toBe('Password is required')

    const { username, password } = adminCredentials()
    await page.getByLabel('Username').fill(username)
    await page.getByLabel('Password').fill(`${password}-wrong`)
    await login.click()
    await page
      .getByRole('alert')
      .getByText('Please provide a valid email and password', { exact: true })
      .waitFor()
    expect(await storedToken(page)).toBeNull()

    await page.getByLabel('Password').fill(password)
    await login.click()
    await confirmDialog(page, 'Admin login successful!')
    await page.waitForURL('**/dashboard')
    await page.getByText('Book Store Inventory', { exact: true }).waitFor()
    expect(await storedToken(page)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
  })
})

describe('admin guard', () => {
  it.for(['/dashboard', '/dashboard/add-new-book', '/dashboard/edit-book/x', '/dashboard/manage-books'])(
    '%s sends a visitor without the token to /admin/',
    async (route, { page }) => {
      await page.goto(route)
      await page.waitForURL((url) => url.pathname === '/admin/')
      await page.getByRole('heading', { level: 1, name: 'Admin Dashboard Login' }).waitFor()
      expect(await page.getByText('Book Store Inventory').count()).toBe(0)
    },
  )

  it('removes a token the server refuses and goes to the admin login', async ({ page, allowPageErrors }) => {
    // Readable and unexpired, but not signed by the store: the server answers 403, and the dashboard logs it.
    allowPageErrors(/status of 403|^Failed to load the dashboard figures ApiError/)
    await storeToken(page, tokenExpiringAt(new Date(Date.now() + 3_600_000)))
    await page.goto('/dashboard/manage-books')
    await page.waitForURL((url) => url.pathname === '/admin')
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard Login' }).waitFor()
    expect(await storedToken(page)).toBeNull()
  })
})

describe('managing a book', () => {
  it('adds a book with a cover file, shows it on the storefront, edits it and deletes it', async ({
    adminPage: page,
    adminToken,
  }) => {
    const credited = await getBookDetail(pickBook(await getBooks(), (b) => b.authors.length === 1)._id)
    const author = credited.authors[0]
    if (!author) throw new Error('no author')
    const title = `Admin Test ${Date.now().toString(36)}`
    const cover = await writeCoverPng()

    await openDashboard(page, '/dashboard/add-new-book')
    const main = page.getByRole('main')
    await main.getByRole('heading', { level: 2, name: 'Add New Book' }).waitFor()
    await main.getByLabel('Title').fill(title)
    await main.getByLabel('Description').fill('A book the browser suite adds, edits and deletes.')
    await main.getByLabel('Category').selectOption('mystery')
    await main.getByLabel('Trending').check()
    await main.getByLabel('Old Price').fill('24.5')
    await main.getByLabel('New Price').fill('19.99')
    await main.getByLabel('Stock').fill('12')
    // The picker lists the first matches of a name (issue 15), not every author.
    await main.getByLabel('Search authors by name').fill(author.name)
    await main.getByLabel(author.name, { exact: true }).check()
    await main.getByLabel('Cover Image').setInputFiles(cover)
    await main.getByText('cover.png', { exact: true }).waitFor()
    await main.getByRole('button', { name: 'Add Book' }).click()

    await dialog(page).getByText('Your book is uploaded successfully!', { exact: true }).waitFor()
    await confirmDialog(page, 'Book added')
    expect(await main.getByLabel('Title').inputValue()).toBe('')
    expect(await main.getByLabel('Category').inputValue()).toBe('')
    expect(
      await main.getByLabel('Cover Image').evaluate((input: HTMLInputElement) => input.files?.length),
    ).toBe(0)
    expect(await main.getByText('cover.png', { exact: true }).count()).toBe(0)

    const book = (await getBooks()).find((b: Book) => b.title === title)
    if (!book) throw new Error('the new book is not in the catalogue')
    created.add(book._id)
    expect(book).toMatchObject({
      category: 'mystery',
      trending: true,
      oldPrice: 24.5,
      newPrice: 19.99,
      stock: 12,
      authors: [author._id],
    })
    expect(book.coverImage).toMatch(/^[\w-]+\.webp$/)

    // The storefront shows it with the uploaded cover.
    await page.goto('/categories/mystery')
    const card = cardOf(page, title)
    await card.getByText(formatPrice(19.99), { exact: true }).waitFor()
    const image = card.getByRole('img', { name: title, exact: true })
    await image.scrollIntoViewIfNeeded()
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true)
    expect(await image.getAttribute('src')).toContain(book.coverImage)

    // Edit it from the manage table.
    await page.goto('/dashboard/manage-books')
    await page.getByRole('link', { name: `Edit ${title}` }).click()
    await page.waitForURL(`**/dashboard/edit-book/${book._id}`)
    await expect.poll(() => main.getByLabel('Title').inputValue()).toBe(title)
    // Its current cover is shown beside the cover file input, which no file chosen leaves as it is.
    const currentCover = main.getByRole('img', { name: `Current cover of ${title}`, exact: true })
    expect(await currentCover.getAttribute('src')).toBe(imageUrl(book.coverImage))
    await expect.poll(() => imageLoaded(currentCover)).toBe(true)
    // The book's author is listed and ticked before any search, its name from the book's detail.
    expect(await main.getByLabel(author.name, { exact: true }).isChecked()).toBe(true)
    const edited = `${title} (revised)`
    await main.getByLabel('Title').fill(edited)
    await main.getByLabel('New Price').fill('17.25')
    await main.getByRole('button', { name: 'Update Book' }).click()
    await dialog(page).getByText('Your book is updated successfully!', { exact: true }).waitFor()
    await confirmDialog(page, 'Book Updated')
    expect(await getBookDetail(book._id)).toMatchObject({
      title: edited,
      newPrice: 17.25,
      oldPrice: 24.5,
      coverImage: book.coverImage,
    } satisfies Partial<BookDetail>)

    // Find it with the title filter, which the URL keeps, and delete it: the page refetches without it.
    await page.goto('/dashboard/manage-books')
    await main.getByLabel('Filter by title').fill(edited)
    await page.waitForURL((url) => url.searchParams.get('q') === edited)
    await main.getByText('Showing 1–1 of 1', { exact: true }).waitFor()
    await page.reload()
    expect(await main.getByLabel('Filter by title').inputValue()).toBe(edited)
    const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: `Delete ${edited}` }) })
    await row.getByText(formatPrice(17.25), { exact: true }).waitFor()
    // Its category by name, not slug (issue 37 item 7).
    await row.getByRole('cell', { name: 'Mystery', exact: true }).waitFor()
    await page.getByRole('button', { name: `Delete ${edited}` }).click()
    await confirmDialog(page, 'Book deleted successfully!')
    await page.getByRole('button', { name: `Delete ${edited}` }).waitFor({ state: 'detached' })
    await main.getByText(`No books match “${edited}”.`, { exact: true }).waitFor()
    expect((await adminCall(adminToken, 'GET', `/api/books/${book._id}`)).status).toBe(404)
    created.delete(book._id)
  })
})

describe("changing a book's cover", () => {
  it('uploads a new cover file in Update Book, previewed first, and the book shows it', async ({
    adminPage: page,
    adminToken,
  }) => {
    const book = await createSpecBook(adminToken, {
      title: uniqueText('Cover Change'),
      description: 'A book whose cover the browser suite replaces.',
      category: 'mystery',
      oldPrice: 20,
      newPrice: 15,
      stock: 4,
    })
    created.add(book._id)
    const file = await writeCoverPng('new-cover.png')

    await openDashboard(page, `/dashboard/edit-book/${book._id}`)
    const main = page.getByRole('main')
    await expect.poll(() => main.getByLabel('Title', { exact: true }).inputValue()).toBe(book.title)
    const currentCover = main.getByRole('img', { name: `Current cover of ${book.title}`, exact: true })
    await expect.poll(() => imageLoaded(currentCover)).toBe(true)

    // The same field as Add New Book: the file's name and its preview in place of the current cover.
    await main.getByLabel('Cover Image', { exact: true }).setInputFiles(file)
    await main.getByText('new-cover.png', { exact: true }).waitFor()
    const preview = main.getByRole('img', { name: 'Preview of the new cover, new-cover.png', exact: true })
    await expect.poll(() => imageLoaded(preview)).toBe(true)
    expect(await currentCover.count()).toBe(0)

    await main.getByRole('button', { name: 'Update Book' }).click()
    await dialog(page).getByText('Your book is updated successfully!', { exact: true }).waitFor()
    await confirmDialog(page, 'Book Updated')

    // The book has the uploaded cover now, as the public API answers it, and the file is served.
    const saved = (await adminCall<BookDetail>(adminToken, 'GET', `/api/books/${book._id}`)).body
    if (!saved) throw new Error('GET /api/books/{id} answered nothing')
    expect(saved.coverImage).toMatch(/^[\w-]+\.webp$/)
    expect(saved.coverImage).not.toBe(book.coverImage)
    expect(saved).toMatchObject({ title: book.title, oldPrice: 20, newPrice: 15, stock: 4 })
    const served = await fetch(inject('baseURL') + imageUrl(saved.coverImage))
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toMatch(/^image\//)

    // Update Book shows it as the current cover, the file input emptied, and it loads.
    await expect.poll(() => currentCover.getAttribute('src')).toBe(imageUrl(saved.coverImage))
    await expect.poll(() => imageLoaded(currentCover)).toBe(true)
    expect(await main.getByText('new-cover.png', { exact: true }).count()).toBe(0)
    expect(
      await main
        .getByLabel('Cover Image', { exact: true })
        .evaluate((input: HTMLInputElement) => input.files?.length),
    ).toBe(0)
  })
})

describe('leaving the dashboard', () => {
  it('logs out: the server revokes the token, the browser removes it and the admin login opens', async ({
    page,
    adminToken,
  }) => {
    // A token of its own: the one the other tests share must outlive this one.
    const own = await fetchAdminToken()
    await storeToken(page, own)
    await openDashboard(page)
    await page.getByRole('button', { name: 'Log out' }).click()
    await page.waitForURL((url) => /^\/admin\/?$/.test(url.pathname))
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard Login' }).waitFor()
    expect(await storedToken(page)).toBeNull()
    expect((await adminCall(own, 'GET', '/api/admin')).status).toBe(401)
    expect((await adminCall(adminToken, 'GET', '/api/admin')).status).toBe(200)
    await page.goto('/dashboard')
    await page.waitForURL((url) => url.pathname === '/admin/')
  })

  it('ends the visit when the token is already expired at page load', async ({ page }) => {
    await storeToken(page, tokenExpiringAt(new Date(Date.now() - 60_000)))
    await page.goto('/dashboard')
    await confirmDialog(page, 'Token has been expired! Please login again')
    await page.waitForURL((url) => url.pathname === '/')
    expect(await storedToken(page)).toBeNull()
  })

  it("ends the visit when the token's hour runs out on the dashboard", async ({ page, allowPageErrors }) => {
    // Jumping an hour ahead may time out the figures' request in flight, and once the token has run out the server
    // refuses the figures (401): the dashboard logs both.
    allowPageErrors(/^Failed to load the dashboard figures ApiError|status of 401/)
    const fresh = await fetchAdminToken()
    await page.clock.install()
    await storeToken(page, fresh)
    await page.goto('/dashboard')
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor()
    await page.clock.fastForward('58:00')
    expect(await storedToken(page)).toBe(fresh)
    expect(await dialog(page).count()).toBe(0)

    await page.clock.fastForward('02:01')
    await confirmDialog(page, 'Token has been expired! Please login again')
    await page.waitForURL((url) => url.pathname === '/')
    expect(await storedToken(page)).toBeNull()
  })
})

describe('accessibility', () => {
  it('the admin login has no serious or critical axe violations', async ({ page }) => {
    await page.goto('/admin')
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard Login' }).waitFor()
    await page.getByRole('main').getByRole('button', { name: 'Login', exact: true }).click()
    await page.getByText('Username is required', { exact: true }).waitFor()
    expect(await seriousAxeViolations(page)).toEqual([])
  })

  // One walk through the dashboard's screens, as an admin moves between them: each checked once its data has come.
  it('the index, Add New Book, Manage Books and Update Book have no serious or critical axe violations', async ({
    adminPage: page,
  }) => {
    const book = pickBook(await getBooks(), (b) => b.authors.length > 0)
    const screens: [name: string, route: string, ready: () => Promise<unknown>][] = [
      ['the index', '/dashboard', () => page.getByText('Products', { exact: true }).first().waitFor()],
      [
        'Add New Book',
        '/dashboard/add-new-book',
        () => page.getByText('Cover Image', { exact: true }).first().waitFor(),
      ],
      [
        'Manage Books',
        '/dashboard/manage-books',
        () => page.getByText('Book Title', { exact: true }).first().waitFor(),
      ],
      [
        'Update Book',
        `/dashboard/edit-book/${book._id}`,
        () => expect.poll(() => page.getByLabel('Title', { exact: true }).inputValue()).toBe(book.title),
      ],
    ]
    for (const [name, route, ready] of screens) {
      await openDashboard(page, route)
      await ready()
      await page.getByRole('main').getByText('Loading...').first().waitFor({ state: 'detached' })
      expect(await seriousAxeViolations(page), name).toEqual([])
    }
  })
})
