// Admin guards over HTTP (issue 6): every admin route answers 401 without a token (or an expired or revoked one) and
// 403 with a forged, unsigned, other-algorithm or non-admin token, and changes nothing; an admin token opens them,
// and also every shopper's orders and the real-users list.

import { eq } from 'drizzle-orm'
import { SignJWT } from 'jose'
import Fastify, { type FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiPaths } from '@bookstore/contract/api-paths'
import { OrderList } from '@bookstore/contract/schemas/order'
import { RealUserList } from '@bookstore/contract/schemas/real-user'
import { admins, books, quotes } from '@/db/schema'
import {
  adminToken,
  bearer,
  insertBook,
  insertQuote,
  placeOrder,
  signUpBuyer,
  TEST_ADMIN,
  type TestBuyer,
} from '@/testing/factories'
import { TEST_AUTH_SECRET, TEST_PUBLIC_URL, useTestApp } from '@/testing/test-app'
import access from './access'
import database from './database'
import errors from './errors'

const t = useTestApp()
let token: string
let adminId: string
let ann: TestBuyer
let bookId: string
let quoteId: string
let orderId: string

const key = (secret: string) => new TextEncoder().encode(secret)
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
const now = () => Math.floor(Date.now() / 1000)

/** An HS256 (or other HMAC) token with these claims, signed with `secret`. */
const signed = (claims: Record<string, unknown>, secret = TEST_AUTH_SECRET, alg = 'HS256') =>
  new SignJWT(claims)
    .setProtectedHeader({ alg })
    .setSubject(adminId)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(key(secret))

beforeAll(async () => {
  token = await adminToken(t)
  const [admin] = await t.db.select().from(admins).where(eq(admins.username, TEST_ADMIN.username))
  adminId = admin?.id ?? ''
  ann = await signUpBuyer(t.app, 'ann')
  bookId = await insertBook(t.db, { newPrice: 12.5 })
  quoteId = await insertQuote(t.db, bookId)
  orderId = await placeOrder(t.app, ann, [bookId], 12.5)
})

const bookBody = { title: 'Forbidden', description: 'No', category: 'fiction', oldPrice: 2, newPrice: 1 }

/** Every admin-only route, with a body that would succeed for an admin. */
const adminRoutes = [
  ['POST create-book', 'POST', () => apiPaths.createBook.href(), bookBody],
  ['PUT edit', 'PUT', () => apiPaths.editBook.href(bookId), { title: 'Changed' }],
  ['DELETE book', 'DELETE', () => apiPaths.deleteBook.href(bookId), undefined],
  [
    'POST create-quote',
    'POST',
    () => apiPaths.createQuote.href(),
    { content: 'x', personOrOrganization: 'y' },
  ],
  ['DELETE quote', 'DELETE', () => apiPaths.deleteQuote.href(quoteId), undefined],
  ['GET stats', 'GET', () => apiPaths.adminStats.href(), undefined],
  ['GET real-users', 'GET', () => apiPaths.realUsers.href(), undefined],
  ['POST upload', 'POST', () => apiPaths.uploadCover.href(), undefined],
] as const

const forgedTokens: [string, () => Promise<string>][] = [
  ['a wrong signature', () => signed({ role: 'admin' }, 'another-secret-another-secret-another-secret')],
  [
    'alg none',
    async () =>
      `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: adminId, role: 'admin', exp: now() + 3600 })}.`,
  ],
  ['HS512 with the right secret', () => signed({ role: 'admin' }, TEST_AUTH_SECRET, 'HS512')],
  ['no role', () => signed({})],
  ['the shopper role', () => signed({ role: 'shopper' })],
  ['a token that is no JWT', async () => 'not-an-admin-token'],
  ['a changed payload', async () => token.replace(/\.[^.]+\./, `.${b64({ sub: adminId, role: 'admin' })}.`)],
]

async function expectNothingChanged() {
  expect(await t.db.select({ id: books.id }).from(books)).toEqual([{ id: bookId }])
  const [book] = await t.db.select().from(books).where(eq(books.id, bookId))
  expect(book?.title).not.toBe('Changed')
  expect(await t.db.select({ id: quotes.id }).from(quotes)).toEqual([{ id: quoteId }])
}

