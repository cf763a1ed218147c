// The mails an order's life writes to the outbox (issue 24 item 3), over HTTP: one confirmation per order placed
// (its books, total, ship-to address and tracking link), none for a refused order; one mail when the shop delivers
// or cancels it, none for the idempotent repeat or a refused change.

import { and, asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { apiPaths } from '@bookstore/contract/api-paths'
import { STORE_NAME } from '@bookstore/contract/constants'
import { mailOutbox, orders } from '@/db/schema'
import { useAdminScene } from '@/testing/admin-scene'
import { insertBook, nestedOrderBody, placeOrder, signUpBuyer, type TestBuyer } from '@/testing/factories'
import { TEST_PUBLIC_URL, useTestApp } from '@/testing/test-app'

const t = useTestApp()
const { book, admin } = useAdminScene(t)

const deliver = (id: string) => admin(apiPaths.deliverOrder.href(id), 'POST')
const cancel = (id: string) => admin(apiPaths.cancelOrder.href(id), 'POST')

/** The outbox rows to `email`, oldest first, of one kind or all. */
const mailsTo = (email: string, kind?: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), kind ? eq(mailOutbox.kind, kind) : undefined))
    .orderBy(asc(mailOutbox.createdAt))

/** The number the store gave order `id`, as the mails write it: '#10042'. */
const numberOf = async (id: string) => {
  const [row] = await t.db.select({ number: orders.number }).from(orders).where(eq(orders.id, id))
  return `#${row?.number ?? 'none'}`
}

const TRACKING_LINK = new RegExp(`${TEST_PUBLIC_URL}/track/[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+`)

let buyers = 0
/** A shopper of her own, so that each test counts only its own mails. */
const newBuyer = () => signUpBuyer(t.app, `mail_buyer_${++buyers}`)

const ADDRESS = {
  name: 'Ann Reader',
  address: { street: '12 Elm St', city: 'Springfield', state: 'IL', zipcode: '62704', country: 'USA' },
}

/** POST /api/orders/ as `buyer` (the raw answer: refusals included). */
const postOrder = (buyer: TestBuyer, productIds: string[], totalPrice: number) =>
  t.app.inject({
    method: 'POST',
    url: apiPaths.orders.href(),
    headers: { cookie: buyer.cookie, origin: TEST_PUBLIC_URL },
    payload: nestedOrderBody({ shopper: buyer, productIds, totalPrice }),
    remoteAddress: `10.252.0.${buyers}`,
  })

describe('the confirmation of an order', () => {
  it('is one mail to the order’s email: her name, each book and price, the total, the address, the link', async () => {
    const ann = await newBuyer()
    const b1 = await insertBook(t.db, { title: 'The Quiet Shore', newPrice: 12.5 })
    const b2 = await insertBook(t.db, { title: 'Maps of Rain', newPrice: 7.25 })
    const id = await placeOrder(t.app, ann, [b1, b2], 19.75, { content: ADDRESS })
    const number = await numberOf(id)

    const mails = await mailsTo(ann.email)
    expect(mails.map((m) => m.kind)).toEqual(['order-placed'])
    const [mail] = mails
    // The number the statement gave the order, in the subject, the text and the HTML; no placeholder is left.
    expect(mail?.subject).toBe(`${STORE_NAME}: Your order ${number} is confirmed`)
    const text = mail?.textBody ?? ''
    expect(text).toContain(`Thank you for your order ${number}, placed on`)
    expect(mail?.htmlBody).toContain(number)
    expect(`${mail?.subject} ${text} ${mail?.htmlBody}`).not.toContain('order-number-')
    expect(text).toContain('Hello Ann Reader,')
    expect(text).toMatch(/The Quiet Shore\s+\$12\.50/)
    expect(text).toMatch(/Maps of Rain\s+\$7\.25/)
    expect(text).toMatch(/Total\s+\$19\.75/)
    expect(text).toContain('Ann Reader, 12 Elm St, Springfield, IL 62704, United States')
    expect(text).toMatch(TRACKING_LINK)
    const link = TRACKING_LINK.exec(text)?.[0] ?? ''
    expect(mail?.htmlBody).toContain(`href="${link}"`)
    expect(mail?.htmlBody).toContain('12 Elm St')
  })

  it('gives each order its own link', async () => {
    const bea = await newBuyer()
    const b = await book()
    await placeOrder(t.app, bea, [b], 10)
    await placeOrder(t.app, bea, [b], 10)
    const links = (await mailsTo(bea.email, 'order-placed')).map((m) => TRACKING_LINK.exec(m.textBody)?.[0])
    expect(links).toHaveLength(2)
    expect(new Set(links).size).toBe(2)
  })

  it('is not written for a refused order: out of stock, or a total that is not the store’s', async () => {
    const cat = await newBuyer()
    const soldOut = await insertBook(t.db, { newPrice: 10, stock: 0 })
    expect((await postOrder(cat, [soldOut], 10)).statusCode).toBe(409)
    const b = await book()
    expect((await postOrder(cat, [b], 9.99)).statusCode).toBe(409)
    expect(await mailsTo(cat.email)).toEqual([])
    // The same shopper's next good order is mailed: the refusals left nothing behind.
    expect((await postOrder(cat, [b], 10)).statusCode).toBe(201)
    expect((await mailsTo(cat.email)).map((m) => m.kind)).toEqual(['order-placed'])
  })
})

describe('fulfilment mails', () => {
  it('delivered: one mail with the order’s link, and none for the repeat or a refused cancel', async () => {
    const dee = await newBuyer()
    const id = await placeOrder(t.app, dee, [await book()], 10, { content: ADDRESS })
    expect((await deliver(id)).statusCode).toBe(200)
    expect((await deliver(id)).statusCode).toBe(200)
    expect((await cancel(id)).statusCode).toBe(409)

    const mails = await mailsTo(dee.email)
    expect(mails.map((m) => m.kind)).toEqual(['order-placed', 'order-delivered'])
    const delivered = mails[1]
    expect(delivered?.subject).toBe(`${STORE_NAME}: Your order ${await numberOf(id)} was delivered`)
    expect(delivered?.textBody).toContain('Hello Ann Reader,')
    expect(delivered?.textBody).toMatch(/was delivered on \w+ \d+, \d{4}/)
    expect(delivered?.textBody).toMatch(TRACKING_LINK)
  })

  it('cancelled: one mail with the order’s link, and none for the repeat or a refused delivery', async () => {
    const eve = await newBuyer()
    const id = await placeOrder(t.app, eve, [await book(), await book()], 20)
    expect((await cancel(id)).statusCode).toBe(200)
    expect((await cancel(id)).statusCode).toBe(200)
    expect((await deliver(id)).statusCode).toBe(409)

    const mails = await mailsTo(eve.email)
    expect(mails.map((m) => m.kind)).toEqual(['order-placed', 'order-cancelled'])
    const cancelled = mails[1]
    expect(cancelled?.subject).toBe(`${STORE_NAME}: Your order ${await numberOf(id)} was cancelled`)
    expect(cancelled?.textBody).toMatch(/was cancelled by the shop on \w+ \d+, \d{4}/)
    expect(cancelled?.textBody).toMatch(/Total\s+\$20\.00/)
    expect(cancelled?.textBody).toMatch(TRACKING_LINK)
  })

  it('none for an unknown order', async () => {
    const before = await t.db.select({ id: mailOutbox.id }).from(mailOutbox)
    expect((await deliver('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404)
    expect(await t.db.select({ id: mailOutbox.id }).from(mailOutbox)).toHaveLength(before.length)
  })
})
