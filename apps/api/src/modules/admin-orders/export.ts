// The orders export (issue 17): the filtered orders as CSV, one line per order line, newest first, after a UTF-8 byte
// order mark (issue 22: spreadsheets then read 'Ordóñez' right). Streamed: orders are read in keyset batches by
// (placed_at, id) and written as the reply is read, so a million orders never sit in memory, on PGlite and on a
// PostgreSQL server alike.

import { Readable } from 'node:stream'
import { and, sql, type SQL } from 'drizzle-orm'
import { orderState } from '@bookstore/contract/schemas/admin-orders'
import type { Order } from '@bookstore/contract/schemas/order'
import type { Database } from '@/db/client'
import { orders } from '@/db/schema'
import { withItems } from '@/modules/orders/service'
import { CsvNumber, csvLine, csvMoney, UTF8_BOM, type CsvValue } from './csv'
import { newestFirst, orderFilterWhere, type OrderFilters } from './filters'

/** Orders read per query. */
export const EXPORT_BATCH = 1000

export const EXPORT_HEADER = [
  'order id',
  // The number people use (issue 27 item 5), bare: a spreadsheet reads and sorts it as a number.
  'order number',
  'placed at',
  'status',
  'customer name',
  'email',
  'phone',
  'street',
  'city',
  'state',
  'zipcode',
  'country',
  'book id',
  'title',
  'unit price',
  'order total',
  'delivered at',
  'cancelled at',
  // What the order was charged (issue 39), after the columns older exports had: a line's tax, then the order's
  // invoice, books, shipping and tax (the order total is their sum, with the tax when prices do not include it).
  'line tax rate',
  'line tax',
  'invoice number',
  'subtotal',
  'shipping method',
  'shipping',
  'tax',
  'prices include tax',
  'shipped at',
  'carrier',
  'tracking number',
] as const

/** The file name of an export made at `now`: orders-YYYY-MM-DD.csv (UTC day). */
export const exportFileName = (now: Date = new Date()): string =>
  `orders-${now.toISOString().slice(0, 10)}.csv`

/** The CSV lines of one order: one per line (an order without lines still gets one, with empty book cells). */
function orderLines(order: Order): string {
  const head: CsvValue[] = [
    order._id,
    order.number,
    order.placedAt,
    orderState(order),
    order.name,
    order.email,
    order.phone,
    order.address.street,
    order.address.city,
    order.address.state,
    order.address.zipcode,
    order.address.country,
  ]
  const tail: CsvValue[] = [csvMoney(order.totalPrice), order.deliveredAt, order.cancelledAt]
  const charged: CsvValue[] = [
    order.invoiceNumber,
    csvMoney(order.subtotal),
    order.shipping.name,
    csvMoney(order.shipping.price),
    csvMoney(order.tax),
    order.pricesIncludeTax ? 'yes' : 'no',
    order.shipment?.shippedAt,
    order.shipment?.carrier,
    order.shipment?.trackingNumber,
  ]
  const lines = order.productIds.length > 0 ? order.productIds : [null]
  return lines
    .map((line) =>
      csvLine([
        ...head,
        line?._id,
        line?.title,
        line ? csvMoney(line.newPrice) : null,
        ...tail,
        line ? new CsvNumber(String(line.taxRate)) : null,
        line ? csvMoney(line.tax) : null,
        ...charged,
      ]),
    )
    .join('')
}

/** Where the previous batch stopped: placed_at as PostgreSQL's text (microseconds kept, unlike a JS Date) and id. */
interface Cursor {
  placedAt: string
  id: string
}

/** The CSV text of the filtered orders, the byte order mark and header first, a batch of orders at a time. */
export async function* orderCsvChunks(
  db: Database,
  filters: OrderFilters,
  batchSize = EXPORT_BATCH,
): AsyncGenerator<string> {
  yield UTF8_BOM + csvLine(EXPORT_HEADER)
  const where = orderFilterWhere(filters)
  let cursor: Cursor | undefined
  for (;;) {
    // Row comparison on (placed_at, id): a range of orders_newest_idx (or the state index), whatever the depth.
    const after: SQL | undefined = cursor
      ? sql`(${orders.placedAt}, ${orders.id}) < (${cursor.placedAt}::timestamptz, ${cursor.id}::uuid)`
      : undefined
    const rows = await db
      .select({ row: orders, placedAtText: sql<string>`${orders.placedAt}::text` })
      .from(orders)
      .where(and(where, after))
      .orderBy(...newestFirst(filters))
      .limit(batchSize)
    if (rows.length === 0) return
    const batch = await withItems(
      db,
      rows.map((r) => r.row),
    )
    yield batch.map(orderLines).join('')
    const last = rows[rows.length - 1]
    if (!last || rows.length < batchSize) return
    cursor = { placedAt: last.placedAtText, id: last.row.id }
  }
}

/** The export as a stream for the reply: it pulls the next batch only when the client has taken the last one. */
export const orderCsvStream = (db: Database, filters: OrderFilters): Readable =>
  Readable.from(orderCsvChunks(db, filters), { objectMode: false })
