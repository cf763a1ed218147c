// Likeness of whole texts (trigram word similarity, pg_trgm): the suggestions' last resort and "Did you mean" both
// ask the same threshold of the trigram indexes.

import { sql } from 'drizzle-orm'
import type { Database } from '@/db/client'

/** How alike (trigram word similarity) a title or an author's name must be to be offered for a text. */
const LIKENESS_MIN = 0.45

/** Runs `work` with the trigram word-similarity threshold at LIKENESS_MIN (its % operators then use the index). */
export async function withLikeness<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local pg_trgm.word_similarity_threshold = ${LIKENESS_MIN}`))
    return work(tx)
  })
}
