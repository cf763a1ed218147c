// Reading a page of a list answer: the total from X-Total-Count, more to come from Link rel="next" or the total, and
// a server that sends neither read as having more while its pages come back full.
import { describe, expect, it } from 'vitest'
import { linksToNext, nextPageLink, nextPageOffset, readListPage } from './list-page'

const headers = (fields: Record<string, string>) => new Headers(fields)
const items = (n: number) => Array.from({ length: n }, (_, i) => i)

describe('linksToNext', () => {
  it.for([
    ['</api/books/?limit=24&offset=48>; rel="next", </api/books/?offset=0>; rel="prev"', true],
    ['</api/books/?offset=0>; rel="prev"', false],
    ['</a>; rel="prev", </b>; rel=next', true],
    ['</a>; title="x, rel=next"; rel="prev"', false],
    ['</a>; rel="prev next"', true],
    ['</a>; REL="Next"', true],
    ['', false],
  ] as const)('%s -> %s', ([header, next]) => {
    expect(linksToNext(header)).toBe(next)
  })

  it('says nothing without a Link header', () => {
    expect(linksToNext(null)).toBeNull()
  })
})

describe('readListPage', () => {
  it('reads the total and a next link', () => {
    const page = readListPage(items(24), headers({ 'X-Total-Count': '58', Link: '</n>; rel="next"' }), {
      offset: 24,
      limit: 24,
    })
    expect(page).toEqual({ items: items(24), offset: 24, total: 58, hasNext: true, next: '/n' })
    expect(nextPageOffset(page)).toBe(48)
    // The shelves ask the next page at its Link's URL (a keyset cursor, issue 26 item 7).
    expect(nextPageLink(page)).toEqual({ href: '/n', offset: 48 })
  })

  it('keeps only a path of this API as the next URL, and falls back to the offset without one', () => {
    const link = (target: string) =>
      readListPage(items(24), headers({ Link: `<${target}>; rel="next"` }), { offset: 0, limit: 24 })
    expect(link('/api/books/?limit=24&after=abc').next).toBe('/api/books/?limit=24&after=abc')
    expect(link('https://elsewhere.example/x').next).toBeUndefined()
    expect(link('//elsewhere.example/x').next).toBeUndefined()
    expect(nextPageLink(link('https://elsewhere.example/x'))).toBe(24)
    const last = readListPage(items(3), headers({ 'X-Total-Count': '27' }), { offset: 24, limit: 24 })
    expect(nextPageLink(last)).toBeUndefined()
  })

  it('ends the list at the last page', () => {
    const page = readListPage(items(10), headers({ 'X-Total-Count': '58', Link: '</p>; rel="prev"' }), {
      offset: 48,
      limit: 24,
    })
    expect(page.hasNext).toBe(false)
    expect(nextPageOffset(page)).toBeUndefined()
  })

  it('takes more to come from the total when there is no Link header', () => {
    expect(
      readListPage(items(24), headers({ 'X-Total-Count': '30' }), { offset: 0, limit: 24 }).hasNext,
    ).toBe(true)
    expect(
      readListPage(items(6), headers({ 'X-Total-Count': '30' }), { offset: 24, limit: 24 }).hasNext,
    ).toBe(false)
  })

  it('reads a full page without headers as having more, and a short one as the end with its total', () => {
    expect(readListPage(items(24), headers({}), { offset: 0, limit: 24 })).toEqual({
      items: items(24),
      offset: 0,
      total: null,
      hasNext: true,
    })
    expect(readListPage(items(5), headers({}), { offset: 24, limit: 24 })).toEqual({
      items: items(5),
      offset: 24,
      total: 29,
      hasNext: false,
    })
  })

  it('never goes on after an empty page, and ignores a total that is not a count', () => {
    const page = readListPage([], headers({ 'X-Total-Count': 'lots', Link: '</n>; rel="next"' }), {
      offset: 48,
      limit: 24,
    })
    expect(page).toEqual({ items: [], offset: 48, total: 48, hasNext: false })
  })

  it('reads a capped count as a floor: no total, more while Link says so', () => {
    const capped = { 'X-Total-Count': '10000', 'X-Total-Count-Capped': 'true' }
    const page = readListPage(items(20), headers({ ...capped, Link: '</n>; rel="next"' }), {
      offset: 10_000,
      limit: 20,
    })
    expect(page).toEqual({
      items: items(20),
      offset: 10_000,
      total: null,
      hasNext: true,
      next: '/n',
      atLeast: 10_000,
    })
    const last = readListPage(items(5), headers(capped), { offset: 10_020, limit: 20 })
    expect(last).toMatchObject({ total: null, hasNext: false, atLeast: 10_000 })
  })
})
