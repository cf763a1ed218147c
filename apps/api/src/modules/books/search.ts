// Book search's answers beside the list (issue 16): the search box's suggestions and "Did you mean". The query a text
// stands for is search-query.ts.

import { sql } from 'drizzle-orm'
import { fromCents } from '@bookstore/contract/money'
import { BOOK_SUGGESTIONS_MAX, type BookSuggestion } from '@bookstore/contract/schemas/book'
import type { Database } from '@/db/client'
import { preparedRowsOf, rowsOf } from '@/db/rows'
import { oneWordSuggestions, type SuggestionRow } from './postings'
import { toSearchQuery } from './search-query'
import { COMPLETIONS_MAX, typedWordsOf, type TypedWord } from './typed-words'

/** How alike (trigram word similarity) a title or an author's name must be to be offered for a text. */
const LIKENESS_MIN = 0.45

/** Runs `work` with the trigram word-similarity threshold at LIKENESS_MIN (its % operators then use the index). */
async function withLikeness<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local pg_trgm.word_similarity_threshold = ${LIKENESS_MIN}`))
    return work(tx)
  })
}

const toSuggestion = (row: SuggestionRow): BookSuggestion => ({
  _id: row.id,
  title: row.title,
  author: row.author,
  coverImage: row.cover_image,
  newPrice: fromCents(Number(row.new_price_cents)),
})

/** Candidates of a suggestion list taken from the index at most, before they are ordered: keeps short prefixes fast. */
const SUGGEST_CANDIDATES = 400

/**
 * Suggestions for several words: the books whose titles or author lines have them all (GIN bitmaps AND-ed, so few
 * are read), ordered as oneWordSuggestions orders them.
 */
async function suggestWords(db: Database, words: readonly TypedWord[]): Promise<SuggestionRow[]> {
  const query = toSearchQuery(words, 'AB')
  const titleOnly = toSearchQuery(words, 'A').match
  // The candidates are read once, with what ordering them needs, from the headings' index (no second look-up by id).
  return preparedRowsOf<SuggestionRow>(
    db,
    'search_words_suggestions',
    sql`
    with candidates as materialized (
      select id, title, author, cover_image, new_price_cents, units_sold,
        head_doc @@ ${titleOnly}::tsquery as in_title, head_doc @@ ${query.exact}::tsquery as as_typed
      from books where head_doc @@ ${query.match}::tsquery limit ${SUGGEST_CANDIDATES}
    )
    select id, title, author, cover_image, new_price_cents
    from candidates
    order by in_title desc, as_typed desc, units_sold desc, title, id
    limit ${BOOK_SUGGESTIONS_MAX}`,
  )
}

/** One word of 2 letters or more: from its postings and those of the first words it starts (null for one letter). */
async function suggestOneWord(db: Database, word: TypedWord): Promise<SuggestionRow[] | null> {
  if (word.word.length < 2) return null
  const completions = (word.completions ?? []).filter((c) => c !== word.word).slice(0, COMPLETIONS_MAX)
  return oneWordSuggestions(
    db,
    { typed: [word.word, ...completions], alike: word.alternatives ?? [] },
    BOOK_SUGGESTIONS_MAX,
  )
}

/**
 * Up to BOOK_SUGGESTIONS_MAX books for the search box: books whose titles or author lines have the words typed
 * (the last as a prefix, typos forgiven), those matched in the title first, the best sellers first among equals;
 * when none has them, the titles most like the text.
 */
export async function suggestBooks(
  db: Database,
  text: string | undefined,
  vocabulary?: string,
): Promise<BookSuggestion[]> {
  if (!text) return []
  const words = await typedWordsOf(db, text, vocabulary)
  if (words.length === 0) return []
  const found = words.length === 1 && words[0] ? await suggestOneWord(db, words[0]) : null
  const suggestions = (found ?? (await suggestWords(db, words))).map(toSuggestion)
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
    if (!seen.has(row.id)) suggestions.push(toSuggestion(row))
  }
  return suggestions
}

/** The title or author's name most like a text (trigram word similarity), when one is alike enough; else null. */
export async function didYouMean(db: Database, text: string | undefined): Promise<{ text: string | null }> {
  // A text without a letter or digit has no trigram: nothing is alike, and the index would be read whole to say so.
  if (!text || !/[\p{L}\p{N}]/u.test(text)) return { text: null }
  const found = await withLikeness(db, (tx) =>
    rowsOf<{ text: string }>(
      tx,
      sql`
      select text from (
        (select title as text, word_similarity(search_fold(${text}), search_fold(title)) as likeness,
           similarity(search_fold(${text}), search_fold(title)) as closeness
         from books where search_fold(${text}) <% search_fold(title)
         order by likeness desc, closeness desc limit 1)
        union all
        (select name as text, word_similarity(search_fold(${text}), search_fold(name)) as likeness,
           similarity(search_fold(${text}), search_fold(name)) as closeness
         from authors where search_fold(${text}) <% search_fold(name)
         order by likeness desc, closeness desc limit 1)
      ) as closest
      order by likeness desc, closeness desc, text
      limit 1`,
    ),
  )
  return { text: found[0]?.text ?? null }
}
