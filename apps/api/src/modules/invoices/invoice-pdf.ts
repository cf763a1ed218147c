// An order's invoice as a PDF (issue 39 item 6): A4, DejaVu Sans embedded (regular and bold, subset to the glyphs
// used), so its text is selectable and reads the same on every machine. Layout only: the order as the API answers
// it in, the PDF's bytes out; the labels and amounts are the contract's, as on every other screen and mail.
// Deterministic: no clock is read (CreationDate is when the order was placed), so one order always gives one file.
// The fonts come from the dejavu-fonts-ttf package, found from this module by Node's resolution: from src in dev and
// tests, from dist/server.js in the built server (npm packages stay outside the bundle, build.js).

import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import PDFDocument from 'pdfkit'
import { STORE_NAME } from '@bookstore/contract/constants'
import { countryLabel } from '@bookstore/contract/countries'
import { longDate } from '@bookstore/contract/long-date'
import { fromCents, formatPrice } from '@bookstore/contract/money'
import { amountsOfOrder, breakdownLines, percentLabel } from '@bookstore/contract/order-breakdown'
import { formatOrderNumber } from '@bookstore/contract/order-number'
import { toRate } from '@bookstore/contract/pricing-rules'
import type { Order } from '@bookstore/contract/schemas/order'

type Doc = PDFKit.PDFDocument

const REGULAR = 'DejaVuSans'
const BOLD = 'DejaVuSans-Bold'

const moduleRequire = createRequire(import.meta.url)
let fontFiles: Promise<[Buffer, Buffer]> | undefined

