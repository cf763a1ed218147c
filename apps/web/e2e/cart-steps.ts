// Steps the cart and checkout specs share: books to buy picked from the live catalogue, adding one through its
// page and the dialog, the header's count, the cart held in the browser (as a later visit finds it), the checkout
// form, and a session ended elsewhere.

import { apiPaths, identityPaths } from '@bookstore/contract/api-paths'
import type { Book } from '@bookstore/contract/schemas/book'
import type { Order } from '@bookstore/contract/schemas/order'
import type { Page } from 'playwright-core'
import { expect, inject } from 'vitest'
import { confirmDialog, main } from './account-steps'
import { getBooks, getJson } from './demo-books'

/**
 * Books a spec may buy: in stock well above the low-stock mark, so that an order (one copy each) changes nothing
 * the catalogue specs look at. `skip` books are left for other tests.
 */
export async function booksToBuy(count: number, skip: readonly Book[] = []): Promise<Book[]> {
  const taken = new Set(skip.map((book) => book._id))
  const books = (await getBooks()).filter((book) => book.stock >= 30 && !taken.has(book._id))
  if (books.length < count) throw new Error(`The demo catalogue has only ${books.length} such books`)
  return books.slice(0, count)
}

export const addedTitle = (title: string) => `'${title}' has been added to your cart`

/** Opens the book's page, presses Add to Cart and closes the success dialog. */
export async function addThroughBookPage(page: Page, book: Pick<Book, '_id' | 'title'>): Promise<void> {
  await page.goto(`/books/${book._id}`)
  await main(page).getByRole('button', { name: 'Add to Cart' }).first().click()
  await confirmDialog(page, addedTitle(book.title))
}

/**
 * The number the header's cart button shows, read from its accessible name; by CSS, as an open dialog hides the
 * page behind it from the accessibility tree.
 */
export const headerCount = async (page: Page): Promise<number> => {
  const name = await page.locator('header a[aria-label^="Cart, "]').getAttribute('aria-label')
  return Number(/^Cart, (\d+) items?$/.exec(name ?? '')?.[1] ?? NaN)
}

export const expectHeaderCount = (page: Page, count: number) =>
  expect.poll(() => headerCount(page)).toBe(count)

/** The cart as the browser keeps it (localStorage 'cart'). */
export const storedCart = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('cart') ?? '[]') as {
        _id: string
        title: string
        newPrice: number
        stock: number
        priceWhenAdded?: number
      }[],
  )

/**
 * A book as a cart kept from an earlier visit may hold it: added when it was sold, removed from the catalogue
 * since (no book has this id).
 */
export const withdrawnBook = (like: Book): Book => ({
  ...like,
  _id: '00000000-0000-4000-8000-00000000dead',
  title: 'A Book No Longer Sold',
})

/** Puts these books in the browser's cart as the store keeps them, for specs about what happens after adding. */
export async function fillCart(page: Page, books: readonly Book[]): Promise<void> {
  const items = books.map(({ _id, title, description, coverImage, category, oldPrice, newPrice, stock }) => ({
    _id,
    title,
    description,
    coverImage,
    category,
    oldPrice,
    newPrice,
    stock,
  }))
  await page.evaluate((cart) => localStorage.setItem('cart', JSON.stringify(cart)), items)
}

export const CHECKOUT_ADDRESS = {
  Name: 'Ada Lovelace',
  'Phone number': '0123456789',
  Address: '12 St James Square',
  City: 'London',
  Country: 'United Kingdom',
  State: 'Greater London',
  Zipcode: 'SW1Y 4JH',
} as const

export const TERMS_LABEL = 'I agree with the Terms & Conditions and Shopping Policy'

/** Fills the checkout's fields by label: a select (the country, a US state) by the option's text. */
export async function fillCheckoutForm(page: Page, fields: Partial<Record<string, string>>): Promise<void> {
  for (const [label, value] of Object.entries(fields)) {
    if (value === undefined) continue
    const control = main(page).getByLabel(label, { exact: true })
    if ((await control.evaluate((element) => element.tagName)) === 'SELECT')
      await control.selectOption({ label: value })
    else await control.fill(value)
  }
}

export const placeOrderButton = (page: Page) => main(page).getByRole('button', { name: 'Place Order' })

/** The orders of an email as the API answers them to the page's signed-in shopper. */
export const ordersOf = async (page: Page, email: string): Promise<Order[]> => {
  const res = await page.request.get(apiPaths.ordersByEmail.href(email))
  if (!res.ok()) throw new Error(`orders: ${res.status()} ${await res.text()}`)
  return (await res.json()) as Order[]
}

export const stockOf = async (id: string): Promise<number> =>
  (await getJson<Book>(apiPaths.book.href(id))).stock

/** Ends the page's session on the server, as signing out in another tab does; the page itself is not told. */
export async function signOutElsewhere(page: Page): Promise<void> {
  const res = await page.request.post(identityPaths.signOut, {
    data: {},
    headers: { origin: inject('baseURL') },
  })
  if (!res.ok()) throw new Error(`sign-out failed: ${res.status()} ${await res.text()}`)
}

/** Signs the page's context in again through the API (the page is not told). */
export async function signInThroughApi(page: Page, email: string, password: string): Promise<void> {
  const res = await page.request.post(identityPaths.signIn, {
    data: { email, password },
    headers: { origin: inject('baseURL') },
  })
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`)
}

/** The total the checkout's summary shows once the server's quote priced it (a 'Shipping (…)' line is there). */
export async function pricedTotal(page: Page): Promise<number> {
  const summary = main(page).getByRole('region', { name: 'Order Summary' })
  await summary.getByText(/^Shipping \(/).waitFor()
  const total = summary.locator('dt', { hasText: /^Total$/ }).locator('xpath=following-sibling::dd[1]')
  return Number(((await total.textContent()) ?? '').replace('$', ''))
}
