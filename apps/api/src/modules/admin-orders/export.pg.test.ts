// The orders export over HTTP (issue 17): a UTF-8 CSV attachment (with a byte order mark, issue 22) with a header row
// and one line per order line, every text quoted (RFC 4180), formulas made plain, the list's filters applied, and
// every order read across several batches.

import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiPaths } from '@bookstore/contract/api-paths'
import { orders } from '@/db/schema'
import { bearer, insertBook, placeOrder } from '@/testing/factories'
import { useAdminScene } from '@/testing/admin-scene'
import { useTestApp } from '@/testing/test-app'
import { EXPORT_HEADER, orderCsvChunks } from './export'

const t = useTestApp()
const { scene: s } = useAdminScene(t, 'ann')

/** Places an order as Ann with these content fields, placed at `placedAt`. */
const place = (productIds: string[], totalPrice: number, content: Record<string, unknown>, placedAt: Date) =>
  placeOrder(t.app, s.ann, productIds, totalPrice, { content, placedAt: { db: t.db, at: placedAt } })

/** The number the database gave order `id`. */
const numberOf = async (id: string): Promise<string> => {
  const [row] = await t.db.select({ number: orders.number }).from(orders).where(eq(orders.id, id))
  return String(row?.number)
}

const invoiceNumberOf = async (id: string): Promise<string> => {
  const [row] = await t.db.select({ invoice: orders.invoiceNumber }).from(orders).where(eq(orders.id, id))
  return row?.invoice ?? ''
}

/** A minimal RFC 4180 reader: rows of fields, quoted fields may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]
    const next = text[i + 1]
    if (quoted && c === '"' && next === '"') {
      field += '"'
      i += 1
    } else if (c === '"') {
      quoted = !quoted
    } else if (quoted || (c !== ',' && !(c === '\r' && next === '\n'))) {
      field += c
    } else {
      row.push(field)
      field = ''
      if (c === '\r') {
        rows.push(row)
        row = []
        i += 1
      }
    }
  }
  expect(field).toBe('')
  return rows
}

/** The cells a spreadsheet of another locale reads in `line`: split on its separator, quotes honoured. */
function cellsAsRead(line: string, separator: string): string[] {
  const cells = ['']
  let quoted = false
  for (const c of line) {
    if (c === '"') quoted = !quoted
    else if (!quoted && c === separator) cells.push('')
    else cells[cells.length - 1] += c
  }
  return cells
}

const exportCsv = async (params: Parameters<typeof apiPaths.adminOrdersExport.href>[0]) => {
  const res = await t.app.inject({
    method: 'GET',
    url: apiPaths.adminOrdersExport.href(params),
    headers: bearer(s.token),
  })
  expect(res.statusCode).toBe(200)
  // The byte order mark, then the lines.
  expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const text = res.rawPayload.subarray(3).toString('utf8')
  return { res, text, rows: parseCsv(text) }
}

