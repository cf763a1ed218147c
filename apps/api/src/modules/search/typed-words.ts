// A search text's words (issue 16): split and folded as the documents are, each with the known words it starts and
// the known words most like it (typo forgiveness), remembered per database and vocabulary version.

import { sql } from 'drizzle-orm'
import type { Database } from '@/db/client'
import { namedStatement } from '@/db/statements'

/** Words of a search text taken at most: the rest add little and each costs a look-up. */
const MAX_WORDS = 8
/** Words shorter than this are taken as typed: too few trigrams to tell a typo from another word. */
const TYPO_MIN_LENGTH = 4
/** Known words one typed word is widened to at most, and how alike (trigram similarity) they must be. */
const ALTERNATIVES_MAX = 3
const ALTERNATIVE_MIN_SIMILARITY = 0.45

/** A word of a search text, as folded, with the known words it starts and those most like it. */
export interface TypedWord {
  word: string
  /** A word of some book's headings (title, author line, publisher): found as typed, never a misspelling. */
  known: boolean
  alternatives: string[] | null
  /** Known words starting with this one (COMPLETIONS_MAX + 1 at most: more means too many to list). */
  completions: string[] | null
}

/** Known words a suggestion's last word is completed to at most, instead of a prefix match over every document word. */
export const COMPLETIONS_MAX = 20

/**
 * The words of a text, in order, each with the known words most like it. The text is split and folded (lowercase, no
 * accents) by the same parser and function as the documents. Empty when the text has no word at all ('%').
 *
 * Look-alikes come from search_word_keys (migration 0009): the known words one edit away, found by the typed word's
 * one-letter deletions in a primary key (a few index probes); a known word only to those very like it. Only a word
 * neither known nor the start of a known word, with no such neighbour, goes
 * through the trigram index of search_words, which reads many more entries: the rare case of two typos in one word.
 */
const typedWords = namedStatement<TypedWord>(
  'search_typed_words',
  () => sql`
    with typed as (
      select lexeme as word, positions[1] as at
      from unnest(to_tsvector('simple', search_fold(${sql.placeholder('text')})))
      order by positions[1]
      limit ${MAX_WORDS}
    ),
    looked_up as (
      select t.word, t.at, (
        select array_agg(c.word)
        from (
          select w.word from search_words as w
          where w.word >= t.word and w.word < t.word || chr(1114111) and starts_with(w.word, t.word)
          order by w.word
          limit ${COMPLETIONS_MAX + 1}
        ) as c
      ) as completions,
      -- Known: a word of some title, author line or publisher. (Whether some description has it is no index look-up
      -- here: the planner reads books in turn for an EXISTS, all 100k of them for a word no book has.)
      -- A scalar look-up, not EXISTS: that one the planner may answer by hashing every known word first.
      (select true from search_words as w where w.word = t.word) is not null as known
      from typed as t
    )
    select l.word, l.known, l.completions, coalesce((
      select array_agg(n.word order by n.likeness desc, n.word)
      from (
        select k.word, similarity(k.word, l.word) as likeness
        from search_word_keys as k
        where length(l.word) >= ${TYPO_MIN_LENGTH} and k.word <> l.word
          and k.key = any (array[l.word] || array(select word_deletions(l.word)))
        group by k.word
        -- A word found as typed is widened only to words very like it; one found nowhere, to its nearest.
        having not l.known or similarity(k.word, l.word) >= ${ALTERNATIVE_MIN_SIMILARITY}
        order by likeness desc, k.word
        limit ${ALTERNATIVES_MAX}
      ) as n
    ), case
      when length(l.word) < ${TYPO_MIN_LENGTH} or l.known or l.completions is not null then null
      else (
        select array_agg(v.word order by v.distance, v.word)
        from (
          select w.word, w.word <-> l.word as distance
          from search_words as w
          where w.word % l.word and w.word <> l.word
            and similarity(w.word, l.word) >= ${ALTERNATIVE_MIN_SIMILARITY}
          order by w.word <-> l.word
          limit ${ALTERNATIVES_MAX}
        ) as v
      )
    end) as alternatives
    from looked_up as l
    order by l.at`,
)

/** Texts whose typed words are kept, for one vocabulary at a time. */
const TYPED_WORDS_KEPT = 5000

/** The typed words kept for one database: the texts asked under its latest vocabulary label. */
interface Kept {
  vocabulary: string
  texts: Map<string, Promise<TypedWord[]>>
}

/**
 * Per database, as a label names a version of one database's vocabulary: two databases in one process (tests, or
 * apps over different databases) may have the same label for different words.
 */
const keptByDatabase = new WeakMap<Database, Kept>()

/**
 * typedWords, remembered per `vocabulary` (a label that moves whenever the vocabulary may have: the catalogue's
 * content version, as every book write moves it): a text typed again — the search box's prefixes, a common misspelling
 * — costs no query. Without a label, always asked.
 */
export async function typedWordsOf(
  db: Database,
  text: string,
  vocabulary: string | undefined,
): Promise<TypedWord[]> {
  if (vocabulary === undefined) return typedWords(db, { text })
  let kept = keptByDatabase.get(db)
  if (kept?.vocabulary !== vocabulary) {
    kept = { vocabulary, texts: new Map() }
    keptByDatabase.set(db, kept)
  }
  const { texts } = kept
  const known = texts.get(text)
  if (known) return known
  const asked = typedWords(db, { text })
  texts.set(text, asked)
  // A failure is not kept: the next ask tries again.
  asked.catch(() => {
    if (texts.get(text) === asked) texts.delete(text)
  })
  if (texts.size > TYPED_WORDS_KEPT) {
    const [oldest] = texts.keys()
    if (oldest !== undefined) texts.delete(oldest)
  }
  return asked
}
