// Admin writes of quotes (spec §7 POST /api/quotes/create-quote, DELETE /api/quotes/{id}).
// Kept apart from quote.ts, which the shopper's first page bundles.

import { z } from 'zod/mini'

/** POST /api/quotes/create-quote body (admin); bookId, when given, names an existing book. */
export const QuoteInput = z.object({
  content: z.string().check(z.trim(), z.minLength(1, 'Content is required'), z.maxLength(2000)),
  personOrOrganization: z
    .string()
    .check(z.trim(), z.minLength(1, 'Person or organization is required'), z.maxLength(200)),
  bookId: z._default(z.nullable(z.uuid('bookId must be a book id')), null),
})
export type QuoteInput = z.output<typeof QuoteInput>

/** DELETE /api/quotes/{id} answer. */
export const QuoteDeleted = z.object({ message: z.string() })
export type QuoteDeleted = z.infer<typeof QuoteDeleted>
