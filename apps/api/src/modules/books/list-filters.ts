// What narrows and orders a list of books (spec §7, issues 15-17): the filters of a list query as conditions, its
// order, and how many books it holds. The plain lists (list.ts) and a search's list (modules/search) share them.

import { and, asc, desc, eq, exists, gt, gte, lt, lte, sql, sum, type SQL } from 'drizzle-orm'
import { STOCK_LOW_BELOW } from '@bookstore/contract/constants'
import { toCents } from '@bookstore/contract/money'
import type { BookListQuery, BookListSort } from '@bookstore/contract/schemas/book'
import type { Database } from '@/db/client'
import { bookAuthors, bookCounts, books } from '@/db/schema'

/** The conditions of a list query's filters: category, author, price and stock (its search text is not one). */
export function listConditions(db: Database, query: BookListQuery): SQL[] {
  const conditions: SQL[] = []
  if (query.category) conditions.push(eq(books.category, query.category))
  if (query.author) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(bookAuthors)
          .where(and(eq(bookAuthors.bookId, books.id), eq(bookAuthors.authorId, query.author))),
      ),
    )
  }
  if (query.minPrice !== undefined) conditions.push(gte(books.newPriceCents, toCents(query.minPrice)))
  if (query.maxPrice !== undefined) conditions.push(lte(books.newPriceCents, toCents(query.maxPrice)))
  if (query.inStock) conditions.push(gt(books.stock, 0))
  // The manage table's stock filter (issue 17): a range of books_stock_idx (stock, id).
  if (query.stock === 'out') conditions.push(eq(books.stock, 0))
  if (query.stock === 'low') conditions.push(gt(books.stock, 0), lt(books.stock, STOCK_LOW_BELOW))
  return conditions
}

/** Whether only a category (or nothing) narrows the list: its count is then kept in book_counts. */
const onlyByCategory = (q: BookListQuery): boolean =>
  !q.author && !q.q && q.minPrice === undefined && q.maxPrice === undefined && !q.inStock && !q.stock

/**
 * How many books match: a shelf's (or the catalogue's) count is read from book_counts, kept by a trigger, so it
 * costs the same at any catalogue size; other filters' books are counted.
 */
export async function countBooks(db: Database, query: BookListQuery, conditions: SQL[]): Promise<number> {
  if (onlyByCategory(query)) {
    const [row] = await db
      .select({ total: sum(bookCounts.books).mapWith(Number) })
      .from(bookCounts)
      .where(query.category ? eq(bookCounts.category, query.category) : undefined)
    return row?.total ?? 0
  }
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(books)
    .where(and(...conditions))
  return row?.total ?? 0
}

/**
 * The order of a list (ties broken by id, so pages never overlap). Relevance is a search's (modules/search ranks it
 * first, then newest): without one it is newest.
 */
export function listOrder(sort: BookListSort): SQL[] {
  switch (sort) {
    case 'relevance':
    case 'newest':
      return [desc(books.createdAt), desc(books.id)]
    case 'price-asc':
      return [asc(books.newPriceCents), asc(books.id)]
    case 'price-desc':
      return [desc(books.newPriceCents), desc(books.id)]
    case 'title':
      return [asc(books.title), asc(books.id)]
    case 'bestselling':
      return [desc(books.unitsSold), desc(books.id)]
    // The manage table's (issue 27 item 5): books_stock_idx forwards or backwards.
    case 'stock-asc':
      return [asc(books.stock), asc(books.id)]
    case 'stock-desc':
      return [desc(books.stock), desc(books.id)]
  }
}
