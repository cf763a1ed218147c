// Recommendations service: "Readers also bought" (issue 16). The books most often bought in one order with a book,
// read from book_pairs (kept by triggers on order_items, migration 0006), filled up with the newest books of its
// category when real orders name too few. One statement: two index ranges, then the books shown, at any order count.

import { eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { ALSO_BOUGHT_MAX, type Book } from '@bookstore/contract/schemas/book'
import type { Database } from '@/db/client'
import { bookPairs, books } from '@/db/schema'
import { inlined, namedStatement } from '@/db/statements'
import { DomainError } from '@/plugins/errors'
import { authorIdsColumn, toBookJson } from '@/modules/books'

/**
 * The ids to show for book `id`, each once at its first place (`rank`): the book itself first, which is there only
 * when the book is, then the books bought with it most often, best first (ties by id), then the newest other books
 * of its category. Each part is the first entries of an index (book_pairs_best_idx, books_category_newest_idx).
 *
 * The pairs' order is NULLS LAST as the index has it (drizzle-kit writes DESC NULLS LAST), so it is read, not sorted
 * again. ALSO_BOUGHT_MAX of the newest are always enough to fill up: at most as many of them as the pairs list are
 * listed already. A book deleted is in neither part (its pairs go with its order lines), nor in the join below.
 */
function ranked(db: Database) {
  const subject = alias(books, 'subject')
  const shelf = alias(books, 'shelf')
  // `id` typed as the books' ids it holds, so that the join below reads "ranked"."id".
  return db.$with('ranked', { id: books.id, rank: sql<number>`rank`.as('rank') }).as(sql`
    select c.id, min(c.n) as rank
    from ${books} as ${subject},
      unnest(
        array[${subject.id}]
        || array(
          select ${bookPairs.otherBookId} from ${bookPairs}
          where ${bookPairs.bookId} = ${subject.id}
          order by ${bookPairs.times} desc nulls last, ${bookPairs.otherBookId}
          limit ${inlined(ALSO_BOUGHT_MAX)})
        || array(
          select ${shelf.id} from ${books} as ${shelf}
          where ${shelf.category} = ${subject.category} and ${shelf.id} <> ${subject.id}
          order by ${shelf.createdAt} desc, ${shelf.id} desc
          limit ${inlined(ALSO_BOUGHT_MAX)})
      ) with ordinality as c(id, n)
    where ${subject.id} = ${sql.placeholder('id')}
    group by c.id`)
}

/**
 * The statement, made once per database: a server then plans it once per connection (0.45 ms a call less). Its
 * limits are written into it, not sent as parameters: with a LIMIT it cannot see, the server kept planning every
 * call afresh (its generic plan looked dearer). The ranked ids are at most 1 + 2 × ALSO_BOUGHT_MAX rows.
 */
const alsoBoughtRows = namedStatement('also_bought', (db) => {
  const candidates = ranked(db)
  return db
    .with(candidates)
    .select({ book: books, authorIds: authorIdsColumn, isSubject: sql<boolean>`${candidates}.rank = 1` })
    .from(candidates)
    .innerJoin(books, eq(books.id, candidates.id))
    .orderBy(sql`${candidates}.rank`)
})

/**
 * Up to ALSO_BOUGHT_MAX books bought together with book `id` in real orders, the most often first, then, while
 * there are fewer, the newest other books of its category. Never the book itself; 404 when there is no such book.
 *
 * One statement, its rows in the order shown (the book's own first), instead of the ids and then the books: a round
 * trip and a statement's work in this process less. EXPLAIN ANALYZE on the bench database (100k books, 2.7M pairs,
 * PostgreSQL 15), warm, for the book with the most pairs (7,749): 0.45 ms planning, 0.3 ms executing, 86 buffers:
 * the first 8 entries of each index, 17 probes of books_pkey, and the authors of the 9 rows kept only (after the
 * sort); an unknown id: 0.07 ms. Measured in this process, 1.7 ms of CPU a call before, 1.25 ms now.
 */
export async function alsoBought(db: Database, id: string): Promise<Book[]> {
  const rows = await alsoBoughtRows(db, { id })
  // The book's own row says it exists (compared by rank: the id asked may be written in capitals).
  const [subject, ...shown] = rows
  if (!subject?.isSubject) throw new DomainError('not_found', 'Book not found', 404)
  return shown.slice(0, ALSO_BOUGHT_MAX).map((row) => toBookJson(row.book, row.authorIds))
}
