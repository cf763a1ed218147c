// A list's place in the URL: filters written in their order and empty ones left out, page 1 left out, and any page
// that is not a whole number from 1 read as page 1.
import { describe, expect, it } from 'vitest'
import { listSearch, pageOf } from './use-list-search'

describe('listSearch', () => {
  it('writes the filters in their order, leaving out empty ones and page 1', () => {
    expect(listSearch({ status: 'delivered', from: undefined, to: '2025-03-31', q: 'ada' }, 1)).toBe(
      '?status=delivered&to=2025-03-31&q=ada',
    )
    expect(listSearch({ q: 'love', stock: undefined }, 3)).toBe('?q=love&page=3')
    expect(listSearch({ q: '' }, 1)).toBe('')
    expect(listSearch({}, 2)).toBe('?page=2')
  })
})

describe('pageOf', () => {
  it('reads a whole number from 1 up, and anything else as page 1', () => {
    expect(pageOf('4')).toBe(4)
    for (const value of [null, '', '0', '-2', '1.5', 'two']) expect(pageOf(value)).toBe(1)
  })
})
