// Author names on the book page, checked against Intl.ListFormat's en long conjunction.
import { describe, expect, it } from 'vitest'
import { nameList } from './name-list'

const intl = (names: string[]) =>
  new Intl.ListFormat('en', { style: 'long', type: 'conjunction' }).format(names)

describe('nameList', () => {
  it('joins none, one, two and more names as English does', () => {
    expect(nameList([])).toBe('')
    expect(nameList(['Jane Austen'])).toBe('Jane Austen')
    expect(nameList(['A', 'B'])).toBe('A and B')
    expect(nameList(['A', 'B', 'C'])).toBe('A, B, and C')
  })

  it('agrees with Intl.ListFormat', () => {
    const names = ['Ann', 'Bob', 'Cy', 'Di']
    for (let n = 0; n <= names.length; n += 1)
      expect(nameList(names.slice(0, n))).toBe(intl(names.slice(0, n)))
  })
})
