// A search text as a full-text query (issue 16): its words (typed-words.ts) -> tsquery literals over books.search_doc
// (migration 0005), each word widened to the known words like it in the headings (books.head_doc, migration 0011);
// which books match, how many, and how they rank. The list of a search (searched-list.ts), its one-word pages
// (postings.ts) and the suggestions (suggestions.ts) build on it.

import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '@/db/client'
import { books } from '@/db/schema'
import { COMPLETIONS_MAX, type TypedWord } from './typed-words'

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
export function toSearchQuery(words: readonly TypedWord[], weights = ''): SearchQuery {
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

/** How many books meet a condition (a search's, with a list's filters): counted from the indexes it reads. */
export async function countMatches(db: Database, condition: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(books)
    .where(condition)
  return row?.total ?? 0
}
