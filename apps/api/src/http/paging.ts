// The headers of a page of a list (ARCHITECTURE §9 "Paging", issue 15): X-Total-Count, and Link to the next and
// previous pages of the same list (RFC 8288), as paths of this API. Every paged list (books, authors, quotes) answers
// with them.

import {
  LINK_HEADER,
  LIST_MAX_LIMIT,
  LIST_MAX_OFFSET,
  TOTAL_COUNT_HEADER,
} from '@bookstore/contract/schemas/paging'

/** The page asked for: a list query's limit and offset, absent when not sent. */
export interface PageQuery {
  limit?: number
  offset?: number
}

/** One page of a list, and how many items match in all. */
export interface Page<T> {
  items: T[]
  total: number
}

/** The limit and offset a list query stands for (LIST_MAX_LIMIT from 0 when not sent). */
export const pageWindow = ({ limit, offset }: PageQuery): { limit: number; offset: number } => ({
  limit: limit ?? LIST_MAX_LIMIT,
  offset: offset ?? 0,
})

/**
 * The headers of `page`, asked for with `query`. `at` gives the path of the same list (same filters) at another
 * window; next is linked while items follow this page and its offset is one the list takes (`maxOffset`), prev while
 * this page does not start the list.
 */
function pageHeaders(
  query: PageQuery,
  page: { shown: number; total: number },
  at: (window: { limit: number; offset: number }) => string,
  maxOffset = LIST_MAX_OFFSET,
): Record<string, string> {
  const { limit, offset } = pageWindow(query)
  const links: string[] = []
  if (offset + page.shown < page.total && offset + limit <= maxOffset)
    links.push(`<${at({ limit, offset: offset + limit })}>; rel="next"`)
  if (offset > 0) links.push(`<${at({ limit, offset: Math.max(0, offset - limit) })}>; rel="prev"`)
  const headers: Record<string, string> = { [TOTAL_COUNT_HEADER]: String(page.total) }
  if (links.length > 0) headers[LINK_HEADER] = links.join(', ')
  return headers
}

/** A page as a list route answers it: its items as the body, with its paging headers (pageHeaders). */
export const pageAnswer = <T>(
  query: PageQuery,
  page: Page<T>,
  at: (window: { limit: number; offset: number }) => string,
  maxOffset = LIST_MAX_OFFSET,
): { body: T[]; headers: Record<string, string> } => ({
  body: page.items,
  headers: pageHeaders(query, { shown: page.items.length, total: page.total }, at, maxOffset),
})
