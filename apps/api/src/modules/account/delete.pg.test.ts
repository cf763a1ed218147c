// POST /api/account/delete (issue 24 item 4): only with the session and the account's own email typed, never from a
// foreign Origin; then the session ends, she cannot sign in, the shop keeps her orders with their name and address,
// and her email registers again as a new account that sees none of the old orders.

import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiPaths, identityPaths } from '@bookstore/contract/api-paths'
import { AdminOrderList } from '@bookstore/contract/schemas/admin-orders'
import { accounts, sessions, users, wishlistItems } from '@/db/schema'
import { useAdminScene } from '@/testing/admin-scene'
import { cookieHeader, signInRequest, signUpShopper, type TestBuyer } from '@/testing/factories'
import { TEST_PUBLIC_URL, useTestApp } from '@/testing/test-app'

const t = useTestApp()
const { scene, book, place, admin } = useAdminScene(t, 'dora', 'bob')
const origin = TEST_PUBLIC_URL

const deleteAs = (who: TestBuyer, email: string, headers: Record<string, string> = { origin }) =>
  t.app.inject({
    method: 'POST',
    url: apiPaths.deleteAccount.href(),
    headers: { cookie: who.cookie, ...headers },
    payload: { email },
  })

const ordersOf = (cookie: string, email: string) =>
  t.app.inject({ url: apiPaths.ordersByEmail.href(email), headers: { cookie } })

const signIn = (email: string, password = 'shelf-secret-1') => signInRequest(t.app, email, password)

let doraOrder: string

beforeAll(async () => {
  doraOrder = await place(scene.dora, [await book()], 'Dora Delete')
  await place(scene.bob, [await book()], 'Bob Keeps')
  await t.db.insert(wishlistItems).values({ userId: scene.dora.uid, bookId: await book() })
})

describe('refusals', () => {
  it('answers 401 without a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: apiPaths.deleteAccount.href(),
      headers: { origin },
      payload: { email: scene.dora.email },
    })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ error: 'unauthorized', message: expect.any(String) })
  })

  it("answers 400 naming the email field for another account's email, or none", async () => {
    const other = await deleteAs(scene.dora, scene.bob.email)
    expect(other.statusCode).toBe(400)
    expect(other.json()).toEqual({
      error: 'validation',
      message: "Invalid body: email: This is not your account's email",
    })
    const none = await deleteAs(scene.dora, '  ')
    expect(none.statusCode).toBe(400)
    expect(none.json<{ message: string }>().message).toContain('email')
    expect(await t.db.select().from(users).where(eq(users.id, scene.dora.uid))).toHaveLength(1)
  })

  it('refuses a foreign Origin with 403, and keeps the account', async () => {
    const res = await deleteAs(scene.dora, scene.dora.email, { origin: 'https://evil.example' })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ error: 'forbidden', message: expect.any(String) })
    const crossSite = await deleteAs(scene.dora, scene.dora.email, { 'sec-fetch-site': 'cross-site' })
    expect(crossSite.statusCode).toBe(403)
    expect(await t.db.select().from(users).where(eq(users.id, scene.dora.uid))).toHaveLength(1)
  })
})

describe('deleting her own account', () => {
  it('ends her sessions, clears the cookie, and she can no longer sign in', async () => {
    const second = await signIn(scene.dora.email)
    expect(second.statusCode).toBe(200)
    const secondCookie = cookieHeader(second.headers['set-cookie'])

    // Typed in another case, with spaces around: still her email.
    const res = await deleteAs(scene.dora, ` ${scene.dora.email.toUpperCase()} `)
    expect(res.statusCode).toBe(204)
    expect(res.body).toBe('')
    expect(res.headers['cache-control']).toBe('no-store')
    const cleared = [res.headers['set-cookie']].flat().join('\n')
    expect(cleared).toMatch(/^bookstore\.session_token=; Max-Age=0; Path=\/; HttpOnly/m)

    for (const cookie of [scene.dora.cookie, secondCookie]) {
      const session = await t.app.inject({ url: identityPaths.session, headers: { cookie } })
      expect(session.json()).toBeNull()
      expect((await t.app.inject({ url: apiPaths.account.href(), headers: { cookie } })).statusCode).toBe(401)
    }
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, scene.dora.uid))).toEqual([])
    expect(await t.db.select().from(accounts).where(eq(accounts.userId, scene.dora.uid))).toEqual([])
    expect(await t.db.select().from(wishlistItems).where(eq(wishlistItems.userId, scene.dora.uid))).toEqual(
      [],
    )
    const again = await signIn(scene.dora.email)
    expect(again.statusCode).toBe(401)
    // Deleting again with the dead cookie: nobody is signed in.
    expect((await deleteAs(scene.dora, scene.dora.email)).statusCode).toBe(401)
  })

  it("keeps her orders for the shop, with the name and address they were placed with; Bob's are untouched", async () => {
    const res = await admin(apiPaths.adminOrders.href({ q: scene.dora.email }))
    expect(res.statusCode).toBe(200)
    const orders = AdminOrderList.parse(res.json())
    expect(orders.map((o) => o._id)).toEqual([doraOrder])
    expect(orders[0]).toMatchObject({
      userUid: scene.dora.uid,
      name: 'Dora Delete',
      email: scene.dora.email,
      address: { city: 'Springfield', country: 'US', state: 'IL', zipcode: '62704' },
      phone: '5551234567',
    })
    const bobs = await ordersOf(scene.bob.cookie, scene.bob.email)
    expect(bobs.json<unknown[]>()).toHaveLength(1)
    expect((await signIn(scene.bob.email)).statusCode).toBe(200)
  })

  it('lets her email register again, as a new account that sees none of the old orders', async () => {
    const fresh = await signUpShopper(t.app, {
      email: scene.dora.email,
      password: 'another-secret-2',
      username: 'dora',
    })
    expect(fresh.uid).not.toBe(scene.dora.uid)
    const orders = await ordersOf(fresh.cookie, scene.dora.email)
    expect(orders.statusCode).toBe(200)
    expect(orders.json()).toEqual([])
    const data = await t.app.inject({ url: apiPaths.accountData.href(), headers: { cookie: fresh.cookie } })
    expect(data.json()).toMatchObject({ account: { uid: fresh.uid }, orders: [], wishlist: [] })
  })
})
