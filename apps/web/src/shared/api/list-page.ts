// One page of a paged list answer (ARCHITECTURE §9 "Paging"): its items, how many match in all (X-Total-Count) and
// whether more follow (Link rel="next", RFC 8288), read from the answer's headers; a count the server stopped
// (X-Total-Count-Capped) is kept as a floor, atLeast. The shelves and the admin's book table both page through lists
// with it.
import { LINK_HEADER, TOTAL_COUNT_CAPPED_HEADER, TOTAL_COUNT_HEADER } from '@bookstore/contract/schemas/book'

export interface PageRequest {
  offset: number
  limit: number
}

export interface ListPage<T> {
  items: T[]
  /** Where this page starts in the whole list. */
  offset: number
  /** How many items match in all; null when the server did not say (or only gave a floor) and more may follow. */
  total: number | null
  hasNext: boolean
  /** Set when the server's count stopped (X-Total-Count-Capped: true): at least this many match ('10,000+'). */
  atLeast?: number
}

// One link-value: <target> then its ;-separated parameters, up to the comma that ends it (commas inside quoted
// parameter values included).
const LINK_VALUE = /<[^>]*>((?:[^,"]|"(?:[^"\\]|\\.)*")*)/g
const REL_PARAM = /;\s*rel\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^\s;,"]+))/i

/** Whether a Link header names a rel="next" target; null when there is no Link header to tell. */
export function linksToNext(header: string | null): boolean | null {
  if (header === null) return null
  for (const [, params = ''] of header.matchAll(LINK_VALUE)) {
    const rel = REL_PARAM.exec(params)
    const rels = (rel?.[1] ?? rel?.[2] ?? '').toLowerCase().split(/\s+/)
    if (rels.includes('next')) return true
  }
  return false
}

const totalOf = (header: string | null): number | null =>
  header !== null && /^\s*\d+\s*$/.test(header) ? Number(header) : null

/**
 * The page `items` of the list answer with `headers`, asked for at `offset` with `limit`. A server that sends neither
 * header is read as having more while a page comes back full, so every item stays reachable.
 */
export function readListPage<T>(items: T[], headers: Headers, { offset, limit }: PageRequest): ListPage<T> {
  const counted = totalOf(headers.get(TOTAL_COUNT_HEADER))
  // A capped count is a floor, not the end of the list: the Link header alone says whether more follow.
  const capped = counted !== null && headers.get(TOTAL_COUNT_CAPPED_HEADER)?.trim().toLowerCase() === 'true'
  const total = capped ? null : counted
  const next = linksToNext(headers.get(LINK_HEADER))
  const end = offset + items.length
  // An empty page ends the list whatever the headers say: nothing could come after it.
  const hasNext =
    items.length > 0 &&
    (next === true || (total !== null ? end < total : next === null && items.length >= limit))
  const page = { items, offset, total: total ?? (hasNext || capped ? null : end), hasNext }
  return capped ? { ...page, atLeast: counted } : page
}

/** The offset of the page after `page`, or undefined at the end (TanStack Query's getNextPageParam). */
export const nextPageOffset = (page: ListPage<unknown>): number | undefined =>
  page.hasNext ? page.offset + page.items.length : undefined
