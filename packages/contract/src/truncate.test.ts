// Title and description cuts (spec §9).

import { describe, expect, it } from 'vitest'
import { cardDescription, cardTitle, carouselTitle, listTitle, truncate } from './truncate'

describe('truncate', () => {
  it('keeps text at or under the limit and cuts longer text to the limit plus ...', () => {
    expect(truncate('abc', 3)).toBe('abc')
    expect(truncate('abcd', 3)).toBe('abc...')
    expect(truncate('', 3)).toBe('')
  })

  it('cuts book card titles at 30 and descriptions at 50', () => {
    expect(cardTitle('x'.repeat(30))).toBe('x'.repeat(30))
    expect(cardTitle('x'.repeat(31))).toBe('x'.repeat(30) + '...')
    expect(cardDescription('y'.repeat(51))).toBe('y'.repeat(50) + '...')
  })

  it('cuts carousel titles at 20', () => {
    expect(carouselTitle('The Hound of the Baskervilles')).toBe('The Hound of the Bas...')
    expect(carouselTitle('Dracula')).toBe('Dracula')
  })

  it('cuts list titles longer than 22 to 25 plus ...', () => {
    expect(listTitle('x'.repeat(22))).toBe('x'.repeat(22))
    // Literal spec rule: a 23-character title is longer than 22, so it gets the ellipsis though nothing is cut.
    expect(listTitle('x'.repeat(23))).toBe('x'.repeat(23) + '...')
    expect(listTitle('x'.repeat(26))).toBe('x'.repeat(25) + '...')
  })
})