describe.each(adminRoutes)('%s', (_name, method, url, payload) => {
  const call = (headers: Record<string, string>) => t.app.inject({ method, url: url(), headers, payload })

  it('answers 401 JSON without a token, also with a shopper session cookie instead', async () => {
    const noToken: Record<string, string>[] = [{}, { cookie: ann.cookie, origin: TEST_PUBLIC_URL }]
    for (const headers of noToken) {
      const res = await call(headers)
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({ error: 'unauthorized', message: expect.any(String) })
    }
    await expectNothingChanged()
  })

  it('answers 401 before it reads the body: a stranger learns nothing of what the body lacks', async () => {
    const res = await t.app.inject({ method, url: url(), payload: method === 'GET' ? undefined : {} })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ error: 'unauthorized', message: expect.any(String) })
  })

  it.each(forgedTokens)('answers 403 JSON for %s', async (_case, forge) => {
    const res = await call(bearer(await forge()))
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ error: 'forbidden', message: expect.any(String) })
    await expectNothingChanged()
  })

  it('answers 401 JSON for an expired admin token', async () => {
    const expired = await t.app.adminTokens.sign(
      { id: adminId, username: TEST_ADMIN.username },
      new Date(Date.now() - (t.app.adminTokens.ttlSeconds + 5) * 1000),
    )
    const res = await call(bearer(expired))
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ error: 'unauthorized', message: expect.stringContaining('expired') })
    await expectNothingChanged()
  })

  it('answers 401 JSON for a token logged out, and for one of ours without a token id (made before logout)', async () => {
    const loggedOut = await t.app.adminTokens.sign({ id: adminId, username: TEST_ADMIN.username })
    const logout = await t.app.inject({
      method: 'POST',
      url: apiPaths.adminLogout.href(),
      headers: bearer(loggedOut),
    })
    expect(logout.statusCode).toBe(204)
    const withoutId = await signed({ role: 'admin', username: TEST_ADMIN.username })
    for (const stale of [loggedOut, withoutId]) {
      const res = await call(bearer(stale))
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({ error: 'unauthorized', message: expect.stringMatching(/log in again/i) })
    }
    await expectNothingChanged()
  })
})

describe('an admin token', () => {
  it('reads the real-users list', async () => {
    const res = await t.app.inject({ url: apiPaths.realUsers.href(), headers: bearer(token) })
    expect(res.statusCode).toBe(200)
    expect(RealUserList.parse(res.json()).map((u) => u.uid)).toEqual([ann.uid])
  })

  it("reads anyone's orders by email, and one order by id", async () => {
    const list = await t.app.inject({ url: apiPaths.ordersByEmail.href(ann.email), headers: bearer(token) })
    expect(list.statusCode).toBe(200)
    expect(OrderList.parse(list.json()).map((o) => o._id)).toEqual([orderId])
    const one = await t.app.inject({ url: apiPaths.order.href(orderId), headers: bearer(token) })
    expect(one.statusCode).toBe(200)
    expect(one.json()).toMatchObject({ _id: orderId, email: ann.email })
  })

  it("is no admin's once the admin is gone: 401", async () => {
    const [other] = await t.db
      .insert(admins)
      .values({ username: 'gone', passwordHash: 'x' })
      .returning({ id: admins.id })
    const stale = await t.app.adminTokens.sign({ id: other?.id ?? '', username: 'gone' })
    await t.db.delete(admins).where(eq(admins.username, 'gone'))
    const res = await t.app.inject({ url: apiPaths.adminStats.href(), headers: bearer(stale) })
    expect(res.statusCode).toBe(401)
  })
})

describe('a shopper who also sends a stale or forged token', () => {
  it('still reads her own orders with her session, and not those of others', async () => {
    const bob = await signUpBuyer(t.app, 'bob')
    const forged = await signed({ role: 'admin' }, 'another-secret-another-secret-another-secret')
    const headers = { cookie: ann.cookie, ...bearer(forged) }
    const own = await t.app.inject({ url: apiPaths.ordersByEmail.href(ann.email), headers })
    expect(own.statusCode).toBe(200)
    expect(OrderList.parse(own.json())).toHaveLength(1)
    const others = await t.app.inject({ url: apiPaths.ordersByEmail.href(bob.email), headers })
    expect(others.statusCode).toBe(403)
  })
})

describe('a route that checks access after the body is read', () => {
  it('is refused when it is registered', async () => {
    const app = Fastify({ logger: false })
    await app.register(database, { db: t.db })
    await app.register(errors)
    await app.register(access, {
      authSecret: TEST_AUTH_SECRET,
      adminTokenTtlSeconds: 60,
      shopperOf: async () => null,
    })
    const lateCheck = async (scope: FastifyInstance) => {
      scope.post('/api/late-check', { preHandler: scope.requireAdmin }, async () => ({}))
    }
    await expect(app.register(lateCheck).ready()).rejects.toThrow(/onRequest/)
    await app.close()
  })
})
