// The search box's suggestions (issue 16): the books whose titles or author lines have the words typed, the last as a
// prefix, typos forgiven; one word's from its postings (migration 0012), several words' from the headings' index,
// and the titles most like the text when no word matched.

import { sql } from 'drizzle-orm'
import { BOOK_SUGGESTIONS_MAX, type BookSuggestion } from '@bookstore/contract/schemas/book'
import type { Database } from '@/db/client'
import { rowsOf } from '@/db/rows'
import { namedStatement } from '@/db/statements'
import { toBookSuggestion, type SuggestionRow } from '@/modules/books'
import { withLikeness } from './likeness'
import { toSearchQuery } from './search-query'
import { COMPLETIONS_MAX, typedWordsOf, type TypedWord } from './typed-words'

/** Books a one-word suggestion list chooses from at most: the best postings of its words, shared among them. */
const SUGGESTION_POOL = 160

/**
 * Up to `max` books whose titles or author lines have one of `typed` (the word and the words it starts) or of `words`
 * past those (its look-alikes): title matches first, then those with a word as typed, the best sellers first among
 * equals. They are chosen among each word's `perWord` newest title and author matches, read from the postings'
 * index; only those books are read, for their units sold and what the box shows.
 */
const oneWordSuggestions = namedStatement<SuggestionRow>('search_one_word_suggestions', () => {
  const typed = sql.placeholder('typed')
  return sql`
    with pool as (
      select distinct on (p.book_id) p.book_id, p.weight = 'A' as in_title, w.word = any(${typed}::text[])
        as as_typed
      from unnest(${sql.placeholder('words')}::text[]) as w(word)
      cross join lateral (
        select p.book_id, p.weight from search_postings as p
        where p.word = w.word and p.weight <= 'B'
        order by p.weight, p.created_at desc, p.book_id desc
        limit ${sql.placeholder('perWord')}
      ) as p
      order by p.book_id, in_title desc, as_typed desc
    )
    select b.id, b.title, b.author, b.cover_image, b.new_price_cents
    from pool join books as b on b.id = pool.book_id
    order by pool.in_title desc, pool.as_typed desc, b.units_sold desc, b.title, b.id
    limit ${sql.placeholder('max')}`
})

/** One word of 2 letters or more: from its postings and those of the first words it starts (null for one letter). */
async function suggestOneWord(db: Database, word: TypedWord): Promise<SuggestionRow[] | null> {
  if (word.word.length < 2) return null
  const completions = (word.completions ?? []).filter((c) => c !== word.word).slice(0, COMPLETIONS_MAX)
  const typed = [word.word, ...completions]
  const words = [...typed, ...(word.alternatives ?? [])]
  const max = BOOK_SUGGESTIONS_MAX
  return oneWordSuggestions(db, {
    typed,
    words,
    perWord: Math.max(max, Math.ceil(SUGGESTION_POOL / words.length)),
    max,
  })
}

/** Candidates of a suggestion list taken from the index at most, before they are ordered: keeps short prefixes fast. */
const SUGGEST_CANDIDATES = 400

/**
 * Several words' suggestions: the books whose titles or author lines have them all (GIN bitmaps AND-ed, so few are
 * read), ordered as oneWordSuggestions orders them. The candidates are read once, with what ordering them needs,
 * from the headings' index (no second look-up by id).
 */
const wordsSuggestions = namedStatement<SuggestionRow>('search_words_suggestions', () => {
  const [titleOnly, exact] = [sql.placeholder('titleOnly'), sql.placeholder('exact')]
  return sql`
    with candidates as materialized (
      select id, title, author, cover_image, new_price_cents, units_sold,
        head_doc @@ ${titleOnly}::tsquery as in_title, head_doc @@ ${exact}::tsquery as as_typed
      from books where head_doc @@ ${sql.placeholder('match')}::tsquery limit ${SUGGEST_CANDIDATES}
    )
    select id, title, author, cover_image, new_price_cents
    from candidates
    order by in_title desc, as_typed desc, units_sold desc, title, id
    limit ${BOOK_SUGGESTIONS_MAX}`
})

/** Suggestions for several words (see wordsSuggestions). */
async function suggestWords(db: Database, words: readonly TypedWord[]): Promise<SuggestionRow[]> {
  const query = toSearchQuery(words, 'AB')
  const titleOnly = toSearchQuery(words, 'A').match
  return wordsSuggestions(db, { titleOnly, exact: query.exact, match: query.match })
}

/**
 * Up to BOOK_SUGGESTIONS_MAX books for the search box: books whose titles or author lines have the words typed
 * (the last as a prefix, typos forgiven), those matched in the title first, the best sellers first among equals;
 * when none has them, the titles most like the text. `vocabulary` labels the vocabulary read (typedWordsOf).
 */
export async function suggestBooks(
  db: Database,
  text: string | undefined,
  vocabulary: string | undefined,
): Promise<BookSuggestion[]> {
  if (!text) return []
  const words = await typedWordsOf(db, text, vocabulary)
  if (words.length === 0) return []
  const found = words.length === 1 && words[0] ? await suggestOneWord(db, words[0]) : null
  const suggestions = (found ?? (await suggestWords(db, words))).map(toBookSuggestion)
  // Titles by likeness only when no word matched: that look-up reads many index entries, words are quicker.
  if (suggestions.length > 0) return suggestions
  const alike = await withLikeness(db, (tx) =>
    rowsOf<SuggestionRow>(
      tx,
      sql`
      select id, title, author, cover_image, new_price_cents
      from books
      where search_fold(${text}) <% search_fold(title)
      order by word_similarity(search_fold(${text}), search_fold(title)) desc, units_sold desc, id
      limit ${BOOK_SUGGESTIONS_MAX * 2}`,
    ),
  )
  const seen = new Set(suggestions.map((s) => s._id))
  for (const row of alike) {
    if (suggestions.length >= BOOK_SUGGESTIONS_MAX) break
    if (!seen.has(row.id)) suggestions.push(toBookSuggestion(row))
  }
  return suggestions
}
