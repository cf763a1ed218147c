// Shipping an order (issue 39 item 5): 'Mark shipped' takes a carrier and a tracking number; the order reads shipped
// (the admin's list and order, the shopper's order, the tracking link's page), with the carrier's tracking link for
// the carriers whose page is known and the plain number for others; the shopper gets one mail with the link; a
// correction mails the new number, the same parcel again mails nothing; a cancelled or delivered order cannot ship;
// bad bodies are 400 and change nothing; 'Mark delivered' follows.

import { and, asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { apiPaths } from '@bookstore/contract/api-paths'
import { AdminOrder } from '@bookstore/contract/schemas/admin-orders'
import { Order } from '@bookstore/contract/schemas/order'
import { OrderTracking } from '@bookstore/contract/schemas/order-tracking'
import { mailOutbox } from '@/db/schema'
import { useAdminScene } from '@/testing/admin-scene'
import { bearer } from '@/testing/factories'
import { TEST_PUBLIC_URL, useTestApp } from '@/testing/test-app'

const t = useTestApp()
const { scene, book, place, admin } = useAdminScene(t, 'ann')

const ship = (id: string, payload: object) =>
  t.app.inject({ method: 'POST', url: apiPaths.shipOrder.href(id), headers: bearer(scene.token), payload })

const shippedMails = () =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, scene.ann.email), eq(mailOutbox.kind, 'order-shipped')))
    .orderBy(asc(mailOutbox.createdAt))

const UPS_LINK = 'https://www.ups.com/track?tracknum=1Z999AA10123456784'

describe('POST /api/admin/orders/{id}/ship', () => {
  it('ships with UPS: the order says so everywhere, with the tracking link, and the shopper is mailed it', async () => {
    const id = await place(scene.ann, [await book()])
    const res = await ship(id, { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' })
    expect(res.statusCode).toBe(200)
    const shipped = AdminOrder.parse(res.json())
    expect(shipped).toMatchObject({
      shipment: { carrier: 'UPS', trackingNumber: '1Z999AA10123456784', trackingUrl: UPS_LINK },
      shippedBy: 'root',
      delivered: false,
    })
    // The shopper's own order says the same.
    const mine = await t.app.inject({
      url: apiPaths.order.href(id),
      headers: { cookie: scene.ann.cookie, origin: TEST_PUBLIC_URL },
    })
    expect(Order.parse(mine.json()).shipment?.trackingUrl).toBe(UPS_LINK)

    const mails = await shippedMails()
    expect(mails).toHaveLength(1)
    const text = mails[0]?.textBody ?? ''
    expect(mails[0]?.subject).toMatch(/Your order #\d+ has shipped$/)
    expect(text).toContain('is on its way with UPS: tracking number 1Z999AA10123456784')
    expect(text).toContain(UPS_LINK)
    expect(mails[0]?.htmlBody).toContain(`href="${UPS_LINK}"`)

    // The tracking link's page, signed out, shows it too.
    const link = /\/track\/([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/.exec(text)?.[1] ?? ''
    const tracked = OrderTracking.parse((await t.app.inject({ url: apiPaths.trackOrder.href(link) })).json())
    expect(tracked).toMatchObject({ state: 'shipped', shipment: { carrier: 'UPS', trackingUrl: UPS_LINK } })

    // The same parcel again changes nothing and mails nothing; a corrected number is mailed.
    expect((await ship(id, { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' })).statusCode).toBe(200)
    expect(await shippedMails()).toHaveLength(1)
    const corrected = await ship(id, { carrier: 'UPS', trackingNumber: '1Z999AA10123456785' })
    expect(AdminOrder.parse(corrected.json()).shipment?.trackingNumber).toBe('1Z999AA10123456785')
    expect(await shippedMails()).toHaveLength(2)

    // Delivered follows; a delivered order ships no more.
    expect((await admin(apiPaths.deliverOrder.href(id), 'POST')).statusCode).toBe(200)
    const again = await ship(id, { carrier: 'UPS', trackingNumber: '1Z999AA10123456786' })
    expect(again.statusCode).toBe(409)
    const after = OrderTracking.parse((await t.app.inject({ url: apiPaths.trackOrder.href(link) })).json())
    expect(after.state).toBe('delivered')
  })

  it('gives a carrier without a known tracking page the plain number', async () => {
    const id = await place(scene.ann, [await book()])
    const res = await ship(id, { carrier: 'Local courier', trackingNumber: 'LC-42' })
    expect(AdminOrder.parse(res.json()).shipment).toMatchObject({
      carrier: 'Local courier',
      trackingUrl: null,
    })
    const mail = (await shippedMails()).at(-1)
    expect(mail?.textBody).toContain('Ask Local courier about tracking number LC-42')
  })

  it('refuses a cancelled order with 409, and bad bodies with 400 naming the field, changing nothing', async () => {
    const id = await place(scene.ann, [await book()])
    expect((await ship(id, { carrier: 'DHL', trackingNumber: '' })).json()).toEqual({
      error: 'validation',
      message: expect.stringContaining('trackingNumber: Tracking number is required'),
    })
    expect((await ship(id, { carrier: '', trackingNumber: 'X1' })).statusCode).toBe(400)
    expect((await ship(id, { carrier: 'DHL', trackingNumber: '<script>' })).statusCode).toBe(400)
    expect(AdminOrder.parse((await admin(apiPaths.adminOrder.href(id))).json()).shipment).toBeNull()
    expect((await admin(apiPaths.cancelOrder.href(id), 'POST')).statusCode).toBe(200)
    const res = await ship(id, { carrier: 'DHL', trackingNumber: 'JD014600006281230704' })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({
      error: 'conflict',
      message: 'This order was cancelled: it cannot be shipped',
    })
  })

  it('is the admin’s alone', async () => {
    const id = await place(scene.ann, [await book()])
    const res = await t.app.inject({
      method: 'POST',
      url: apiPaths.shipOrder.href(id),
      headers: { cookie: scene.ann.cookie, origin: TEST_PUBLIC_URL },
      payload: { carrier: 'UPS', trackingNumber: '1Z' },
    })
    expect(res.statusCode).toBe(401)
  })
})
