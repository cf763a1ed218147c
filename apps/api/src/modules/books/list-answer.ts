// The answer of a plain book list (issue 26 item 7): its books, X-Total-Count, and Link rel="next" carrying the
// keyset cursor of the page after it (list-cursor.ts); rel="prev" by offset for a page asked by offset. A list with
// a search text answers http/paging.ts's offset links instead.

import { apiPaths, type BookListParams } from '@bookstore/contract/api-paths'
import type { Book } from '@bookstore/contract/schemas/book'
import { LINK_HEADER, LIST_MAX_LIMIT, TOTAL_COUNT_HEADER } from '@bookstore/contract/schemas/paging'
import type { ListedPage } from './list'

/** The page as the route answers it; `filters` are the query's fields but the paging (limit, offset, after). */
export function listAnswer(
  filters: Omit<BookListParams, 'limit' | 'offset' | 'after'>,
  paging: { limit?: number; offset?: number; after?: string },
  page: ListedPage,
): { body: Book[]; headers: Record<string, string> } {
  const limit = paging.limit ?? LIST_MAX_LIMIT
  const links: string[] = []
  if (page.nextAfter !== undefined)
    links.push(`<${apiPaths.books.href({ ...filters, limit, after: page.nextAfter })}>; rel="next"`)
  const offset = paging.after === undefined ? (paging.offset ?? 0) : 0
  if (offset > 0)
    links.push(
      `<${apiPaths.books.href({ ...filters, limit, offset: Math.max(0, offset - limit) })}>; rel="prev"`,
    )
  const headers: Record<string, string> = { [TOTAL_COUNT_HEADER]: String(page.total) }
  if (links.length > 0) headers[LINK_HEADER] = links.join(', ')
  return { body: page.books, headers }
}
