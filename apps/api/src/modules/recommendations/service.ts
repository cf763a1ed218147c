// Recommendations service: "Readers also bought" (issue 16). The books most often bought in one order with a book,
// read from book_pairs (kept by triggers on order_items, migration 0006), filled up with the newest books of its
// category when real orders name too few. Two index reads and one read of the books shown, at any order count.

import { and, desc, eq, inArray, notInArray, or, sql } from 'drizzle-orm'
import { ALSO_BOUGHT_MAX, type Book } from '@bookstore/contract/schemas/book'
import type { Database } from '@/db/client'
import { bookAuthors, bookPairs, books } from '@/db/schema'
import { DomainError } from '@/plugins/errors'
import { toBookJson } from '@/modules/books/service'

/** Author ids in their order on the book, as text (uuid[] parsing differs between drivers). */
const authorIdsColumn = sql<string[]>`coalesce(
  (select array_agg(${bookAuthors.authorId}::text order by ${bookAuthors.position})
   from ${bookAuthors} where ${bookAuthors.bookId} = ${books.id}),
  '{}'::text[])`

/** The book's category and the ids of the books bought with it most often, best first; undefined for no book. */
async function pairedWith(db: Database, id: string) {
  const best = db
    .select({ other: sql`${bookPairs.otherBookId}::text` })
    .from(bookPairs)
    .where(eq(bookPairs.bookId, id))
    .orderBy(desc(bookPairs.times), bookPairs.otherBookId)
    .limit(ALSO_BOUGHT_MAX)
  const [row] = await db
    .select({ category: books.category, paired: sql<string[]>`array(${best})` })
    .from(books)
    .where(eq(books.id, id))
  return row
}

/**
 * Up to ALSO_BOUGHT_MAX books bought together with book `id` in real orders, the most often first (ties by id),
 * then, while there are fewer, the newest other books of its category. Never the book itself; 404 for no book.
 */
export async function alsoBought(db: Database, id: string): Promise<Book[]> {
  const found = await pairedWith(db, id)
  if (!found) throw new DomainError('not_found', 'Book not found', 404)
  const paired = found.paired
  const missing = ALSO_BOUGHT_MAX - paired.length
  const newestFirst = [desc(books.createdAt), desc(books.id)]
  const sameCategory = db
    .select({ id: books.id })
    .from(books)
    .where(and(eq(books.category, found.category), notInArray(books.id, [id, ...paired])))
    .orderBy(...newestFirst)
    .limit(Math.max(missing, 0))
  const rows = await db
    .select({ book: books, authorIds: authorIdsColumn })
    .from(books)
    .where(
      missing > 0
        ? paired.length > 0
          ? or(inArray(books.id, paired), inArray(books.id, sameCategory))
          : inArray(books.id, sameCategory)
        : inArray(books.id, paired),
    )
    .orderBy(...newestFirst)
  const rank = new Map(paired.map((other, i) => [other, i]))
  // Paired books in their rank, then the category's in the query's order (newest first).
  const ordered = [
    ...rows
      .filter((r) => rank.has(r.book.id))
      .sort((a, b) => (rank.get(a.book.id) ?? 0) - (rank.get(b.book.id) ?? 0)),
    ...rows.filter((r) => !rank.has(r.book.id)),
  ]
  return ordered.map((r) => toBookJson(r.book, r.authorIds))
}
