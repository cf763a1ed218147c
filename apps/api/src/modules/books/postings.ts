// What search_postings (migration 0012) answers for one typed word (issue 16), instead of a ranking of every match:
// a search's page — the books whose headings have the word, a word it starts or a look-alike, those with the word as
// typed first, then by the best part that has it (title, author line, publisher), newest first among equals; after
// them the books that have the word only in their description, newest first — and the search box's suggestions.
// Each word's postings are read in that order from an index, as many as needed, so either costs the same for a word
// of 10 books or of 10,000.

import { eq, sql, type SQL } from 'drizzle-orm'
import type { Database } from '@/db/client'
import { preparedRowsOf } from '@/db/rows'
import { books } from '@/db/schema'
import { matches, type SearchQuery } from './search-query'
import { authorIdsColumn, toBookJson, type BookPage } from './book-json'

/**
 * One page of a one-word search, its ids numbered in order (`n`), each row with the count of all the books found:
 * the headings' matches from the words' postings, each word's read in rank order as far as the page reaches (a book
 * found by several words keeps its best; a book among the first `offset + limit` of all is among the first that many
 * of its best word's), counted index-only; then, past those, the books that have the word only in their description,
 * newest first (a LIMIT 0 reads none of them when the headings fill the page).
 */
const pageRows = (db: Database) =>
  db.$with('page', { id: books.id, n: sql<number>`n`.as('n'), total: sql<number>`total`.as('total') }).as(sql`
    with hits as (
      select p.book_id, w.word = any(${sql.placeholder('typed')}::text[]) as as_typed, p.weight, p.created_at
      from unnest(${sql.placeholder('words')}::text[]) as w(word)
      cross join lateral (
        select p.book_id, p.weight, p.created_at from search_postings as p
        where p.word = w.word
        order by p.weight, p.created_at desc, p.book_id desc
        limit ${sql.placeholder('reach')}
      ) as p
    ), best as (
      select distinct on (book_id) book_id, as_typed, weight, created_at from hits
      order by book_id, as_typed desc, weight, created_at desc
    ), head_total as (
      select count(distinct p.book_id)::int as n from search_postings as p
      where p.word = any(${sql.placeholder('words')}::text[])
    ), head_page as (
      select book_id as id, row_number() over (order by as_typed desc, weight, created_at desc, book_id desc) as n
      from best
      order by as_typed desc, weight, created_at desc, book_id desc
      offset ${sql.placeholder('offset')} limit ${sql.placeholder('limit')}
    ), tail as (
      select b.id, b.created_at from books as b
      where b.search_doc @@ ${sql.placeholder('exact')}::tsquery
        and not b.head_doc @@ ${sql.placeholder('match')}::tsquery
    ), tail_page as (
      select id, ${sql.placeholder('limit')}::int + row_number() over (order by created_at desc, id desc) as n
      from tail
      order by created_at desc, id desc
      offset greatest(0, ${sql.placeholder('offset')}::int - (select n from head_total))
      limit greatest(0, ${sql.placeholder('limit')}::int - (select count(*) from head_page))
    )
    select id, n, (select n from head_total) + (select count(*) from tail)::int as total
    from (select id, n from head_page union all select id, n from tail_page) as page`)

/** How many books meet a condition. */
async function countMatches(db: Database, condition: SQL): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(books)
    .where(condition)
  return row?.total ?? 0
}

/** The statement of oneWordPage, prepared once per database (a server plans it once per connection). */
const prepare = (db: Database) => {
  const page = pageRows(db)
  return db
    .with(page)
    .select({ book: books, authorIds: authorIdsColumn, total: page.total })
    .from(page)
    .innerJoin(books, eq(books.id, page.id))
    .orderBy(page.n)
    .prepare('search_one_word_page')
}

const statements = new WeakMap<Database, ReturnType<typeof prepare>>()

/**
 * One page of a one-word search (`query.oneWord` set), and how many books it finds in all: one statement, the books
 * with them. A page past the last book has no row to carry the count: it is counted on its own.
 */
export async function oneWordPage(
  db: Database,
  query: SearchQuery & { oneWord: NonNullable<SearchQuery['oneWord']> },
  { limit, offset }: { limit: number; offset: number },
): Promise<BookPage> {
  const { typed, alike } = query.oneWord
  let statement = statements.get(db)
  if (!statement) {
    statement = prepare(db)
    statements.set(db, statement)
  }
  const rows = await statement.execute({
    typed,
    words: [...typed, ...alike],
    reach: offset + limit,
    offset,
    limit,
    exact: query.exact,
    match: query.match,
  })
  const first = rows[0]
  return {
    books: rows.map((row) => toBookJson(row.book, row.authorIds)),
    total: first ? Number(first.total) : await countMatches(db, matches(query)),
  }
}

/** A suggestion as the search box shows it, with its price in cents. */
export interface SuggestionRow {
  id: string
  title: string
  author: string
  cover_image: string
  new_price_cents: number
}

/** Books a one-word suggestion list chooses from at most: the best postings of its words, shared among them. */
const SUGGESTION_POOL = 160

/**
 * Up to `max` books whose titles or author lines have one of `typed` (the word and the words it starts) or of `alike`
 * (its look-alikes): title matches first, then those with a word as typed, the best sellers first among equals. They
 * are chosen among each word's newest title and author matches (SUGGESTION_POOL in all), read from the postings'
 * index; only those books are read, for their units sold and what the box shows.
 */
export async function oneWordSuggestions(
  db: Database,
  { typed, alike }: { typed: string[]; alike: string[] },
  max: number,
): Promise<SuggestionRow[]> {
  const words = [...typed, ...alike]
  const perWord = Math.max(max, Math.ceil(SUGGESTION_POOL / words.length))
  return preparedRowsOf<SuggestionRow>(
    db,
    'search_one_word_suggestions',
    sql`
    with pool as (
      select distinct on (p.book_id) p.book_id, p.weight = 'A' as in_title, w.word = any(${sql.param(typed)}::text[])
        as as_typed
      from unnest(${sql.param(words)}::text[]) as w(word)
      cross join lateral (
        select p.book_id, p.weight from search_postings as p
        where p.word = w.word and p.weight <= 'B'
        order by p.weight, p.created_at desc, p.book_id desc
        limit ${perWord}
      ) as p
      order by p.book_id, in_title desc, as_typed desc
    )
    select b.id, b.title, b.author, b.cover_image, b.new_price_cents
    from pool join books as b on b.id = pool.book_id
    order by pool.in_title desc, pool.as_typed desc, b.units_sold desc, b.title, b.id
    limit ${max}`,
  )
}
