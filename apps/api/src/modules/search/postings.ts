// What search_postings (migration 0012) answers for one typed word (issue 16), instead of a ranking of every match:
// a search's page — the books whose headings have the word, a word it starts or a look-alike, those with the word as
// typed first, then by the best part that has it (title, author line, publisher), newest first among equals; after
// them the books that have the word only in their description, newest first. (The search box's suggestions read the
// same postings: suggestions.ts.) Each word's postings are read in that order from an index, as many as needed, so a
// page costs the same for a word of 10 books or of 10,000.

import { eq, sql } from 'drizzle-orm'
import type { Database } from '@/db/client'
import { books } from '@/db/schema'
import { namedStatement } from '@/db/statements'
import { authorIdsColumn, toBookJson, type BookPage } from '@/modules/books'
import { countMatches, matches, type SearchQuery } from './search-query'

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

/** The statement of oneWordPage, made once per database (a server plans it once per connection). */
const pageOfOneWord = namedStatement('search_one_word_page', (db) => {
  const page = pageRows(db)
  return db
    .with(page)
    .select({ book: books, authorIds: authorIdsColumn, total: page.total })
    .from(page)
    .innerJoin(books, eq(books.id, page.id))
    .orderBy(page.n)
})

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
  const rows = await pageOfOneWord(db, {
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
