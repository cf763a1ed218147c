// What search_postings (migration 0012) answers for one typed word (issue 16), instead of a ranking of every match:
// a search's page — the books whose headings have the word, a word it starts or a look-alike, those with the word as
// typed first, then by the best part that has it (title, author line, publisher), newest first among equals; after
// them the books that have the word only in their description, newest first — and the search box's suggestions.
// Each word's postings are read in that order from an index, as many as needed, so either costs the same for a word
// of 10 books or of 10,000.

import { sql } from 'drizzle-orm'
import type { Database } from '@/db/client'
import { preparedRowsOf } from '@/db/rows'
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
  const [head] = await preparedRowsOf<HeadRow>(
    db,
    'search_one_word_page',
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
  const tail = await preparedRowsOf<{ id: string }>(
    db,
    'search_one_word_tail',
    sql`
    select id::text as id from books
    where books.search_doc @@ ${query.exact}::tsquery and not books.head_doc @@ ${query.match}::tsquery
    order by created_at desc, id desc
    offset ${Math.max(0, offset - headTotal)} limit ${wanted}`,
  )
  return { ids: [...ids, ...tail.map((row) => row.id)], total: headTotal + tailTotal }
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
