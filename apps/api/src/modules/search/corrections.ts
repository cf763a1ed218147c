// A search's corrections (issue 27, 'Showing results for …'): the typed words that no book has as typed, so that
// their look-alikes alone answered them, and the search text as corrected: each such word replaced by the known word
// most like it. A search asked `exact` widens no word (typedWordsAsTyped) and so corrects none.

import { sql } from 'drizzle-orm'
import type { Database } from '@/db/client'
import { books } from '@/db/schema'
import type { SearchQuery } from './search-query'
import type { TypedWord } from './typed-words'

/** The words as typed, none widened to its look-alikes: the search of `exact=true`. */
export const typedWordsAsTyped = (words: readonly TypedWord[]): TypedWord[] =>
  words.map((w) => ({ ...w, alternatives: null }))

/** Whether some book's document (headings and description) has a typed word's term (`typed`, search-query.ts). */
async function foundAsTyped(db: Database, typed: string): Promise<boolean> {
  // A constant tsquery, one look-up of the GIN index of search_doc: a misspelt word has no entry there.
  const rows = await db
    .select({ found: sql<number>`1` })
    .from(books)
    .where(sql`books.search_doc @@ ${typed}::tsquery`)
    .limit(1)
  return rows.length > 0
}

/**
 * The search text as corrected (its folded words, each misspelt one replaced by its most alike known word), or
 * undefined when no word was replaced. A word is misspelt when it has look-alikes and no book has it as typed: not a
 * word of the headings (known), not the start of one (the last word, a prefix, with completions), and in no
 * description (looked up only for such words: a typo is rare, a known word's look-up would read its many books).
 */
export async function correctedText(
  db: Database,
  words: readonly TypedWord[],
  query: SearchQuery,
): Promise<string | undefined> {
  const last = words.length - 1
  const misspelt = await Promise.all(
    words.map(async (w, i) => {
      const [nearest] = w.alternatives ?? []
      if (nearest === undefined || w.known) return undefined
      if (i === last && (w.completions?.length ?? 0) > 0) return undefined
      const typed = query.words[i]?.typed
      if (typed === undefined || (await foundAsTyped(db, typed))) return undefined
      return nearest
    }),
  )
  if (misspelt.every((nearest) => nearest === undefined)) return undefined
  return words.map((w, i) => misspelt[i] ?? w.word).join(' ')
}
