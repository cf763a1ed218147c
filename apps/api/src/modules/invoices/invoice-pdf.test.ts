// The invoice PDF read back as text by a real extractor (pdf.js), the way an accountant's software or a search
// would read it: every figure must be there as text, not as drawn shapes, in the embedded DejaVu Sans.

import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { describe, expect, it } from 'vitest'
import type { Order, OrderLine } from '@bookstore/contract/schemas/order'
import { invoicePdf } from './invoice-pdf'

const SELLER = {
  legalName: 'Bookstore Books LLC',
  address: '12 Paper Street\nSuite 4\nBrooklyn, NY 11201\nUnited States',
  email: 'invoices@bookstore.test',
  taxId: 'US-12-3456789',
}

const line = (title: string, newPrice: number, tax: number, taxRate: number): OrderLine => ({
  _id: null,
  title,
  coverImage: '',
  newPrice,
  tax,
  taxRate,
})

const order = (overrides: Partial<Order> = {}): Order => ({
  _id: '0b5a3a52-4c1e-4a0e-9d55-1f2d7e3c9a10',
  number: 10042,
  userUid: 'uid-ada',
  name: 'Ada Lovelace',
  email: 'ada@example.test',
  address: { street: '350 Fifth Avenue', city: 'New York', state: 'NY', zipcode: '10118', country: 'US' },
  phone: '+1 212 555 0100',
  productIds: [line('The Pragmatic Programmer', 7, 0.62, 8.875), line('Dune', 4, 0.36, 8.875)],
  subtotal: 11,
  shipping: { method: 'standard', name: 'Standard', estimate: '3-5 days', price: 0.36, tax: 0, taxRate: 0 },
  taxes: [{ name: 'Sales tax', rate: 8.875, amount: 0.98 }],
  tax: 0.98,
  totalPrice: 12.34,
  pricesIncludeTax: false,
  invoiceNumber: '2026-000001',
  seller: SELLER,
  shipment: null,
  delivered: false,
  status: false,
  cancelled: false,
  deliveredAt: null,
  cancelledAt: null,
  createdAt: '2026-03-05T14:30:00.000Z',
  placedAt: '2026-03-05T14:30:00.000Z',
  ...overrides,
})

const US = order()

/** Books at 7% and shipping at 19%, both within the prices. */
const EU = order({
  invoiceNumber: '2026-000002',
  number: 10043,
  name: 'Jürgen Müller',
  email: 'juergen@example.test',
  address: { street: 'Leopoldstraße 7', city: 'München', state: 'BY', zipcode: '80802', country: 'DE' },
  productIds: [line('Faust: Der Tragödie erster Teil', 21.4, 1.4, 7), line('Der Process', 10.7, 0.7, 7)],
  subtotal: 32.1,
  shipping: { method: 'dhl', name: 'DHL Paket', estimate: '2 days', price: 5.95, tax: 0.95, taxRate: 19 },
  taxes: [
    { name: 'VAT', rate: 7, amount: 2.1 },
    { name: 'VAT', rate: 19, amount: 0.95 },
  ],
  tax: 3.05,
  totalPrice: 38.05,
  pricesIncludeTax: true,
  seller: { ...SELLER, legalName: 'Bookstore Europe GmbH', taxId: 'DE123456789' },
})

const manyTitles = Array.from({ length: 60 }, (_, i) =>
  i % 7 === 0
    ? `Volume ${i + 1}: a title long enough that it has to wrap onto a second line of its column in the table`
    : `Volume ${i + 1}`,
)
const MANY = order({
  invoiceNumber: '2026-000003',
  productIds: manyTitles.map((title) => line(title, 1, 0, 0)),
  subtotal: 60,
  shipping: { method: 'standard', name: 'Standard', estimate: '3-5 days', price: 0, tax: 0, taxRate: 0 },
  taxes: [],
  tax: 0,
  totalPrice: 60,
})

interface Extracted {
  pages: string[]
  /** The document information dictionary. */
  info: Record<string, unknown>
  /** All pages' text, every run of white space as one space. */
  text: string
}

/** The text of each page as pdf.js reads it. */
async function extract(bytes: Buffer): Promise<Extracted> {
  // pdf.js takes the array it reads (it may transfer it): a copy.
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise
  const pages: string[] = []
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent()
    pages.push(
      content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join(''),
    )
  }
  const { info } = await pdf.getMetadata()
  await pdf.destroy()
  return { pages, info: info as Record<string, unknown>, text: pages.join('\n').replace(/\s+/g, ' ') }
}

