// Quotes service: quote queries and the row -> wire mapping (spec §3 "Quote", §7).

import { asc, eq } from 'drizzle-orm'
import type { Quote } from '@bookstore/contract/schemas/quote'
import type { Database } from '../../db/client'
import { quotes } from '../../db/schema'
import { DomainError } from '../../plugins/errors'

type QuoteRow = typeof quotes.$inferSelect

export const toQuoteJson = (row: QuoteRow): Quote => ({
  _id: row.id,
  content: row.content,
  personOrOrganization: row.personOrOrganization,
  bookId: row.bookId,
})

export async function listQuotes(db: Database): Promise<Quote[]> {
  const rows = await db.select().from(quotes).orderBy(asc(quotes.createdAt), asc(quotes.id))
  return rows.map(toQuoteJson)
}

export async function listQuotesOfBook(db: Database, bookId: string): Promise<Quote[]> {
  const rows = await db
    .select()
    .from(quotes)
    .where(eq(quotes.bookId, bookId))
    .orderBy(asc(quotes.createdAt), asc(quotes.id))
  return rows.map(toQuoteJson)
}

export async function getQuote(db: Database, id: string): Promise<Quote> {
  const [row] = await db.select().from(quotes).where(eq(quotes.id, id))
  if (!row) throw new DomainError('not_found', 'Quote not found', 404)
  return toQuoteJson(row)
}
