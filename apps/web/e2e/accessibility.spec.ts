// Accessibility: axe-core finds no violation of serious or critical impact on the shopper's main pages,
// at desktop and phone widths (issue 3, item 8).

import { describe, expect } from 'vitest'
import { seriousAxeViolations } from './account-steps'
import { DESKTOP, it, PHONE } from './fixtures'
import { scrollThroughHome } from './home-steps'

const FRANKENSTEIN = 'f2f8f207-df49-5def-b016-45b1320099f0'

const PAGES: [name: string, url: string, ready: RegExp][] = [
  ['home', '/', /Featured/],
  ['a category', '/categories/horror', /^horror$/],
  ['a book', `/books/${FRANKENSTEIN}`, /^Frankenstein$/],
  ['about', '/about', /./],
  ['contact', '/contact', /./],
  ['terms', '/terms', /^Terms & Conditions$/],
]

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('accessibility on %s', (_label, viewport) => {
  it.override({ viewport })

  it.for(PAGES)('%s has no serious or critical axe violations', async ([_name, url, ready], { page }) => {
    await page.goto(url)
    await page.getByRole('heading', { name: ready }).first().waitFor()
    // The whole home page: its lower sections load as they are scrolled to.
    if (url === '/') await scrollThroughHome(page)
    await page.waitForLoadState('networkidle')
    expect(await seriousAxeViolations(page)).toEqual([])
  })
})
