// The 'Search instead for …' link: the search path with the text, and exact=true.
import { describe, expect, it } from 'vitest'
import { exactSearchHref, isExactSearch } from './exact-search-href'

describe('exactSearchHref', () => {
  it('adds exact=true to the search of the text, encoded as the search path encodes it', () => {
    expect(exactSearchHref('frankenstien')).toBe('/search?q=frankenstien&exact=true')
    expect(exactSearchHref('a&b é')).toBe('/search?q=a%26b+%C3%A9&exact=true')
  })

  it('reads exact back from a URL: only exact=true takes the words as typed', () => {
    expect(isExactSearch(new URLSearchParams(exactSearchHref('x').split('?')[1]))).toBe(true)
    expect(isExactSearch(new URLSearchParams('q=x&exact=false'))).toBe(false)
    expect(isExactSearch(new URLSearchParams('q=x'))).toBe(false)
  })
})
