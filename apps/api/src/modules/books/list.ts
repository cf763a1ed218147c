// Lists of books (spec §7, issues 15-17): a shelf or the whole catalogue, filtered by author, price and stock, in the
// order asked, one page at a time. A list with a search text is the search module's: the route hands it in, so that
// books never imports search (search reads books' rows through index.ts). A plain list pages by a keyset cursor
// (list-cursor.ts, issue 26 item 7) or, for old links and numbered pages, by offset.

import { and, inArray } from 'drizzle-orm'
import { BOOK_LIST_MAX_LIMIT, type BookListQuery } from '@bookstore/contract/schemas/book'
import type { Database } from '@/db/client'
import { books } from '@/db/schema'
import { authorIdsColumn, toBookJson, type BookPage } from './book-json'
import { afterCursor, cursorSortOf, encodeCursor, sortKeyText, type ListCursor } from './list-cursor'
import { countBooks, listConditions, listOrder } from './list-filters'

/** A list query with a search text. */
export type SearchedListQuery = BookListQuery & { q: string }

/**
 * A page of a search, and the search text as corrected when some word of it was found in no book as typed and was
 * answered by the known word most like it instead (issue 27; absent otherwise, and with `exact`).
 */
export interface SearchedPage extends BookPage {
  corrected?: string
}

/** The page of a list query with a search text (modules/search's, on the route's database). */
export type ListSearch = (query: SearchedListQuery) => Promise<SearchedPage>

/**
 * A page of books, and for a plain list the cursor of the page after it (none at the list's end); for a search, its
 * correction (SearchedPage).
 */
export interface ListedPage extends SearchedPage {
  nextAfter?: string
}

/**
 * One page of books, filtered by category, author, price and stock, in the order asked (newest first by default);
 * with a search text, the page `search` finds. The API filters; clients never filter it all. The page's ids come from
 * the order's index, from the cursor's row on (`after`) or past `offset` entries, then only those rows are read. One
 * id more than the page is read, to tell whether a next page follows. The count is book_counts' for a shelf, counted
 * for other filters, at the same time as the page.
 */
export async function listBooks(
  db: Database,
  query: BookListQuery,
  search: ListSearch,
  after?: ListCursor,
): Promise<ListedPage> {
  if (query.q) return search({ ...query, q: query.q })
  const sort = cursorSortOf(query.sort)
  const conditions = listConditions(db, query)
  const order = listOrder(sort)
  const limit = query.limit ?? BOOK_LIST_MAX_LIMIT
  const pageIds = db
    .select({ id: books.id })
    .from(books)
    .where(and(...conditions, after ? afterCursor(after) : undefined))
    .orderBy(...order)
    .limit(limit + 1)
    .offset(after ? 0 : (query.offset ?? 0))
  const [rows, total] = await Promise.all([
    db
      .select({ book: books, authorIds: authorIdsColumn, sortKey: sortKeyText(sort) })
      .from(books)
      .where(inArray(books.id, pageIds))
      .orderBy(...order),
    countBooks(db, query, conditions),
  ])
  const shown = rows.slice(0, limit)
  const last = shown.at(-1)
  const more = rows.length > limit && last !== undefined
  return {
    books: shown.map((r) => toBookJson(r.book, r.authorIds)),
    total,
    ...(more ? { nextAfter: encodeCursor({ sort, key: last.sortKey, id: last.book.id }) } : {}),
  }
}
