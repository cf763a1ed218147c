// Recommendations service: "Readers also bought" (issue 16). The books most often bought in one order with a book,
// read from book_pairs (kept by triggers on order_items, migration 0006), filled up with the newest books of its
// category when real orders name too few. One query of two index ranges, then the books shown, at any order count.

import { and, desc, eq, ne, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { ALSO_BOUGHT_MAX, type Book } from '@bookstore/contract/schemas/book'
import type { Database } from '@/db/client'
import { bookPairs, books } from '@/db/schema'
import { DomainError } from '@/plugins/errors'
import { booksByIds } from '@/modules/books/service'

/**
 * For book `id`: the ids of the books bought with it most often, best first (ties by id), and the newest other books
 * of its category, enough to fill up whatever the pairs leave; undefined when there is no such book. One query, each
 * part the first entries of an index (book_pairs_best_idx, books_category_newest_idx).
 */
async function candidates(db: Database, id: string) {
  const paired = db
    .select({ other: sql`${bookPairs.otherBookId}::text` })
    .from(bookPairs)
    .where(eq(bookPairs.bookId, id))
    // NULLS LAST as the index has it (drizzle-kit writes DESC NULLS LAST), so its order is read, not sorted again.
    .orderBy(sql`${bookPairs.times} desc nulls last`, bookPairs.otherBookId)
    .limit(ALSO_BOUGHT_MAX)
  const shelf = alias(books, 'shelf')
  // Twice as many as shown: however many of them the pairs already list, enough are left to fill up with.
  const newest = db
    .select({ id: sql`${shelf.id}::text` })
    .from(shelf)
    .where(and(eq(shelf.category, books.category), ne(shelf.id, books.id)))
    .orderBy(desc(shelf.createdAt), desc(shelf.id))
    .limit(ALSO_BOUGHT_MAX * 2)
  const [row] = await db
    .select({ paired: sql<string[]>`array(${paired})`, newest: sql<string[]>`array(${newest})` })
    .from(books)
    .where(eq(books.id, id))
  return row
}

/**
 * Up to ALSO_BOUGHT_MAX books bought together with book `id` in real orders, the most often first, then, while
 * there are fewer, the newest other books of its category. Never the book itself; 404 when there is no such book.
 */
export async function alsoBought(db: Database, id: string): Promise<Book[]> {
  const found = await candidates(db, id)
  if (!found) throw new DomainError('not_found', 'Book not found', 404)
  const ids = [...new Set([...found.paired, ...found.newest])].slice(0, ALSO_BOUGHT_MAX)
  // A book deleted between the two reads is left out.
  return ids.length === 0 ? [] : booksByIds(db, ids)
}
