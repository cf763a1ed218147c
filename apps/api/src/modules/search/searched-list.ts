// A list of books with a search text (GET /api/books/?q=, issue 16): ranked by relevance or sorted as asked, with the
// list's filters. One word by relevance alone reads its postings (postings.ts); any other search ranks its matches.

import { and, desc, sql } from 'drizzle-orm'
import { BOOK_LIST_MAX_LIMIT } from '@bookstore/contract/schemas/book'
import type { Database } from '@/db/client'
import { books } from '@/db/schema'
import {
  booksByIds,
  listConditions,
  listOrder,
  type BookPage,
  type SearchedListQuery,
  type SearchedPage,
} from '@/modules/books'
import { correctedText, typedWordsAsTyped } from './corrections'
import { oneWordPage } from './postings'
import { countMatches, matches, relevance, toSearchQuery, type SearchQuery } from './search-query'
import { typedWordsOf } from './typed-words'

/**
 * One page of the books a search text finds, with the list's filters (category, author, price, stock), in the order
 * asked: relevance by default (see relevance), then newest, and the text as corrected when a misspelt word was
 * answered by its look-alikes (corrections.ts); `exact` takes every word as typed. A text without a word finds none.
 * `vocabulary` labels the search vocabulary read (see typedWordsOf).
 */
export async function searchBooks(
  db: Database,
  query: SearchedListQuery,
  vocabulary: string | undefined,
): Promise<SearchedPage> {
  const typed = await typedWordsOf(db, query.q, vocabulary)
  if (typed.length === 0) return { books: [], total: 0 }
  const words = query.exact === true ? typedWordsAsTyped(typed) : typed
  const search = toSearchQuery(words)
  const [page, corrected] = await Promise.all([pageOf(db, query, search), correctedText(db, words, search)])
  return corrected === undefined ? page : { ...page, corrected }
}

/** One page of a search (searchBooks), its query made. */
async function pageOf(db: Database, query: SearchedListQuery, search: SearchQuery): Promise<BookPage> {
  const filters = listConditions(db, query)
  const sort = query.sort ?? 'relevance'
  const limit = query.limit ?? BOOK_LIST_MAX_LIMIT
  const offset = query.offset ?? 0
  // One word, by relevance, nothing else asked: the page from the word's postings, not a ranking of every match.
  if (search.oneWord && sort === 'relevance' && filters.length === 0) {
    return oneWordPage(db, { ...search, oneWord: search.oneWord }, { limit, offset })
  }
  const condition = and(...filters, matches(search))
  const order = sort === 'relevance' ? [desc(relevance(search)), ...listOrder('newest')] : listOrder(sort)
  // A search ranks every book it matches to find a page: the same pass counts them (a window), rather than a second
  // look-up of every match for the total. Past the last page it finds no row to carry the count.
  const page = await db
    .select({ id: books.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(books)
    .where(condition)
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
  const ids = page.map((row) => row.id)
  const [rows, total] = await Promise.all([
    ids.length === 0 ? [] : booksByIds(db, ids),
    page[0]?.total ?? (offset > 0 ? countMatches(db, condition) : 0),
  ])
  return { books: rows, total }
}
