// One page of a paged list answer (ARCHITECTURE §9 "Paging"): its items, how many match in all (X-Total-Count) and
// whether more follow (Link rel="next", RFC 8288), read from the answer's headers; a count the server stopped
// (X-Total-Count-Capped) is kept as a floor, atLeast; the next page's URL (its keyset cursor, issue 26 item 7) is kept
// as `next`. The shelves and the admin's book table both page through lists with it.
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
  /** The Link rel="next" target (a path of this API): the shelves ask it for the next page rather than an offset. */
  next?: string
  /** Set when the server's count stopped (X-Total-Count-Capped: true): at least this many match ('10,000+'). */
  atLeast?: number
}

// One link-value: <target> then its ;-separated parameters, up to the comma that ends it (commas inside quoted
// parameter values included).
const LINK_VALUE = /<[^>]*>((?:[^,"]|"(?:[^"\\]|\\.)*")*)/g
const REL_PARAM = /;\s*rel\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^\s;,"]+))/i

/** The target of a Link header's rel="next"; null when there is no Link header, undefined when it names none. */
export function nextLinkTarget(header: string | null): string | null | undefined {
  if (header === null) return null
  for (const [value, params = ''] of header.matchAll(LINK_VALUE)) {
    const rel = REL_PARAM.exec(params)
    const rels = (rel?.[1] ?? rel?.[2] ?? '').toLowerCase().split(/\s+/)
    if (rels.includes('next')) return value.slice(1, value.indexOf('>'))
  }
  return undefined
}

/** Whether a Link header names a rel="next" target; null when there is no Link header to tell. */
export function linksToNext(header: string | null): boolean | null {
  const target = nextLinkTarget(header)
  return target === null ? null : target !== undefined
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
  const target = nextLinkTarget(headers.get(LINK_HEADER))
  const next = target === null ? null : target !== undefined
  const end = offset + items.length
  // An empty page ends the list whatever the headers say: nothing could come after it.
  const hasNext =
    items.length > 0 &&
    (next === true || (total !== null ? end < total : next === null && items.length >= limit))
  const page: ListPage<T> = { items, offset, total: total ?? (hasNext || capped ? null : end), hasNext }
  // Only a path of this API is followed (a Link is the server's; a full URL elsewhere is not asked).
  if (hasNext && target?.startsWith('/') === true && !target.startsWith('//')) page.next = target
  return capped ? { ...page, atLeast: counted } : page
}

/** The offset of the page after `page`, or undefined at the end (TanStack Query's getNextPageParam). */
export const nextPageOffset = (page: ListPage<unknown>): number | undefined =>
  page.hasNext ? page.offset + page.items.length : undefined

/** The page after another, asked by its Link's URL: that URL, and the offset the page starts at in the list. */
export interface NextPageLink {
  href: string
  offset: number
}

/**
 * The page param of the page after `page` (TanStack Query's getNextPageParam): its Link rel="next" URL with the offset
 * it starts at, or that offset alone when the server named no URL; undefined at the end.
 */
export const nextPageLink = (page: ListPage<unknown>): NextPageLink | number | undefined => {
  const offset = nextPageOffset(page)
  if (offset === undefined) return undefined
  return page.next === undefined ? offset : { href: page.next, offset }
}
