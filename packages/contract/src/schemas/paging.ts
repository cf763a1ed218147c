// Paging of every list (ARCHITECTURE §9 "Paging", issue 15): the limit/offset query, the text filter, the maximum
// a list answer carries, and the headers that tell the rest. The book, author and quote list queries are built on it.

// zod/mini: these schemas reach the shopper's first page; the mini build keeps them small (issue 3 budget).
import { z } from 'zod/mini'

/**
 * Items in one list answer at most, and when no limit is asked: a small shop gets a whole list in one array (the
 * spec's answer); past it, `Link: <…>; rel="next"` and `X-Total-Count` tell the rest.
 */
export const LIST_MAX_LIMIT = 500

/** The longest text filter (`q`) a list takes. */
export const LIST_QUERY_MAX_LENGTH = 200

/** A list answer's headers: how many items match in all, and the next/previous pages (RFC 8288). */
export const TOTAL_COUNT_HEADER = 'X-Total-Count'
export const LINK_HEADER = 'Link'
/** 'true' when X-Total-Count is where the count stopped (a search's 10,000): at least that many match. */
export const TOTAL_COUNT_CAPPED_HEADER = 'X-Total-Count-Capped'

/**
 * The deepest offset a list takes (issue 22): offset + limit stays within a PostgreSQL integer (2,147,483,647), which
 * a statement may hold it in, and above every list the store keeps (a million orders); deeper is a 400, never a 500.
 */
export const LIST_MAX_OFFSET = 10_000_000

/** `limit` (1..LIST_MAX_LIMIT) and `offset` (0..LIST_MAX_OFFSET), both optional: the page fields of every list query. */
export const pageQueryFields = {
  limit: z.optional(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(LIST_MAX_LIMIT)))),
  offset: z.optional(
    z.pipe(
      z.coerce.number(),
      z.int().check(z.minimum(0), z.maximum(LIST_MAX_OFFSET, `offset must be at most ${LIST_MAX_OFFSET}`)),
    ),
  ),
}

/** A list's text filter `q`: trimmed, at most `max` characters; blank means no filter. */
export const listQueryText = (max = LIST_QUERY_MAX_LENGTH) =>
  z.pipe(
    z.optional(z.string().check(z.maxLength(max, `q may be at most ${max} characters`), z.trim())),
    z.transform((q: string | undefined) => (q === '' ? undefined : q)),
  )

/** The shortest text a trigram-indexed filter takes: a shorter one has no trigram, and would read every row. */
export const INDEXED_QUERY_MIN_LENGTH = 3

/**
 * A text filter searched by substring through a trigram index (the dashboard's orders and customers): as
 * listQueryText, and at least INDEXED_QUERY_MIN_LENGTH characters once trimmed; blank means no filter.
 */
export const indexedQueryText = (max = LIST_QUERY_MAX_LENGTH) =>
  z.pipe(
    listQueryText(max),
    z.optional(
      z
        .string()
        .check(
          z.minLength(
            INDEXED_QUERY_MIN_LENGTH,
            `q must be at least ${INDEXED_QUERY_MIN_LENGTH} characters (or empty)`,
          ),
        ),
    ),
  )
