// Category heading from the route (spec §2 "Category page").

import { describe, expect, it } from 'vitest'
import { categoryHeading } from './category-heading'

describe('categoryHeading', () => {
  it('lowercases and replaces only the first hyphen with a space', () => {
    expect(categoryHeading('fantasy')).toBe('fantasy')
    expect(categoryHeading('Science-Fiction')).toBe('science fiction')
    expect(categoryHeading('dystopian-fantasy-extra')).toBe('dystopian fantasy-extra')
  })
})