describe('the CSV export', () => {
  const range = { from: '2002-05-01', to: '2002-05-31' }
  let tricky: string, plain: string, later: string, bookA: string, bookB: string

  beforeAll(async () => {
    bookA = await insertBook(t.db, { title: '-Minus, "the" book', newPrice: 4.5, stock: 5 })
    bookB = await insertBook(t.db, { title: 'Plain', newPrice: 10, stock: 5 })
    tricky = await place(
      [bookA, bookB],
      14.5,
      {
        name: 'Smith, "Jo"\nAnn',
        phone: '+1 555 0100',
        address: { city: '=CMD()', country: 'USA', state: 'IL', zipcode: '@1' },
      },
      new Date('2002-05-10T08:00:00Z'),
    )
    plain = await place([bookB], 10, {}, new Date('2002-05-11T08:00:00Z'))
    later = await place([bookB], 10, {}, new Date('2002-06-01T08:00:00Z'))
  })

  it('is a UTF-8 CSV attachment named by the day, with a header row', async () => {
    const { res, rows } = await exportCsv(range)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="orders-${new Date().toISOString().slice(0, 10)}.csv"`,
    )
    expect(rows[0]).toEqual([...EXPORT_HEADER])
    expect(rows[0]?.slice(0, 3)).toEqual(['order id', 'order number', 'placed at'])
    const head = await t.app.inject({
      method: 'HEAD',
      url: apiPaths.adminOrdersExport.href(range),
      headers: bearer(s.token),
    })
    expect(head.statusCode).toBe(200)
    expect(head.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(head.body).toBe('')
  })

  it('has one line per order line, newest first, quoted and with formulas made plain', async () => {
    const { rows } = await exportCsv(range)
    const body = rows.slice(1)
    expect(body.map((r) => r[0])).toEqual([plain, tricky, tricky])
    const [first, second] = body.filter((r) => r[0] === tricky)
    expect(first).toEqual([
      tricky,
      await numberOf(tricky),
      '2002-05-10T08:00:00.000Z',
      'in-transit',
      'Smith, "Jo"\nAnn',
      s.ann.email,
      "'+1 555 0100",
      '',
      "'=CMD()",
      'IL',
      "'@1",
      // The country as its code: the order stores what 'USA' names (issue 39).
      'US',
      bookA,
      '\'-Minus, "the" book',
      '4.50',
      '14.50',
      '',
      '',
      // What it was charged (issue 39): no tax on the line, its invoice, the books, free shipping, no tax.
      '0',
      '0.00',
      expect.stringMatching(/^\d{4}-\d{6}$/),
      '14.50',
      'Free shipping',
      '0.00',
      '0.00',
      'no',
      '',
      '',
      '',
    ])
    expect(second?.slice(12, 15)).toEqual([bookB, 'Plain', '10.00'])
    expect(Number(body[0]?.[1])).toBeGreaterThan(Number(first?.[1]))
  })

  it('quotes every text cell, so no locale splits a field into a formula, and keeps accents', async () => {
    const book = await insertBook(t.db, { title: 'Plain', newPrice: 10, stock: 5 })
    const id = await place(
      [book],
      10,
      {
        name: 'Ana Ordóñez',
        address: {
          street: 'Main\t=1+2',
          city: 'Paris;@SUM(1+1)',
          country: 'USA',
          state: 'IL',
          zipcode: '62704',
        },
      },
      new Date('2002-07-10T08:00:00Z'),
    )
    const { text, rows } = await exportCsv({ from: '2002-07-01', to: '2002-07-31' })
    const line = text.split('\r\n')[1] ?? ''
    expect(line).toBe(
      [
        `"${id}"`,
        // A bare number: a spreadsheet reads it as one.
        await numberOf(id),
        '"2002-07-10T08:00:00.000Z"',
        '"in-transit"',
        '"Ana Ordóñez"',
        `"${s.ann.email}"`,
        '"5551234567"',
        '"Main\t=1+2"',
        '"Paris;@SUM(1+1)"',
        '"IL"',
        '"62704"',
        '"US"',
        `"${book}"`,
        '"Plain"',
        '10.00',
        '10.00',
        '',
        '',
        '0',
        '0.00',
        `"${await invoiceNumberOf(id)}"`,
        '10.00',
        '"Free shipping"',
        '0.00',
        '0.00',
        '"no"',
        '',
        '',
        '',
      ].join(','),
    )
    expect(rows[1]?.slice(4, 9)).toEqual([
      'Ana Ordóñez',
      s.ann.email,
      '5551234567',
      'Main\t=1+2',
      'Paris;@SUM(1+1)',
    ])
    // Read as a ';' or tab list (another locale), no cell starts with a formula character.
    for (const separator of [';', '\t']) {
      expect(cellsAsRead(line, separator).filter((cell) => /^[=+\-@]/.test(cell))).toEqual([])
    }
  })

  it('applies the filters', async () => {
    const cancelled = await t.app.inject({
      method: 'POST',
      url: apiPaths.cancelOrder.href(plain),
      headers: bearer(s.token),
    })
    expect(cancelled.statusCode).toBe(200)
    const { rows } = await exportCsv({ ...range, status: 'cancelled' })
    expect(rows.slice(1).map((r) => [r[0], r[3]])).toEqual([[plain, 'cancelled']])
    expect(rows[1]?.[17]).toMatch(/^\d{4}-\d\d-\d\dT/)
    expect(
      (await exportCsv({ from: '2002-06-01', to: '2002-06-01' })).rows.slice(1).map((r) => r[0]),
    ).toEqual([later])
    expect((await exportCsv({ ...range, q: 'smith, "jo' })).rows.slice(1).map((r) => r[0])).toEqual([
      tricky,
      tricky,
    ])
    expect((await exportCsv({ ...range, q: 'nobody' })).rows).toEqual([[...EXPORT_HEADER]])
    // An order's number finds it, as in the list.
    const number = await numberOf(tricky)
    for (const q of [`#${number}`, number]) {
      expect((await exportCsv({ q })).rows.slice(1).map((r) => [r[0], r[1]])).toEqual([
        [tricky, number],
        [tricky, number],
      ])
    }
  })

  it('reads every order across batches, each once, including orders placed in the same microsecond', async () => {
    const at = new Date('2003-01-01T00:00:00Z')
    const bookC = await insertBook(t.db, { newPrice: 10, stock: 10 })
    const ids = new Set<string>()
    for (let i = 0; i < 5; i += 1) ids.add(await place([bookC], 10, {}, at))
    let text = ''
    for await (const chunk of orderCsvChunks(t.db, { from: '2003-01-01', to: '2003-01-01' }, 2)) text += chunk
    const exported = parseCsv(text)
      .slice(1)
      .map((r) => r[0])
    expect(exported).toHaveLength(5)
    expect(new Set(exported)).toEqual(ids)
  })
})
