// GET /api/track/{token} (issue 24 item 3), from the link of the order's own mail: the state, dates, lines and total
// without a session, never who ordered it or where it goes; it follows the order's state; forged, changed, malformed
// and expired tokens are refused (404, 410) without touching the database; never cached; bounded per client.

import { and, desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { apiPaths } from '@bookstore/contract/api-paths'
import { OrderTracking } from '@bookstore/contract/schemas/order-tracking'
import type { Database } from '@/db/client'
import { mailOutbox } from '@/db/schema'
import { useAdminScene } from '@/testing/admin-scene'
import { insertBook, placeOrder, UNKNOWN_ID } from '@/testing/factories'
import { TEST_AUTH_SECRET, TEST_PUBLIC_URL, useTestApp } from '@/testing/test-app'
import { TrackingLinks } from './tracking-links'
import { signTrackingToken, trackingKey } from './tracking-token'
import { trackOrder } from './service'
import { TRACKING_FAILURES_LIMIT, TRACKING_READS_LIMIT } from './tracking-limits'

const t = useTestApp()
const { scene: s, admin } = useAdminScene(t, 'tracker_ann', 'tracker_bob')

const SHIP_TO = {
  name: 'Ann Reader',
  phone: '5550100',
  address: { street: '12 Elm St', city: 'Springfield', state: 'IL', zipcode: '62704', country: 'USA' },
}

let addresses = 0
/** GET the tracking answer of `token`, each request from its own client address unless one is given. */
const track = (
  token: string,
  remoteAddress = `10.251.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`,
) => t.app.inject({ method: 'GET', url: apiPaths.trackOrder.href(token), remoteAddress })

/** The token of the link in the newest mail of `kind` to `email`. */
async function tokenFromMail(email: string, kind: string): Promise<string> {
  const [mail] = await t.db
    .select({ text: mailOutbox.textBody })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, kind)))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1)
  const token = new RegExp(`${TEST_PUBLIC_URL}/track/([A-Za-z0-9_.-]+)`).exec(mail?.text ?? '')?.[1]
  if (!token) throw new Error(`no tracking link in the ${kind} mail to ${email}`)
  return token
}

/** An order of two named books placed by `buyer`; its id and the token its confirmation carries. */
async function placedOrder(buyer: typeof s.tracker_ann, titles: [string, string]) {
  const books = [
    await insertBook(t.db, { title: titles[0], newPrice: 10 }),
    await insertBook(t.db, { title: titles[1], newPrice: 4.5 }),
  ]
  const id = await placeOrder(t.app, buyer, books, 14.5, { content: SHIP_TO })
  return { id, token: await tokenFromMail(buyer.email, 'order-placed') }
}

const expectRefused = (res: Awaited<ReturnType<typeof track>>, status: number, error: string) => {
  expect(res.statusCode).toBe(status)
  expect(res.json()).toEqual({ error, message: expect.any(String) })
}

describe('a tracking link', () => {
  it('shows the order’s state, date, lines and total, and nothing about who ordered it', async () => {
    const { token } = await placedOrder(s.tracker_ann, ['Harbour Lights', 'Small Hours'])
    const res = await track(token)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const body = res.json<Record<string, unknown>>()
    expect(Object.keys(body).sort()).toEqual([
      'cancelledAt',
      'deliveredAt',
      'lines',
      'placedAt',
      'shipment',
      'state',
      'totalPrice',
    ])
    const tracking = OrderTracking.parse(body)
    expect(tracking).toMatchObject({
      state: 'placed',
      deliveredAt: null,
      cancelledAt: null,
      totalPrice: 14.5,
    })
    expect(Date.parse(tracking.placedAt)).toBeGreaterThan(Date.now() - 60_000)
    expect(tracking.lines).toEqual([
      { title: 'Harbour Lights', coverImage: expect.any(String), price: 10 },
      { title: 'Small Hours', coverImage: expect.any(String), price: 4.5 },
    ])
    for (const secret of [
      s.tracker_ann.email,
      'Ann Reader',
      '5550100',
      '12 Elm St',
      'Springfield',
      '62704',
    ]) {
      expect(res.body).not.toContain(secret)
    }
  })

  it('follows the order: delivered, with its date, also through the delivered mail’s own link', async () => {
    const { id, token } = await placedOrder(s.tracker_ann, ['Deliver One', 'Deliver Two'])
    expect((await admin(apiPaths.deliverOrder.href(id), 'POST')).statusCode).toBe(200)
    for (const link of [token, await tokenFromMail(s.tracker_ann.email, 'order-delivered')]) {
      const tracking = OrderTracking.parse((await track(link)).json())
      expect(tracking.state).toBe('delivered')
      expect(Date.parse(tracking.deliveredAt ?? '')).toBeGreaterThan(Date.now() - 60_000)
    }
  })

  it('follows the order: cancelled, with its date', async () => {
    const { id, token } = await placedOrder(s.tracker_bob, ['Cancel One', 'Cancel Two'])
    expect((await admin(apiPaths.cancelOrder.href(id), 'POST')).statusCode).toBe(200)
    const tracking = OrderTracking.parse((await track(token)).json())
    expect(tracking).toMatchObject({ state: 'cancelled', deliveredAt: null })
    expect(Date.parse(tracking.cancelledAt ?? '')).toBeGreaterThan(Date.now() - 60_000)
  })

  it('shows its own order only: another order’s signature on it is refused', async () => {
    const a = await placedOrder(s.tracker_ann, ['Ann Book One', 'Ann Book Two'])
    const b = await placedOrder(s.tracker_bob, ['Bob Book One', 'Bob Book Two'])
    const titles = async (token: string) =>
      OrderTracking.parse((await track(token)).json()).lines.map((line) => line.title)
    expect(await titles(a.token)).toEqual(['Ann Book One', 'Ann Book Two'])
    expect(await titles(b.token)).toEqual(['Bob Book One', 'Bob Book Two'])
    const [payloadB] = b.token.split('.')
    const [, signatureA] = a.token.split('.')
    expectRefused(await track(`${payloadB}.${signatureA}`), 404, 'not_found')
  })
})

