// What every paged list's tests check alike (books, quotes, authors, search): the queries a list refuses, and reading
// a list to its end by its rel="next" links, each page carrying the same X-Total-Count.

import type { LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'

/**
 * Page queries every list refuses with 400 {error, message}: a limit out of 1..`maxLimit` or not whole, an offset
 * below 0 or not whole, a search text over 200 letters.
 */
export const badPageQueries = (maxLimit: number): string[] => [
  'limit=0',
  `limit=${maxLimit + 1}`,
  'limit=2.5',
  'limit=ten',
  'offset=-1',
  'offset=0.5',
  'offset=1e400',
  `q=${'x'.repeat(201)}`,
]

/** The URL of an answer's rel="next" link, if it has one. */
export const nextLinkOf = (link: unknown): string | undefined =>
  /<([^>]+)>; rel="next"/.exec(String(link ?? ''))?.[1]

/**
 * The ids of a whole list, read page by page from `url` by its next links; every page must say the list holds
 * `total` items.
 */
export async function readToTheEnd(
  get: (url: string) => Promise<LightMyRequestResponse>,
  url: string,
  idsOf: (body: unknown) => string[],
  total: number,
): Promise<string[]> {
  const seen: string[] = []
  let next: string | undefined = url
  while (next) {
    const res = await get(next)
    expect(res.headers['x-total-count']).toBe(String(total))
    seen.push(...idsOf(res.json()))
    next = nextLinkOf(res.headers.link)
  }
  return seen
}
