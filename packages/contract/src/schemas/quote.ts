// Quote on the wire (spec §3 "Quote").

// zod/mini: these schemas reach the shopper's first page; the mini build keeps them small (issue 3 budget).
import { z } from 'zod/mini'
import { listQueryText, pageQueryFields } from './paging'

export const Quote = z.object({
  _id: z.string(),
  content: z.string(),
  personOrOrganization: z.string(),
  /** The book the quote comes from, when it is tied to one. */
  bookId: z.nullable(z.string()),
})
export type Quote = z.infer<typeof Quote>

/** GET /api/quotes/: a page of quotes, oldest first (then id). */
export const QuoteList = z.array(Quote)
export type QuoteList = z.infer<typeof QuoteList>

/** GET /api/quotes/ query: content text (contains, case-insensitive) and a page (paging.ts). */
export const QuoteListQuery = z.object({ q: listQueryText(), ...pageQueryFields })
export type QuoteListQuery = z.infer<typeof QuoteListQuery>