describe('refused links', () => {
  const key = trackingKey(TEST_AUTH_SECRET)

  it('an expired one answers 410, saying to sign in to see the order', async () => {
    const { id } = await placedOrder(s.tracker_ann, ['Old One', 'Old Two'])
    const res = await track(signTrackingToken(key, id, new Date(Date.now() - 1000)))
    expectRefused(res, 410, 'expired')
    expect(res.json<{ message: string }>().message).toMatch(/expired.*[Ss]ign in/)
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('forged, changed or malformed ones answer 404', async () => {
    const { id, token } = await placedOrder(s.tracker_bob, ['Forged One', 'Forged Two'])
    const forged = signTrackingToken(trackingKey('another-secret'), id, new Date(Date.now() + 3600_000))
    const changed = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
    const long = `${'A'.repeat(100)}.${'A'.repeat(99)}`
    for (const bad of [forged, changed, 'abc', 'abc.def', 'abc!.def', `${token}.x`, long]) {
      expectRefused(await track(bad), 404, 'not_found')
    }
  })

  it('a genuine token of an order that does not exist answers 404', async () => {
    expectRefused(
      await track(signTrackingToken(key, UNKNOWN_ID, new Date(Date.now() + 3600_000))),
      404,
      'not_found',
    )
  })

  it('are refused before the database is read', async () => {
    const noDatabase = new Proxy(
      {},
      {
        get() {
          throw new Error('the database was read')
        },
      },
    ) as Database
    const links = new TrackingLinks({ publicUrl: TEST_PUBLIC_URL, authSecret: TEST_AUTH_SECRET })
    const forged = signTrackingToken(
      trackingKey('another-secret'),
      UNKNOWN_ID,
      new Date(Date.now() + 3600_000),
    )
    await expect(trackOrder(noDatabase, links, forged)).rejects.toMatchObject({
      code: 'not_found',
      status: 404,
    })
    const expired = signTrackingToken(key, UNKNOWN_ID, new Date(Date.now() - 1000))
    await expect(trackOrder(noDatabase, links, expired)).rejects.toMatchObject({
      code: 'expired',
      status: 410,
    })
  })
})

describe('limits per client', () => {
  it(`refuses a client after ${TRACKING_FAILURES_LIMIT.max} refused links, with Retry-After; others still read`, async () => {
    const { token } = await placedOrder(s.tracker_ann, ['Limit One', 'Limit Two'])
    const guesser = '10.250.0.1'
    const guess = signTrackingToken(trackingKey('guess'), UNKNOWN_ID, new Date(Date.now() + 3600_000))
    for (let i = 0; i < TRACKING_FAILURES_LIMIT.max; i += 1) {
      expect((await track(guess, guesser)).statusCode).toBe(404)
    }
    const refused = await track(token, guesser)
    expectRefused(refused, 429, 'rate_limited')
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect((await track(token)).statusCode).toBe(200)
  })

  it(`good reads do not count as failures, but past ${TRACKING_READS_LIMIT.max} a minute a client waits`, async () => {
    const { token } = await placedOrder(s.tracker_bob, ['Reads One', 'Reads Two'])
    const reader = '10.250.0.2'
    for (let i = 0; i < TRACKING_READS_LIMIT.max; i += 1) {
      expect((await track(token, reader)).statusCode).toBe(200)
    }
    expectRefused(await track(token, reader), 429, 'rate_limited')
  })
})
