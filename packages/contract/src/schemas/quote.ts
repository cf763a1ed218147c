// Quote on the wire (spec §3 "Quote").

import { z } from 'zod'

export const Quote = z.object({
  _id: z.string(),
  content: z.string(),
  personOrOrganization: z.string(),
  /** The book the quote comes from, when it is tied to one. */
  bookId: z.string().nullable(),
})
export type Quote = z.infer<typeof Quote>

export const QuoteList = z.array(Quote)
export type QuoteList = z.infer<typeof QuoteList>
