// Steps the admin specs share: the administrator global-setup creates, its token from the real API, the token put
// where the dashboard keeps it, tokens with a chosen exp, calls with the bearer token, books of a spec's own, and a
// PNG cover on disk.

import { ADMIN_TOKEN_STORAGE_KEY } from '@bookstore/contract/constants'
import type { Book } from '@bookstore/contract/schemas/book'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { inject } from 'vitest'
import { getBooks } from './demo-books'

export const adminCredentials = () => ({
  username: inject('adminUsername'),
  password: inject('adminPassword'),
})

/** POST /api/auth/admin with the real credentials: a token as the login screen would receive it. */
export async function fetchAdminToken(): Promise<string> {
  const res = await fetch(`${inject('baseURL')}/api/auth/admin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(adminCredentials()),
  })
  if (!res.ok) throw new Error(`admin login failed: ${res.status} ${await res.text()}`)
  return ((await res.json()) as { token: string }).token
}

/** A call to the API with the admin bearer token (and a JSON body); answers the status and the JSON body (or null). */
export async function adminCall<T>(
  token: string,
  method: string,
  apiPath: string,
  body?: unknown,
): Promise<{ status: number; body: T | null }> {
  const res = await fetch(inject('baseURL') + apiPath, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  return { status: res.status, body: text === '' ? null : (JSON.parse(text) as T) }
}

/** A title (or other text) no other spec or run uses. */
export const uniqueText = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/**
 * POST /api/books/create-book with the admin token: a book of a spec's own with `fields` (a demo book's cover, as
 * Update Book requires one). The spec deletes it afterwards.
 */
export async function createSpecBook(
  token: string,
  fields: {
    title: string
    description: string
    category: string
    oldPrice: number
    newPrice: number
    stock: number
  },
): Promise<Book> {
  const [demo] = await getBooks()
  if (!demo) throw new Error('the demo catalogue is empty')
  const res = await fetch(`${inject('baseURL')}/api/books/create-book`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...fields, coverImage: demo.coverImage }),
  })
  if (res.status !== 201) throw new Error(`create-book answered ${res.status}: ${await res.text()}`)
  return (await res.json()) as Book
}

const base64Url = (json: object) => Buffer.from(JSON.stringify(json)).toString('base64url')

/**
 * A token shaped like the store's with this exp: the browser only reads exp, and only the server checks the
 * signature, so a forged one is enough to test what the browser does with an expired token.
 */
export const tokenExpiringAt = (exp: Date) =>
  [
    base64Url({ alg: 'HS256', typ: 'JWT' }),
    base64Url({
      sub: 'e2e',
      role: 'admin',
      iat: Math.floor(exp.getTime() / 1000) - 3600,
      exp: exp.getTime() / 1000,
    }),
    'forged',
  ].join('.')

/** Puts `token` where the dashboard keeps it (localStorage 'token' of the store's origin). */
export async function storeToken(page: Page, token: string): Promise<void> {
  if (!page.url().startsWith(inject('baseURL'))) await page.goto('/about')
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: ADMIN_TOKEN_STORAGE_KEY,
    value: token,
  })
}

export const storedToken = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), ADMIN_TOKEN_STORAGE_KEY)

/** A real PNG (a 300 x 450 gradient with a label) written to a temporary file; answers its path. */
export async function writeCoverPng(name = 'cover.png'): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="450">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#7c2d12"/><stop offset="1" stop-color="#fde68a"/>
    </linearGradient></defs>
    <rect width="300" height="450" fill="url(#g)"/>
    <text x="150" y="225" font-size="32" text-anchor="middle" fill="#fff">E2E</text>
  </svg>`
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'bookstore-cover-')), name)
  await writeFile(file, await sharp(Buffer.from(svg)).png().toBuffer())
  return file
}

/** What each dashboard route's shell heading says (issue 27 item 5): the overview keeps the spec's 'Dashboard'. */
const dashboardHeading = (route: string): string => {
  const screen = /^\/dashboard\/([^/]+)/.exec(route)?.[1]
  const headings: Record<string, string> = {
    'add-new-book': 'Add Book',
    'edit-book': 'Edit Book',
    'manage-books': 'Manage Books',
    orders: 'Orders',
    settings: 'Store settings',
    customers: 'Customers',
    quotes: 'Quotes',
  }
  return screen ? (headings[screen] ?? screen) : 'Dashboard'
}

/** Opens a dashboard route on a page holding an admin token, once the shell heads it with the screen's name. */
export async function openDashboard(page: Page, route = '/dashboard'): Promise<void> {
  await page.goto(route)
  await page.getByRole('heading', { level: 1, name: dashboardHeading(route), exact: true }).waitFor()
}
