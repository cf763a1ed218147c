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

/** GET /api/quotes/: a page of quotes, oldest first (then id) unless asked newest first. */
export const QuoteList = z.array(Quote)
export type QuoteList = z.infer<typeof QuoteList>

/**
 * The orders of GET /api/quotes/: oldest first (the default, the shop's), or newest first (the dashboard's Quotes, so
 * that a quote just added is at the top: issue 27 item 5); ties by id.
 */
export const QUOTE_SORTS = ['oldest', 'newest'] as const
export type QuoteSort = (typeof QUOTE_SORTS)[number]

/** GET /api/quotes/ query: content text (contains, case-insensitive), an order (`sort`) and a page (paging.ts). */
export const QuoteListQuery = z.object({
  q: listQueryText(),
  sort: z.optional(z.enum(QUOTE_SORTS, `sort must be one of ${QUOTE_SORTS.join(', ')}`)),
  ...pageQueryFields,
})
export type QuoteListQuery = z.infer<typeof QuoteListQuery>
