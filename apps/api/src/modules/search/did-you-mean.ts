// "Did you mean" (issue 16): the title or author's name most like a search text, offered when a search finds little.

import { sql } from 'drizzle-orm'
import type { Database } from '@/db/client'
import { rowsOf } from '@/db/rows'
import { withLikeness } from './likeness'

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
