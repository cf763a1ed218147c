// Numbers sent as text (issue 25): the book bodies take prices and stock as plain decimal text, read as the numbers
// they write, with the bounds and messages of numbers; any other text is refused, never guessed at.

import { describe, expect, it } from 'vitest'
import { BookEdit, BookInput } from './schemas/book-input'

const required = { title: 'T', description: 'D', category: 'fiction' }

const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => `${i.path.map(String).join('.')}: ${i.message}`)

describe('a price sent as text', () => {
  it.each([
    ['20', 20],
    ['8.99', 8.99],
    ['8.5', 8.5],
    [' 20 ', 20],
    ['0', 0],
    ['10000', 10_000],
    [15, 15],
    [19.5, 19.5],
  ])('%j is %j', (text, dollars) => {
    expect(BookInput.parse({ ...required, oldPrice: text, newPrice: text })).toMatchObject({
      oldPrice: dollars,
      newPrice: dollars,
    })
    expect(BookEdit.parse({ newPrice: text })).toEqual({ newPrice: dollars })
  })

  it.each([
    ['8.999', 'must have at most 2 decimals'],
    ['-1', 'must be 0 or more'],
    ['10000.01', 'must be at most $10000.00'],
    ['abc', 'must be a number'],
    ['', 'must be a number'],
    ['1e3', 'must be a number'],
    ['0x10', 'must be a number'],
    ['12,50', 'must be a number'],
    ['.5', 'must be a number'],
    ['Infinity', 'must be a number'],
    ['1'.repeat(50), 'must be a number'],
    [null, 'must be a number'],
  ])('%j is refused: %s, as a number would be', (text, message) => {
    expect(issuesOf(BookInput.safeParse({ ...required, oldPrice: 10, newPrice: text }))).toEqual([
      `newPrice: ${message}`,
    ])
    expect(issuesOf(BookEdit.safeParse({ oldPrice: text }))).toEqual([`oldPrice: ${message}`])
  })

  it('still says a missing price is required', () => {
    expect(issuesOf(BookInput.safeParse({ ...required, oldPrice: '20' }))).toEqual([
      'newPrice: New price is required',
    ])
  })
})

describe('a stock sent as text', () => {
  it.each([
    ['12', 12],
    [' 7 ', 7],
    [12, 12],
  ])('%j is %j', (text, stock) => {
    expect(BookInput.parse({ ...required, oldPrice: 1, newPrice: 1, stock: text }).stock).toBe(stock)
    expect(BookEdit.parse({ stock: text })).toEqual({ stock })
  })

  it.each([
    ['12.5', 'must be a whole number'],
    ['abc', 'must be a whole number'],
    ['', 'must be a whole number'],
    ['1e3', 'must be a whole number'],
    [2.5, 'must be a whole number'],
    ['-1', 'must be 0 or more'],
  ])('%j is refused: %s', (text, message) => {
    expect(issuesOf(BookEdit.safeParse({ stock: text }))).toEqual([`stock: ${message}`])
  })
})
