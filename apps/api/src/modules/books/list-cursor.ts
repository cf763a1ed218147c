// The keyset cursor of a book list (issue 26 item 7): `after=` in a list's Link rel="next" is the base64url of the
// last book's sort key and id, in the order asked, so the next page is an index range read from that row on, at the
// cost of a first page however deep. Lists with a search text (q) page by offset (the search module's ranking).

import { sql, type SQL } from 'drizzle-orm'
import type { BookListSort } from '@bookstore/contract/schemas/book'
import { books } from '@/db/schema'

/** The orders a cursor pages: relevance without a search text is newest. */
export type CursorSort = Exclude<BookListSort, 'relevance'>

/** Where the next page starts: after the book with this sort key (its text form) and id. */
export interface ListCursor {
  sort: CursorSort
  key: string
  id: string
}

export const cursorSortOf = (sort: BookListSort | undefined): CursorSort =>
  sort === undefined || sort === 'relevance' ? 'newest' : sort

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const INTEGER = /^-?\d{1,10}$/
// created_at in UTC to the microsecond, as sortKeyText writes it.
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/
const TITLE_MAX = 2_000

const keyTaken: Record<CursorSort, (key: string) => boolean> = {
  newest: (key) => INSTANT.test(key) && !Number.isNaN(Date.parse(key)),
  'price-asc': (key) => INTEGER.test(key) && Math.abs(Number(key)) <= 2_147_483_647,
  'price-desc': (key) => INTEGER.test(key) && Math.abs(Number(key)) <= 2_147_483_647,
  title: (key) => key.length <= TITLE_MAX,
  bestselling: (key) => INTEGER.test(key) && Math.abs(Number(key)) <= 2_147_483_647,
  'stock-asc': (key) => INTEGER.test(key) && Math.abs(Number(key)) <= 2_147_483_647,
  'stock-desc': (key) => INTEGER.test(key) && Math.abs(Number(key)) <= 2_147_483_647,
}

/** The `after=` value of a cursor. */
export const encodeCursor = ({ sort, key, id }: ListCursor): string =>
  Buffer.from(JSON.stringify([sort, key, id]), 'utf8').toString('base64url')

/**
 * The cursor an `after=` value holds for a list in `sort`, or why it is not one: not base64url JSON of
 * [sort, key, id], a key that is not its order's, or a cursor of another order (each a 400).
 */
export function decodeCursor(after: string, sort: CursorSort): ListCursor | { error: string } {
  const bad = { error: 'after is not a cursor this list gave (follow the Link header rel="next")' }
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'))
  } catch {
    return bad
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) return bad
  const [cursorSort, key, id] = parsed as unknown[]
  if (typeof cursorSort !== 'string' || typeof key !== 'string' || typeof id !== 'string') return bad
  if (!Object.hasOwn(keyTaken, cursorSort)) return bad
  if (cursorSort !== sort) return { error: `after is a cursor of sort=${cursorSort}, not of sort=${sort}` }
  if (!UUID.test(id) || !keyTaken[sort](key)) return bad
  return { sort, key, id }
}

/** The sort key of a row as its cursor keeps it (created_at in UTC to the microsecond, others as text). */
export function sortKeyText(sort: CursorSort): SQL<string> {
  switch (sort) {
    case 'newest':
      return sql<string>`to_char(${books.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
    case 'price-asc':
    case 'price-desc':
      return sql<string>`${books.newPriceCents}::text`
    case 'title':
      return sql<string>`${books.title}`
    case 'bestselling':
      return sql<string>`${books.unitsSold}::text`
    case 'stock-asc':
    case 'stock-desc':
      return sql<string>`${books.stock}::text`
  }
}

/**
 * The books after the cursor's, in its order: one row comparison on the order's columns, the same direction as its
 * index (listOrder), so PostgreSQL starts the index range there.
 */
export function afterCursor({ sort, key, id }: ListCursor): SQL {
  switch (sort) {
    case 'newest':
      return sql`(${books.createdAt}, ${books.id}) < (${key}::timestamptz, ${id}::uuid)`
    case 'price-asc':
      return sql`(${books.newPriceCents}, ${books.id}) > (${key}::integer, ${id}::uuid)`
    case 'price-desc':
      return sql`(${books.newPriceCents}, ${books.id}) < (${key}::integer, ${id}::uuid)`
    case 'title':
      return sql`(${books.title}, ${books.id}) > (${key}::text, ${id}::uuid)`
    case 'bestselling':
      return sql`(${books.unitsSold}, ${books.id}) < (${key}::integer, ${id}::uuid)`
    case 'stock-asc':
      return sql`(${books.stock}, ${books.id}) > (${key}::integer, ${id}::uuid)`
    case 'stock-desc':
      return sql`(${books.stock}, ${books.id}) < (${key}::integer, ${id}::uuid)`
  }
}
