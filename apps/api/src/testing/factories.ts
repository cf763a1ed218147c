// Test data through the app's own doors: shoppers signed up through better-auth (with their session cookie),
// buyers (a shopper and her email), admins and their bearer tokens, rows for books, authors and quotes, order
// bodies in the spec's nested form, and orders placed over HTTP.

import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { apiPaths, identityPaths } from '@bookstore/contract/api-paths'
import { toCents } from '@bookstore/contract/money'
import type { CreateOrderInput } from '@bookstore/contract/schemas/order'
import type { Database } from '@/db/client'
import { authors, bookAuthors, books, orders, quotes } from '@/db/schema'
import { setAdminPassword } from '@/modules/admin-auth/accounts'
import { TEST_PUBLIC_URL, type TestAppHandle } from './test-app'

let sequence = 0

export interface TestShopper {
  /** The Cookie header value that carries the session. */
  cookie: string
  uid: string
}

/** The `name=value` pairs of a response's set-cookie headers, as one Cookie header (expired ones left out). */
export function cookieHeader(setCookie: string | string[] | undefined): string {
  const lines = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie]
  return lines
    .filter((line) => !/max-age=0\b/i.test(line))
    .map((line) => line.split(';')[0] ?? '')
    .filter(Boolean)
    .join('; ')
}

let signUpCount = 0

/** Signs a shopper up through better-auth (as the web app does) and returns her session cookie and uid. */
export async function signUpShopper(
  app: FastifyInstance,
  input: { email: string; password: string; username: string; name?: string },
): Promise<TestShopper> {
  signUpCount += 1
  const res = await app.inject({
    method: 'POST',
    url: identityPaths.signUp,
    headers: { origin: TEST_PUBLIC_URL },
    payload: { name: input.name ?? input.username, ...input },
    // Each from its own address, so a file signing many shoppers up never meets the sign-up limit (30 a minute).
    remoteAddress: `10.255.${Math.floor(signUpCount / 250)}.${(signUpCount % 250) + 1}`,
  })
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`)
  const body = res.json<{ user: { id: string } }>()
  return { cookie: cookieHeader(res.headers['set-cookie']), uid: body.user.id }
}

/** POST sign-in as the web app sends it (the store's Origin, JSON), from `remoteAddress` when one is given. */
export const signInRequest = (
  app: FastifyInstance,
  email: string,
  password: string,
  remoteAddress?: string,
) =>
  app.inject({
    method: 'POST',
    url: identityPaths.signIn,
    headers: { origin: TEST_PUBLIC_URL },
    payload: { email, password },
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
  })

export interface TestBookInput {
  title?: string
  category?: string
  oldPrice?: number
  newPrice?: number
  stock?: number
  trending?: boolean
  createdAt?: Date
  authorIds?: string[]
}

export async function insertBook(db: Database, input: TestBookInput = {}): Promise<string> {
  sequence += 1
  const [row] = await db
    .insert(books)
    .values({
      title: input.title ?? `Test Book ${sequence}`,
      description: `Description of test book ${sequence}`,
      coverImage: `test-${sequence}.webp`,
      category: input.category ?? 'fantasy',
      author: 'Test Author',
      oldPriceCents: toCents(input.oldPrice ?? 20),
      newPriceCents: toCents(input.newPrice ?? 15.5),
      stock: input.stock ?? 10,
      trending: input.trending ?? false,
      publisher: 'Test Press',
      hardcoverPageCount: 200,
      publishedAt: '1900-01-01',
      createdAt: input.createdAt ?? new Date(Date.UTC(2026, 0, 1) + sequence * 60_000),
    })
    .returning({ id: books.id })
  if (!row) throw new Error('insert returned no row')
  for (const [position, authorId] of (input.authorIds ?? []).entries()) {
    await db.insert(bookAuthors).values({ bookId: row.id, authorId, position })
  }
  return row.id
}

export async function insertAuthor(db: Database, name = `Author ${++sequence}`): Promise<string> {
  const [row] = await db
    .insert(authors)
    .values({ name, fullName: `${name} Full`, about: `About ${name}`, image: 'author.webp' })
    .returning({ id: authors.id })
  if (!row) throw new Error('insert returned no row')
  return row.id
}

export async function insertQuote(db: Database, bookId: string | null, content = `Quote ${++sequence}`) {
  const [row] = await db
    .insert(quotes)
    .values({ content, personOrOrganization: 'Someone', bookId })
    .returning({ id: quotes.id })
  if (!row) throw new Error('insert returned no row')
  return row.id
}

/** A book's stock as stored (undefined when the row is gone). */
export async function bookStock(db: Database, id: string): Promise<number | undefined> {
  const [row] = await db.select({ stock: books.stock }).from(books).where(eq(books.id, id))
  return row?.stock
}

export interface OrderBodyInput {
  shopper: { uid: string; email: string }
  productIds: string[]
  totalPrice: number | string
  delivered?: boolean
}

/** A POST /api/orders/ body in the spec's nested form ({userUid, content}). */
export const nestedOrderBody = ({
  shopper,
  productIds,
  totalPrice,
  delivered = false,
}: OrderBodyInput): Extract<CreateOrderInput, { content: unknown }> => ({
  userUid: shopper.uid,
  content: {
    name: 'Test Shopper',
    email: shopper.email,
    address: { city: 'Springfield', country: 'USA', state: 'IL', zipcode: '62704' },
    phone: '5551234567',
    productIds,
    totalPrice,
    delivered,
  },
})

/** An id no row has (a well-formed UUID): the 404 of every route that takes one. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'

export const TEST_ADMIN = { username: 'root', password: 'correct horse battery staple' }

let adminLoginCount = 0

/** Creates (or resets) an admin and logs in through POST /api/auth/admin; returns the bearer token. */
export async function adminToken(t: TestAppHandle, admin = TEST_ADMIN): Promise<string> {
  await setAdminPassword(t.db, admin.username, admin.password)
  adminLoginCount += 1
  const res = await t.app.inject({
    method: 'POST',
    url: apiPaths.adminLogin.href(),
    payload: admin,
    // Apart from the addresses tests use for failed logins, which the rate limit counts.
    remoteAddress: `10.254.${Math.floor(adminLoginCount / 250)}.${(adminLoginCount % 250) + 1}`,
  })
  if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.statusCode} ${res.body}`)
  return res.json<{ token: string }>().token
}

