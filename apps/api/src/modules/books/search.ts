// Book search (issue 16): a typed text's words (typed-words.ts) -> a full-text query over books.search_doc (migration
// 0005), forgiving typos by widening each word to the known words like it, found in the headings (books.head_doc,
// migration 0011); the search box's suggestions and "Did you mean".

import { sql, type SQL } from 'drizzle-orm'
import { fromCents } from '@bookstore/contract/money'
import { BOOK_SUGGESTIONS_MAX, type BookSuggestion } from '@bookstore/contract/schemas/book'
import type { Database } from '@/db/client'
import { preparedRowsOf, rowsOf } from '@/db/rows'
import { oneWordSuggestions, type SuggestionRow } from './postings'
import { COMPLETIONS_MAX, typedWordsOf, type TypedWord } from './typed-words'

/** How alike (trigram word similarity) a title or an author's name must be to be offered for a text. */
const LIKENESS_MIN = 0.45

/**
 * Weights of ts_rank for the headings' parts {D (none), C publisher, B author, A title}: a word in the title outweighs
 * one in the author line, which outweighs the publisher.
 */
const RANK_WEIGHTS = '{0.05, 0.1, 0.4, 1.0}'

/**
 * A search text as tsquery literals. Every word must be found: as typed (the last as a prefix) anywhere in a book's
 * document, or as one of its look-alikes in the book's headings (title, author line, publisher: head_doc, migration
 * 0011). `words` holds that per word; `match` (every word as typed or alike) and `exact` (as typed) rank the
 * headings.
 */
export interface SearchQuery {
  words: { typed: string; alike: string | null }[]
  match: string
  exact: string
  /**
   * A one-word search's words of the headings, each a lexeme: `typed` the word and the known words it starts (when
   * there are few enough to list), `alike` its look-alikes. Null for more words, or a start of too many words.
   */
  oneWord: { typed: string[]; alike: string[] } | null
}

/** A lexeme as a tsquery literal: quoted, so that no character of it is read as an operator. */
const literal = (lexeme: string) => `'${lexeme.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`

/** Terms as one tsquery operand: alone, or OR-ed in parentheses. */
const anyOf = (terms: string[]) => (terms.length === 1 ? terms.join('') : `(${terms.join(' | ')})`)

/**
 * The tsquery of typed words: every word must match (the last one as a prefix, as the shopper may still be typing it),
 * each either as typed or as one of the known words most like it. `weights` keeps only those parts of the headings
 * ('AB': title and author line); those parts' words are all known, so there the last word is matched as the known
 * words it starts (exact look-ups in the index) when they are few, rather than as a prefix of every word.
 */
function toSearchQuery(words: readonly TypedWord[], weights = ''): SearchQuery {
  const last = words.length - 1
  const term = (lexeme: string, prefix: boolean) =>
    literal(lexeme) + (prefix || weights ? ':' : '') + (prefix ? '*' : '') + weights
  const typed = (w: TypedWord, i: number): string[] => {
    if (i !== last) return [term(w.word, false)]
    const completions = w.completions ?? []
    if (!weights || completions.length > COMPLETIONS_MAX) return [term(w.word, true)]
    return [w.word, ...completions.filter((c) => c !== w.word)].map((c) => term(c, false))
  }
  const alike = (w: TypedWord) => (w.alternatives ?? []).map((a) => term(a, false))
  return {
    words: words.map((w, i) => ({
      typed: anyOf(typed(w, i)),
      alike: alike(w).length > 0 ? anyOf(alike(w)) : null,
    })),
    match: words.map((w, i) => anyOf([...typed(w, i), ...alike(w)])).join(' & '),
    exact: words.map((w, i) => anyOf(typed(w, i))).join(' & '),
    oneWord: oneWordOf(words),
  }
}

function oneWordOf(words: readonly TypedWord[]): SearchQuery['oneWord'] {
  const [only] = words
  // One letter: its two-letter words are not in the vocabulary (search_words keeps 3 letters and more) to list.
  if (words.length !== 1 || !only || only.word.length < 2) return null
  const completions = only.completions ?? []
  if (completions.length > COMPLETIONS_MAX) return null
  return {
    typed: [only.word, ...completions.filter((c) => c !== only.word)],
    alike: only.alternatives ?? [],
  }
}

/**
 * The search query of a text (see toSearchQuery); null when it has no word. `vocabulary` labels the vocabulary read
 * (typedWordsOf).
 */
export async function searchQuery(
  db: Database,
  text: string,
  vocabulary?: string,
): Promise<SearchQuery | null> {
  const words = await typedWordsOf(db, text, vocabulary)
  return words.length === 0 ? null : toSearchQuery(words)
}

/**
 * Books that have every word: as typed in the whole document, or alike in the headings. Each word is one or two
 * look-ups of the GIN indexes (search_doc, head_doc), OR-ed and AND-ed as bitmaps; only the books found are read.
 */
export const matches = (query: SearchQuery): SQL =>
  sql.join(
    query.words.map(({ typed, alike }) =>
      alike === null
        ? sql`books.search_doc @@ ${typed}::tsquery`
        : sql`(books.search_doc @@ ${typed}::tsquery or books.head_doc @@ ${alike}::tsquery)`,
    ),
    sql` and `,
  )

/**
 * Relevance, read from the headings alone (a small vector, not the whole document): the words as typed outweigh
 * their look-alikes (1 for every book whose headings have them all), then ts_rank weighs where they were found
 * (title > author > publisher); a book that has them only in its description ranks below those, newest first.
 */
export const relevance = (query: SearchQuery): SQL => {
  const rank = sql`ts_rank(${RANK_WEIGHTS}::float4[], books.head_doc, ${query.match}::tsquery)`
  if (query.exact === query.match) return rank
  return sql`((books.head_doc @@ ${query.exact}::tsquery)::int + ${rank})`
}

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
