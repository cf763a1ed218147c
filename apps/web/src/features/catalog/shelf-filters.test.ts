// A shelf's filters in the URL: read as the API takes them (a value it would refuse is absent), written back with the
// other params kept, and turned into the list query's fields.
import { describe, expect, it } from 'vitest'
import {
  CLEARED,
  filterParams,
  isFiltered,
  readPriceRange,
  readShelfFilters,
  SEARCH_SORTS,
  SHELF_SORTS,
  writeShelfFilters,
} from './shelf-filters'

const read = (search: string, sorts = SEARCH_SORTS) => readShelfFilters(new URLSearchParams(search), sorts)

describe('shelf filters in the URL', () => {
  it('reads every filter and the order', () => {
    expect(read('q=dune&category=mystery&minPrice=5&maxPrice=20.5&inStock=true&sort=price-desc')).toEqual({
      category: 'mystery',
      minPrice: 5,
      maxPrice: 20.5,
      inStock: true,
      sort: 'price-desc',
    })
    expect(read('')).toEqual({ inStock: false })
    // Prices by the one typed-price rule, as the fields read them.
    expect(read('minPrice=12,50&maxPrice=$20')).toEqual({ minPrice: 12.5, maxPrice: 20, inStock: false })
  })

  it('reads what the API would refuse as absent', () => {
    expect(read('category=Sci%20Fi&minPrice=-1&maxPrice=abc&inStock=yes&sort=cheapest')).toEqual({
      inStock: false,
    })
    expect(read('minPrice=1.234&maxPrice=100001')).toEqual({ inStock: false })
    // A range upside down shows the whole range.
    expect(read('minPrice=30&maxPrice=10')).toEqual({ inStock: false })
    // A shelf has no search text: best match is not one of its orders.
    expect(read('sort=relevance', SHELF_SORTS)).toEqual({ inStock: false })
    expect(SHELF_SORTS[0]).toBe('newest')
    expect(SEARCH_SORTS[0]).toBe('relevance')
  })

  it('writes changes, keeping the other params, and leaves cleared ones out', () => {
    const params = new URLSearchParams('q=dune&sort=title&minPrice=5')
    expect(writeShelfFilters(params, { inStock: true, maxPrice: 9.99 }).toString()).toBe(
      'q=dune&sort=title&minPrice=5&maxPrice=9.99&inStock=true',
    )
    expect(writeShelfFilters(params, CLEARED).toString()).toBe('q=dune&sort=title')
    expect(writeShelfFilters(params, { sort: undefined }).toString()).toBe('q=dune&minPrice=5')
    // The params given are not changed.
    expect(params.toString()).toBe('q=dune&sort=title&minPrice=5')
  })

  it('turns the filters into the list query, only those set', () => {
    expect(filterParams({ inStock: false })).toEqual({})
    expect(filterParams({ category: 'horror', minPrice: 0, inStock: true, sort: 'title' })).toEqual({
      category: 'horror',
      minPrice: 0,
      inStock: true,
      sort: 'title',
    })
    expect(isFiltered({ inStock: false, sort: 'title' })).toBe(false)
    expect(isFiltered({ inStock: false, minPrice: 0 })).toBe(true)
  })
})

describe('the price range as typed (issue 37 item 7)', () => {
  it("reads a decimal comma as the admin's price fields do", () => {
    expect(readPriceRange({ min: '5', max: '12,50' })).toEqual({
      minPrice: 5,
      maxPrice: 12.5,
      errors: { min: null, max: null },
    })
    expect(readPriceRange({ min: ' ', max: '' })).toEqual({
      minPrice: undefined,
      maxPrice: undefined,
      errors: { min: null, max: null },
    })
  })

  it('never lets a refused field take the valid one with it', () => {
    expect(readPriceRange({ min: '5', max: '12.5.0' })).toEqual({
      minPrice: 5,
      maxPrice: undefined,
      errors: {
        min: null,
        max: 'Max price must have one decimal separator at most, like 12.50 or 12,50 (no thousands separators)',
      },
    })
    expect(readPriceRange({ min: 'abc', max: '20' })).toEqual({
      minPrice: undefined,
      maxPrice: 20,
      errors: { min: 'Min price must be a price in dollars, like 12.50 or 12,50', max: null },
    })
    expect(readPriceRange({ min: '-1', max: '100001' }).errors).toEqual({
      min: 'Min price must be 0 or more',
      max: 'Max price must be at most 100000',
    })
    // A max below the min is the max's refusal: the min still applies.
    expect(readPriceRange({ min: '30', max: '10' })).toEqual({
      minPrice: 30,
      maxPrice: undefined,
      errors: { min: null, max: 'The max price must not be below the min price.' },
    })
  })
})
