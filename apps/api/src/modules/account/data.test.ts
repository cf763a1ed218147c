// GET /api/account/data (issue 24 item 4): her account, her orders as the spec's Order JSON and her wishlist, as a
// file to save, never cached; nothing of another shopper's; a session only, and a few downloads a minute.

import { beforeAll, describe, expect, it } from 'vitest'
import { apiPaths } from '@bookstore/contract/api-paths'
import { AccountData } from '@bookstore/contract/schemas/account'
import { OrderList } from '@bookstore/contract/schemas/order'
import { wishlistItems } from '@/db/schema'
import { useAdminScene } from '@/testing/admin-scene'
import { insertBook } from '@/testing/factories'
import { useTestApp } from '@/testing/test-app'

const t = useTestApp()
const { scene, book, place } = useAdminScene(t, 'ella', 'finn')

const download = (cookie: string | undefined, remoteAddress = '10.9.0.1') =>
  t.app.inject({ url: apiPaths.accountData.href(), headers: cookie ? { cookie } : {}, remoteAddress })

let ellaOrders: string[]
let wished: { bookId: string; title: string; addedAt: Date }[]

beforeAll(async () => {
  const first = await place(scene.ella, [await book()], 'Ella E', new Date('2026-01-02T10:00:00Z'))
  const second = await place(
    scene.ella,
    [await book(), await book()],
    'Ella E',
    new Date('2026-02-03T10:00:00Z'),
  )
  ellaOrders = [second, first]
  await place(scene.finn, [await book()], 'Finn F')
  wished = [
    {
      bookId: await insertBook(t.db, { title: 'Older Wish' }),
      title: 'Older Wish',
      addedAt: new Date('2026-03-01T00:00:00Z'),
    },
    {
      bookId: await insertBook(t.db, { title: 'Newer Wish' }),
      title: 'Newer Wish',
      addedAt: new Date('2026-03-02T00:00:00Z'),
    },
  ]
  await t.db.insert(wishlistItems).values(wished.map((w) => ({ userId: scene.ella.uid, ...w })))
  await t.db.insert(wishlistItems).values({ userId: scene.finn.uid, bookId: await book() })
})

describe('GET /api/account/data', () => {
  it('answers 401 without a session', async () => {
    const res = await download(undefined)
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ error: 'unauthorized', message: expect.any(String) })
  })

  it('is a file of her account, her orders as she sees them and her wishlist, newest first', async () => {
    const before = Date.now()
    const res = await download(scene.ella.cookie)
    expect(res.statusCode).toBe(200)
    const day = new Date().toISOString().slice(0, 10)
    expect(res.headers['content-disposition']).toBe(`attachment; filename="bookstore-data-${day}.json"`)
    expect(res.headers['cache-control']).toBe('no-store')
    const data = AccountData.parse(res.json())
    expect(Date.parse(data.exportedAt)).toBeGreaterThanOrEqual(before - 1000)
    expect(data.account).toEqual({
      uid: scene.ella.uid,
      email: scene.ella.email,
      username: 'ella',
      name: 'ella',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    })
    // The orders exactly as GET /api/orders/email/{email} answers them: the spec's Order JSON.
    const own = await t.app.inject({
      url: apiPaths.ordersByEmail.href(scene.ella.email),
      headers: { cookie: scene.ella.cookie },
    })
    expect(data.orders).toEqual(OrderList.parse(own.json()))
    expect(data.orders.map((o) => o._id)).toEqual(ellaOrders)
    expect(data.orders[0]).toMatchObject({ name: 'Ella E', totalPrice: 20, productIds: [{}, {}] })
    expect(data.wishlist).toEqual(
      [...wished]
        .reverse()
        .map((w) => ({ bookId: w.bookId, title: w.title, addedAt: w.addedAt.toISOString() })),
    )
  })

  it("holds nothing of another shopper's", async () => {
    const res = await download(scene.ella.cookie, '10.9.0.2')
    const text = res.body
    expect(text).not.toContain(scene.finn.uid)
    expect(text).not.toContain(scene.finn.email)
    expect(text).not.toContain('Finn F')
    const finn = AccountData.parse((await download(scene.finn.cookie, '10.9.0.2')).json())
    expect(finn.orders.map((o) => o.name)).toEqual(['Finn F'])
    expect(finn.wishlist).toHaveLength(1)
    expect(JSON.stringify(finn)).not.toContain(scene.ella.uid)
  })

  it('allows a few downloads a minute per shopper, then 429 with Retry-After, from any address', async () => {
    // Ella has downloaded twice already this minute (above); one more, then refusals.
    expect((await download(scene.ella.cookie, '10.9.1.1')).statusCode).toBe(200)
    const refused = await download(scene.ella.cookie, '10.9.1.2')
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({ error: 'rate_limited', message: expect.any(String) })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    // Another shopper is not held up by her count.
    expect((await download(scene.finn.cookie, '10.9.1.2')).statusCode).toBe(200)
  })
})
