// The browser's wishlist: book ids newest first, each once, at most the cap; storage another version or a hand
// wrote is read safely; another tab's change is seen.
import { describe, expect, it } from 'vitest'
import { WISHLIST_MAX_BOOKS } from '@bookstore/contract/schemas/wishlist'
import {
  addToLocalWishlist,
  forgetLocalWishlist,
  getLocalWishlist,
  removeFromLocalWishlist,
} from './local-wishlist'

describe('the browser wishlist', () => {
  it('puts a new book first, keeps each once, and takes books off', () => {
    expect(addToLocalWishlist('a')).toBe('added')
    expect(addToLocalWishlist('b')).toBe('added')
    expect(addToLocalWishlist('a')).toBe('added')
    expect(getLocalWishlist()).toEqual(['b', 'a'])
    expect(JSON.parse(localStorage.getItem('wishlist') ?? '')).toEqual(['b', 'a'])
    removeFromLocalWishlist('b')
    expect(getLocalWishlist()).toEqual(['a'])
    forgetLocalWishlist(['a', 'unknown'])
    expect(getLocalWishlist()).toEqual([])
    expect(localStorage.getItem('wishlist')).toBeNull()
  })

  it(`holds at most ${WISHLIST_MAX_BOOKS} books`, () => {
    localStorage.setItem(
      'wishlist',
      JSON.stringify(Array.from({ length: WISHLIST_MAX_BOOKS + 5 }, (_, i) => `b${i}`)),
    )
    expect(getLocalWishlist()).toHaveLength(WISHLIST_MAX_BOOKS)
    removeFromLocalWishlist('b0')
    expect(addToLocalWishlist('new')).toBe('added')
    expect(addToLocalWishlist('one-more')).toBe('full')
    expect(getLocalWishlist()[0]).toBe('new')
  })

  it('reads what it cannot use as an empty list, and drops what is not an id', () => {
    for (const stored of ['not json', '{"a":1}', '"a"', 'null']) {
      localStorage.setItem('wishlist', stored)
      expect(getLocalWishlist()).toEqual([])
    }
    localStorage.setItem('wishlist', JSON.stringify(['a', 1, null, '', 'a', { _id: 'b' }, 'c']))
    expect(getLocalWishlist()).toEqual(['a', 'c'])
  })

  it('sees what another tab wrote', () => {
    addToLocalWishlist('a')
    localStorage.setItem('wishlist', JSON.stringify(['z', 'a']))
    expect(getLocalWishlist()).toEqual(['z', 'a'])
  })
})
