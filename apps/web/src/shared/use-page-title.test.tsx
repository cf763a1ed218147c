// Each screen names the browser tab; the name follows the screen's own (a book's title once it has loaded).
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { pageTitle, usePageTitle } from './use-page-title'

function Screen({ name }: { name: string | null }) {
  usePageTitle(name)
  return null
}

describe('usePageTitle', () => {
  it('writes the page before the store, or the store alone', () => {
    expect(pageTitle('About Us')).toBe('About Us | Bookstore')
    expect(pageTitle(null)).toBe('Bookstore')
  })

  it('sets the document title and follows a name that arrives later', () => {
    const { rerender } = render(<Screen name={null} />)
    expect(document.title).toBe('Bookstore')
    rerender(<Screen name="Frankenstein" />)
    expect(document.title).toBe('Frankenstein | Bookstore')
  })
})
