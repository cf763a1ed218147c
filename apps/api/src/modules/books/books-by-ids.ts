// Books read by id, in the order asked (issue 16): a search that ranks its matches reads its page's books here, with
// their author ids, in one named statement.

import { sql } from 'drizzle-orm'
import type { Book } from '@bookstore/contract/schemas/book'
import type { Database } from '@/db/client'
import { namedStatement } from '@/db/statements'
import { books } from '@/db/schema'
import { authorIdsColumn, toBookJson } from './book-json'

/**
 * The books of some ids: every ranked search's page reads them, so a server parses and plans it once per connection
 * (its ids are one array parameter, whatever their number).
 */
const booksOfIds = namedStatement('books_by_ids', (db) =>
  db
    .select({ book: books, authorIds: authorIdsColumn })
    .from(books)
    .where(sql`${books.id} = any(${sql.placeholder('ids')}::uuid[])`),
)

/** The books of these ids with their author ids, in the order of `ids` (a book deleted meanwhile is left out). */
export async function booksByIds(db: Database, ids: readonly string[]): Promise<Book[]> {
  const rows = await booksOfIds(db, { ids: [...ids] })
  const byId = new Map(rows.map((r) => [r.book.id, r]))
  return ids.flatMap((id) => {
    const r = byId.get(id)
    return r ? [toBookJson(r.book, r.authorIds)] : []
  })
}