describe('invoicePdf', () => {
  it('writes a US order with its sales tax as text', async () => {
    const bytes = await invoicePdf(US)
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const { pages, text } = await extract(bytes)

    expect(pages).toHaveLength(1)
    expect(text).toContain('Invoice')
    expect(text).toContain('Invoice number 2026-000001')
    expect(text).toContain('Invoice date March 5, 2026')
    expect(text).toContain('Order #10042')
    // The seller, each address line, its email and tax id.
    for (const part of [
      'Bookstore Books LLC',
      '12 Paper Street',
      'Suite 4',
      'Brooklyn, NY 11201',
      'United States',
    ]) {
      expect(text).toContain(part)
    }
    expect(text).toContain('invoices@bookstore.test')
    expect(text).toContain('Tax ID: US-12-3456789')
    // The buyer.
    for (const part of ['Ada Lovelace', '350 Fifth Avenue', 'New York, NY 10118', 'ada@example.test']) {
      expect(text).toContain(part)
    }
    // The lines: title, rate, amount.
    expect(text).toContain('Item Tax rate Amount')
    expect(text).toContain('8.875% $7.00 The Pragmatic Programmer')
    expect(text).toContain('8.875% $4.00 Dune')
    // The breakdown, as every screen labels it.
    expect(text).toContain('Subtotal $11.00')
    expect(text).toContain('Shipping (Standard) $0.36')
    expect(text).toContain('Sales tax 8.875% $0.98')
    expect(text).toContain('Total $12.34')
    expect(text).not.toContain('Prices include tax.')
    expect(text).not.toContain('CANCELLED')
    expect(text).toContain('Invoice 2026-000001 · Page 1 of 1')
  })

  it('writes an EU order whose prices include VAT at two rates', async () => {
    const { pages, text } = await extract(await invoicePdf(EU))

    expect(pages).toHaveLength(1)
    expect(text).toContain('Invoice number 2026-000002')
    expect(text).toContain('Order #10043')
    expect(text).toContain('Bookstore Europe GmbH')
    expect(text).toContain('Tax ID: DE123456789')
    // Beyond ASCII, and the country's name for its code.
    for (const part of [
      'Jürgen Müller',
      'Leopoldstraße 7',
      'München, BY 80802',
      'Germany',
      'juergen@example.test',
    ]) {
      expect(text).toContain(part)
    }
    expect(text).toContain('7% $21.40 Faust: Der Tragödie erster Teil')
    expect(text).toContain('7% $10.70 Der Process')
    expect(text).toContain('Subtotal $32.10')
    expect(text).toContain('Shipping (DHL Paket) $5.95')
    expect(text).toContain('VAT 7% (included) $2.10')
    expect(text).toContain('VAT 19% (included) $0.95')
    expect(text).toContain('Total $38.05')
    expect(text).toContain('Prices include tax.')
  })

  it('flows 60 lines onto a second page, the table header again at its top', async () => {
    const { pages, text } = await extract(await invoicePdf(MANY))

    expect(pages).toHaveLength(2)
    for (const title of manyTitles) expect(text).toContain(`0% $1.00 ${title} `)
    const [first = '', second = ''] = pages.map((page) => page.replace(/\s+/g, ' ').trim())
    expect(second.startsWith('Item Tax rate Amount')).toBe(true)
    expect(first).toContain('Invoice 2026-000003 · Page 1 of 2')
    expect(second).toContain('Invoice 2026-000003 · Page 2 of 2')
    expect(second).toContain('Total $60.00')
    // No line is written twice, nor lost between the pages.
    expect(text.match(/ \$1\.00 Volume /g)).toHaveLength(60)
  })

  it('marks a cancelled order on every page', async () => {
    const cancelled = { ...MANY, cancelled: true, cancelledAt: '2026-03-06T09:00:00.000Z' }
    const { pages } = await extract(await invoicePdf(cancelled))

    expect(pages[0]).toContain('CANCELLED')
    for (const page of pages) expect(page).toContain('CANCELLED')
  })

  it("writes an older order's typed country as typed, and a seller without details as the store", async () => {
    const old = order({
      address: { city: 'Springfield', state: 'IL', zipcode: '62701', country: 'USA' },
      seller: { legalName: '', address: '', email: '', taxId: '' },
    })
    const { text } = await extract(await invoicePdf(old))

    expect(text).toContain('BILL TO Ada Lovelace Springfield, IL 62701 USA ada@example.test')
    expect(text).toContain('FROM Bookstore BILL TO')
    expect(text).not.toContain('Tax ID')
  })

  it('gives the same bytes for the same order, with the fonts embedded', async () => {
    const [one, two] = await Promise.all([invoicePdf(EU), invoicePdf(EU)])

    expect(one.equals(two)).toBe(true)
    expect((await invoicePdf(US)).equals(one)).toBe(false)
    const source = one.toString('latin1')
    // Two TrueType programs (regular and bold), subset, and no font the reader must supply.
    expect(source.match(/\/FontFile2/g)).toHaveLength(2)
    expect(source).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/)
    expect(source).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans-Bold\b/)
    expect(source).not.toContain('Helvetica')
  })

  it('names the invoice in its document information, dated when the order was placed', async () => {
    const { info } = await extract(await invoicePdf(US))

    expect(info).toMatchObject({
      Title: 'Invoice 2026-000001',
      Author: 'Bookstore Books LLC',
      Subject: 'Order #10042',
      Creator: 'Bookstore',
      CreationDate: 'D:20260305143000Z',
    })
    expect(info).not.toHaveProperty('ModDate')
  })
})
