// Quotes service: quote queries (the list paged and filtered by content, issue 15), the admin's writes (issue 6) and
// the row -> wire mapping (spec §3 "Quote", §7).

import { asc, count, desc, eq, ilike } from 'drizzle-orm'
import type { Quote, QuoteListQuery } from '@bookstore/contract/schemas/quote'
import type { QuoteInput } from '@bookstore/contract/schemas/quote-input'
import type { Database } from '@/db/client'
import { likePattern } from '@/db/like-pattern'
import { books, quotes } from '@/db/schema'
import { DomainError } from '@/plugins/errors'
import { pageWindow, type Page } from '@/http/paging'

type QuoteRow = typeof quotes.$inferSelect

export const toQuoteJson = (row: QuoteRow): Quote => ({
  _id: row.id,
  content: row.content,
  personOrOrganization: row.personOrOrganization,
  bookId: row.bookId,
})

/**
 * One page of quotes, oldest first (ties by id) or newest first (the dashboard's), those whose content holds `q` when
 * one is given: a range of quotes_created_idx, read forwards or backwards.
 */
export async function listQuotes(db: Database, query: QuoteListQuery): Promise<Page<Quote>> {
  const where = query.q ? ilike(quotes.content, likePattern(query.q)) : undefined
  const { limit, offset } = pageWindow(query)
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(quotes)
      .where(where)
      .orderBy(
        ...(query.sort === 'newest'
          ? [desc(quotes.createdAt), desc(quotes.id)]
          : [asc(quotes.createdAt), asc(quotes.id)]),
      )
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(quotes).where(where),
  ])
  return { items: rows.map(toQuoteJson), total: counted?.total ?? 0 }
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

/** Creates a quote; a bookId must name an existing book (409 otherwise). */
export async function createQuote(db: Database, input: QuoteInput): Promise<Quote> {
  return db.transaction(async (tx) => {
    if (input.bookId !== null) {
      // Shared lock: the book cannot be deleted between this check and the insert.
      const [book] = await tx
        .select({ id: books.id })
        .from(books)
        .where(eq(books.id, input.bookId))
        .for('share')
      if (!book) throw new DomainError('conflict', 'The book of this quote does not exist', 409)
    }
    const [row] = await tx.insert(quotes).values(input).returning()
    if (!row) throw new Error('insert returned no quote')
    return toQuoteJson(row)
  })
}

export async function deleteQuote(db: Database, id: string): Promise<{ message: string }> {
  const deleted = await db.delete(quotes).where(eq(quotes.id, id)).returning({ id: quotes.id })
  if (deleted.length === 0) throw new DomainError('not_found', 'Quote not found', 404)
  return { message: 'Quote deleted successfully' }
}