/** The Authorization header of an admin token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

export interface TestBuyer extends TestShopper {
  email: string
}

/** Signs a shopper up; her email comes with her cookie and uid (for order bodies). */
export async function signUpBuyer(app: FastifyInstance, username: string): Promise<TestBuyer> {
  const email = `${username}@example.org`
  return { ...(await signUpShopper(app, { email, password: 'shelf-secret-1', username })), email }
}

/** What placeOrder may change: checkout fields (name, phone…), and the order's placing time (the date filters). */
export interface PlaceOrderOptions {
  content?: Record<string, unknown>
  placedAt?: { db: Database; at: Date }
}

let placeOrderCount = 0

/** Places an order through POST /api/orders/ as the buyer, at the given books' current total; returns its id. */
export async function placeOrder(
  app: FastifyInstance,
  buyer: TestBuyer,
  productIds: string[],
  totalPrice: number,
  { content = {}, placedAt }: PlaceOrderOptions = {},
): Promise<string> {
  const body = nestedOrderBody({ shopper: buyer, productIds, totalPrice })
  placeOrderCount += 1
  const res = await app.inject({
    method: 'POST',
    url: apiPaths.orders.href(),
    headers: { cookie: buyer.cookie, origin: TEST_PUBLIC_URL },
    payload: { ...body, content: { ...body.content, ...content } },
    // Each from its own address, so a file placing many orders never meets the per-address order limit (only the
    // per-account one, ORDERS_PER_ACCOUNT_PER_HOUR).
    remoteAddress: `10.253.${Math.floor(placeOrderCount / 250) % 250}.${(placeOrderCount % 250) + 1}`,
  })
  if (res.statusCode !== 201) throw new Error(`order failed: ${res.statusCode} ${res.body}`)
  const id = res.json<{ _id: string }>()._id
  if (placedAt) await placedAt.db.update(orders).set({ placedAt: placedAt.at }).where(eq(orders.id, id))
  return id
}
