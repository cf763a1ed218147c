// GET /api/orders/{id}/invoice.pdf over HTTP (issue 39 item 6): a placed order's invoice as a PDF whose text says its
// number, seller and total, for the shopper who placed it and for the admin; another shopper's order and an unknown
// id answer 404, no session 401.

import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiPaths } from '@bookstore/contract/api-paths'
import { Order } from '@bookstore/contract/schemas/order'
import {
  adminToken,
  bearer,
  insertBook,
  nestedOrderBody,
  signUpBuyer,
  type TestBuyer,
  UNKNOWN_ID,
} from '@/testing/factories'
import { TEST_PUBLIC_URL, useTestApp } from '@/testing/test-app'

const t = useTestApp({ storeSettings: 'demo' })
let ann: TestBuyer
let bob: TestBuyer
let order: Order

const as = (who: TestBuyer) => ({ cookie: who.cookie, origin: TEST_PUBLIC_URL })

beforeAll(async () => {
  ann = await signUpBuyer(t.app, 'ann')
  bob = await signUpBuyer(t.app, 'bob')
  const book = await insertBook(t.db, { title: 'Harbour Lights', newPrice: 12.5 })
  const body = nestedOrderBody({ shopper: ann, productIds: [book], totalPrice: 12.5 })
  const res = await t.app.inject({
    method: 'POST',
    url: apiPaths.orders.href(),
    headers: as(ann),
    payload: {
      ...body,
      content: {
        ...body.content,
        address: { city: 'New York', country: 'US', state: 'NY', zipcode: '10001' },
      },
    },
  })
  order = Order.parse(res.json())
})

const textOf = async (bytes: Buffer) => {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise
  const page = await pdf.getPage(1)
  const content = await page.getTextContent()
  return content.items.map((item) => ('str' in item ? item.str : '')).join(' ')
}

describe('GET /api/orders/{id}/invoice.pdf', () => {
  it("is the shopper's own invoice as a PDF: its number, the seller, the line, the tax and the total", async () => {
    const res = await t.app.inject({ url: apiPaths.orderInvoicePdf.href(order._id), headers: as(ann) })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toBe(`inline; filename="invoice-${order.invoiceNumber}.pdf"`)
    const text = await textOf(res.rawPayload)
    for (const part of [
      order.invoiceNumber,
      'Bookstore (demo store)',
      'Harbour Lights',
      'Sales tax 8.875%',
      '$19.04',
    ]) {
      expect(text).toContain(part)
    }
    expect(order.totalPrice).toBe(19.04)
  })

  it('is any order’s for the admin, and nobody else’s', async () => {
    const admin = await t.app.inject({
      url: apiPaths.orderInvoicePdf.href(order._id),
      headers: bearer(await adminToken(t)),
    })
    expect(admin.statusCode).toBe(200)
    expect(
      (await t.app.inject({ url: apiPaths.orderInvoicePdf.href(order._id), headers: as(bob) })).statusCode,
    ).toBe(404)
    expect(
      (await t.app.inject({ url: apiPaths.orderInvoicePdf.href(UNKNOWN_ID), headers: as(ann) })).statusCode,
    ).toBe(404)
    expect((await t.app.inject({ url: apiPaths.orderInvoicePdf.href(order._id) })).statusCode).toBe(401)
  })
})