/** The two TTF files, read once (about 1.4 MB); each document embeds only the glyphs it uses. */
const dejaVu = (): Promise<[Buffer, Buffer]> => {
  fontFiles ??= Promise.all([
    readFile(moduleRequire.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(moduleRequire.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ])
  fontFiles.catch(() => (fontFiles = undefined))
  return fontFiles
}

// A4 in points, 50 pt margins; the footer sits in the bottom margin.
const MARGIN = 50
const PAGE_WIDTH = 595.28
const RIGHT = PAGE_WIDTH - MARGIN
const CONTENT_WIDTH = RIGHT - MARGIN
const GAP = 12
// The lines' table: the title wraps in its column; rate and amount are right-aligned in theirs.
const RATE_X = 355
const AMOUNT_X = 435
const TITLE_WIDTH = RATE_X - MARGIN - GAP
const RATE_WIDTH = AMOUNT_X - RATE_X - GAP
const AMOUNT_WIDTH = RIGHT - AMOUNT_X
const ROW_GAP = 5
/** A title past this many lines ends in '…': a row never outgrows a page. */
const TITLE_MAX_LINES = 6

const BODY_SIZE = 10
const SMALL_SIZE = 8
const MUTED = '#555555'
const RULE = '#999999'
const RED = '#c00000'

/** The order's invoice as PDF bytes. */
export async function invoicePdf(order: Order): Promise<Buffer> {
  const [regular, bold] = await dejaVu()
  const doc = new PDFDocument({
    size: 'A4',
    // 1.4 knows the document's language and DisplayDocTitle; pdfkit's default is 1.3.
    pdfVersion: '1.4',
    margin: MARGIN,
    bufferPages: true,
    lang: 'en-US',
    displayTitle: true,
    info: {
      Title: `Invoice ${order.invoiceNumber}`,
      Author: sellerName(order),
      Subject: `Order ${formatOrderNumber(order.number)}`,
      Creator: STORE_NAME,
      CreationDate: new Date(order.placedAt),
      // The file changed when the order was cancelled: it carries the mark since.
      ...(order.cancelled && order.cancelledAt ? { ModDate: new Date(order.cancelledAt) } : {}),
    },
  })
  const bytes = collect(doc)
  doc.registerFont(REGULAR, regular)
  doc.registerFont(BOLD, bold)
  doc.font(REGULAR).fontSize(BODY_SIZE).fillColor('black')

  heading(doc, order)
  parties(doc, order)
  lines(doc, order)
  totals(doc, order)
  footers(doc, order)

  doc.end()
  return bytes
}

const sellerName = (order: Order): string => order.seller.legalName.trim() || STORE_NAME

function collect(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
}

/** The lowest y the body may write to on a page. */
const bottomOf = (doc: Doc): number => doc.page.height - doc.page.margins.bottom

/** 'Invoice', its number and date, the order's number; a cancelled order's mark beside them. */
function heading(doc: Doc, order: Order): void {
  const top = doc.y
  doc.font(BOLD).fontSize(22).text('Invoice', MARGIN, top)
  doc.moveDown(0.3)
  const facts: [string, string][] = [
    ['Invoice number', order.invoiceNumber],
    // The calendar day in UTC, as the invoice number's year counts it: the same on every server.
    ['Invoice date', longDate(new Date(order.placedAt), 'utc')],
    ['Order', formatOrderNumber(order.number)],
  ]
  for (const [label, value] of facts) {
    const y = doc.y
    doc.font(REGULAR).fontSize(BODY_SIZE).fillColor(MUTED).text(label, MARGIN, y, { width: 100 })
    doc.fillColor('black').text(value, MARGIN + 100, y, { width: 200 })
  }
  if (order.cancelled) cancelledMark(doc, top)
  doc.x = MARGIN
  doc.moveDown(2)
}

/** A red framed 'CANCELLED' at the top right of the first page. */
function cancelledMark(doc: Doc, top: number): void {
  const after = doc.y
  doc.font(BOLD).fontSize(20)
  const width = doc.widthOfString('CANCELLED') + 24
  const height = 34
  const x = RIGHT - width
  doc.save().lineWidth(2).strokeColor(RED).rect(x, top, width, height).stroke().restore()
  doc.fillColor(RED).text('CANCELLED', x, top + 8, { width, align: 'center', lineBreak: false })
  doc.fillColor('black').font(REGULAR).fontSize(BODY_SIZE)
  doc.y = after
}

/** The seller ('From') and the buyer ('Bill to') side by side. */
function parties(doc: Doc, order: Order): void {
  const { seller, address } = order
  const columnWidth = (CONTENT_WIDTH - GAP * 2) / 2
  const top = doc.y
  const sellerLines = [
    ...seller.address.split('\n').map((line) => line.trim()),
    seller.email.trim(),
    seller.taxId.trim() ? `Tax ID: ${seller.taxId.trim()}` : '',
  ]
  const buyerLines = [
    address.street?.trim() ?? '',
    `${address.city}, ${address.state} ${address.zipcode}`,
    countryLabel(address.country),
    order.email,
  ]
  const sellerEnd = party(doc, 'From', sellerName(order), sellerLines, MARGIN, top, columnWidth)
  const buyerEnd = party(
    doc,
    'Bill to',
    order.name,
    buyerLines,
    MARGIN + columnWidth + GAP * 2,
    top,
    columnWidth,
  )
  doc.x = MARGIN
  doc.y = Math.max(sellerEnd, buyerEnd)
  doc.moveDown(2)
}

/** One party's block; the y below it. Empty lines are left out. */
function party(
  doc: Doc,
  title: string,
  name: string,
  rest: string[],
  x: number,
  y: number,
  width: number,
): number {
  doc.font(REGULAR).fontSize(SMALL_SIZE).fillColor(MUTED).text(title.toUpperCase(), x, y, { width })
  doc.moveDown(0.2)
  doc.font(BOLD).fontSize(BODY_SIZE).fillColor('black').text(name, x, doc.y, { width })
  doc.font(REGULAR)
  for (const line of rest.filter((text) => text !== '')) doc.text(line, x, doc.y, { width })
  return doc.y
}

/** The table's header row and its rule, at the current y. */
function tableHeader(doc: Doc): void {
  const y = doc.y
  doc.font(BOLD).fontSize(BODY_SIZE).fillColor('black')
  doc.text('Item', MARGIN, y, { width: TITLE_WIDTH })
  doc.text('Tax rate', RATE_X, y, { width: RATE_WIDTH, align: 'right' })
  doc.text('Amount', AMOUNT_X, y, { width: AMOUNT_WIDTH, align: 'right' })
  const below = doc.y + ROW_GAP / 2
  rule(doc, below, 1)
  doc.font(REGULAR)
  doc.x = MARGIN
  doc.y = below + ROW_GAP
}

function rule(doc: Doc, y: number, width = 0.5): void {
  doc.save().lineWidth(width).strokeColor(RULE).moveTo(MARGIN, y).lineTo(RIGHT, y).stroke().restore()
}

/** One row per book: its title (wrapped), tax rate and price; a row that does not fit starts a page, header first. */
function lines(doc: Doc, order: Order): void {
  tableHeader(doc)
  for (const line of order.productIds) {
    doc.font(REGULAR).fontSize(BODY_SIZE)
    const maxHeight = doc.currentLineHeight(true) * TITLE_MAX_LINES
    const height = Math.min(doc.heightOfString(line.title, { width: TITLE_WIDTH }), maxHeight)
    if (doc.y + height > bottomOf(doc)) {
      doc.addPage()
      tableHeader(doc)
    }
    const y = doc.y
    doc.text(percentLabel(toRate(line.taxRate)), RATE_X, y, { width: RATE_WIDTH, align: 'right' })
    doc.text(formatPrice(line.newPrice), AMOUNT_X, y, { width: AMOUNT_WIDTH, align: 'right' })
    doc.text(line.title, MARGIN, y, { width: TITLE_WIDTH, height: maxHeight, ellipsis: true })
    doc.x = MARGIN
    doc.y = y + height + ROW_GAP
  }
  rule(doc, doc.y - ROW_GAP / 2)
}

/** Subtotal, shipping, each tax and the total, right-aligned under the amounts; the note on included tax. */
function totals(doc: Doc, order: Order): void {
  const rows = breakdownLines(amountsOfOrder(order))
  const labelX = MARGIN + TITLE_WIDTH / 2
  const labelWidth = AMOUNT_X - GAP - labelX
  const rowHeight = doc.font(BOLD).fontSize(BODY_SIZE).currentLineHeight(true) + ROW_GAP
  const needed = rows.length * rowHeight + ROW_GAP * 2 + (order.pricesIncludeTax ? rowHeight * 2 : 0)
  if (doc.y + ROW_GAP + needed > bottomOf(doc)) doc.addPage()
  else doc.y += ROW_GAP

  for (const row of rows) {
    if (row.total) {
      rule(doc, doc.y)
      doc.y += ROW_GAP
    }
    const y = doc.y
    doc
      .font(row.total ? BOLD : REGULAR)
      .fontSize(BODY_SIZE)
      .fillColor('black')
    doc.text(row.label, labelX, y, { width: labelWidth, align: 'right' })
    doc.text(formatPrice(fromCents(row.cents)), AMOUNT_X, y, { width: AMOUNT_WIDTH, align: 'right' })
    doc.y = Math.max(doc.y, y + rowHeight - ROW_GAP) + ROW_GAP
  }
  if (order.pricesIncludeTax) {
    doc.moveDown(0.5)
    doc
      .font(REGULAR)
      .fillColor(MUTED)
      .text('Prices include tax.', MARGIN, doc.y, { width: CONTENT_WIDTH, align: 'right' })
  }
  doc.fillColor('black')
  doc.x = MARGIN
}

/** Every page's footer in its bottom margin: the invoice number, the page of pages, and a cancelled order's mark. */
function footers(doc: Doc, order: Order): void {
  const { start, count } = doc.bufferedPageRange()
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index)
    const { margins } = doc.page
    const bottom = margins.bottom
    // Writing below the body's bottom would otherwise start a page.
    margins.bottom = 0
    const y = doc.page.height - bottom / 2 - SMALL_SIZE / 2
    const text = [
      `Invoice ${order.invoiceNumber}`,
      `Page ${index - start + 1} of ${count}`,
      ...(order.cancelled ? ['CANCELLED'] : []),
    ].join('  ·  ')
    doc
      .font(REGULAR)
      .fontSize(SMALL_SIZE)
      .fillColor(order.cancelled ? RED : MUTED)
    doc.text(text, MARGIN, y, { width: CONTENT_WIDTH, align: 'center', lineBreak: false })
    margins.bottom = bottom
  }
  doc.fillColor('black')
}
