// A one-word search's page (issue 16), ranked from search_postings (migration 0012) instead of ranking every match:
// the books whose headings have the word, a word it starts or a look-alike, those with the word as typed first, then
// by the best part that has it (title, author line, publisher), newest first among equals; after them the books that
// have the word only in their description, newest first. Each word's postings are read in that order from an index,
// as many as the page needs, so a page costs the same for a word of 10 books or of 10,000.

import { sql } from 'drizzle-orm'
import type { Database } from '@/db/client'
import { rowsOf } from '@/db/rows'
import type { SearchQuery } from './search'

export interface RankedPage {
  ids: string[]
  total: number
}

interface HeadRow {
  head_total: number
  tail_total: number
  ids: string[]
}

/**
 * The ids of one page of a one-word search (`query.oneWord` set) and how many books it finds in all. One statement
 * for the headings' page, their count (index-only) and the description-only count; a second one only when the page
 * reaches past the headings' matches.
 */
export async function oneWordPage(
  db: Database,
  query: SearchQuery & { oneWord: NonNullable<SearchQuery['oneWord']> },
  { limit, offset }: { limit: number; offset: number },
): Promise<RankedPage> {
  const { typed, alike } = query.oneWord
  const words = [...typed, ...alike]
  // The words' postings, each read in rank order as far as the page reaches; a book found by several words keeps
  // its best. A book among the first `offset + limit` of all is among the first that many of its best word's.
  const [head] = await rowsOf<HeadRow>(
    db,
    sql`
    with hits as (
      select p.book_id, w.word = any(${sql.param(typed)}::text[]) as as_typed, p.weight, p.created_at
      from unnest(${sql.param(words)}::text[]) as w(word)
      cross join lateral (
        select p.book_id, p.weight, p.created_at from search_postings as p
        where p.word = w.word
        order by p.weight, p.created_at desc, p.book_id desc
        limit ${offset + limit}
      ) as p
    ), best as (
      select distinct on (book_id) book_id, as_typed, weight, created_at from hits
      order by book_id, as_typed desc, weight, created_at desc
    )
    select
      (select count(distinct p.book_id) from search_postings as p where p.word = any(${sql.param(words)}::text[]))::int
        as head_total,
      (select count(*) from books
       where books.search_doc @@ ${query.exact}::tsquery and not books.head_doc @@ ${query.match}::tsquery)::int
        as tail_total,
      array(
        select book_id::text from best
        order by as_typed desc, weight, created_at desc, book_id desc
        offset ${offset} limit ${limit}
      ) as ids`,
  )
  const headTotal = Number(head?.head_total ?? 0)
  const tailTotal = Number(head?.tail_total ?? 0)
  const ids = head?.ids ?? []
  const wanted = limit - ids.length
  if (wanted <= 0 || tailTotal === 0) return { ids, total: headTotal + tailTotal }
  const tail = await rowsOf<{ id: string }>(
    db,
    sql`
    select id::text as id from books
    where books.search_doc @@ ${query.exact}::tsquery and not books.head_doc @@ ${query.match}::tsquery
    order by created_at desc, id desc
    offset ${Math.max(0, offset - headTotal)} limit ${wanted}`,
  )
  return { ids: [...ids, ...tail.map((row) => row.id)], total: headTotal + tailTotal }
}
