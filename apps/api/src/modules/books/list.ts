// Lists of books (spec §7, issues 15-17): a shelf or the whole catalogue, filtered by author, price and stock, in the
// order asked, one page at a time. A list with a search text is the search module's: the route hands it in, so that
// books never imports search (search reads books' rows through index.ts).

import { and, inArray } from 'drizzle-orm'
import { BOOK_LIST_MAX_LIMIT, type BookListQuery } from '@bookstore/contract/schemas/book'
import type { Database } from '@/db/client'
import { books } from '@/db/schema'
import { authorIdsColumn, toBookJson, type BookPage } from './book-json'
import { countBooks, listConditions, listOrder } from './list-filters'

/** A list query with a search text. */
export type SearchedListQuery = BookListQuery & { q: string }

/** The page of a list query with a search text (modules/search's, on the route's database). */
export type ListSearch = (query: SearchedListQuery) => Promise<BookPage>

/**
 * One page of books, filtered by category, author, price and stock, in the order asked (newest first by default);
 * with a search text, the page `search` finds. The API filters; clients never filter it all. The page's ids come from
 * the order's index, then only those rows are read, so a deep page skips index entries, not whole rows with their
 * authors. The count is book_counts' for a shelf, counted for other filters, at the same time as the page.
 */
export async function listBooks(db: Database, query: BookListQuery, search: ListSearch): Promise<BookPage> {
  if (query.q) return search({ ...query, q: query.q })
  const conditions = listConditions(db, query)
  const order = listOrder(query.sort ?? 'newest')
  const pageIds = db
    .select({ id: books.id })
    .from(books)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(query.limit ?? BOOK_LIST_MAX_LIMIT)
    .offset(query.offset ?? 0)
  const [rows, total] = await Promise.all([
    db
      .select({ book: books, authorIds: authorIdsColumn })
      .from(books)
      .where(inArray(books.id, pageIds))
      .orderBy(...order),
    countBooks(db, query, conditions),
  ])
  return { books: rows.map((r) => toBookJson(r.book, r.authorIds)), total }
}
