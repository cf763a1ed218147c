// Accessibility: axe-core finds no violation of serious or critical impact on the shopper's main pages,
// at desktop and phone widths (issue 3, item 8).

import { AxeBuilder } from '@axe-core/playwright'
import { describe, expect } from 'vitest'
import { DESKTOP, it, PHONE } from './fixtures'
import { scrollThroughHome } from './home-steps'

const FRANKENSTEIN = 'f2f8f207-df49-5def-b016-45b1320099f0'

const PAGES: [name: string, url: string, ready: RegExp][] = [
  ['home', '/', /Featured/],
  ['a category', '/categories/horror', /^horror$/],
  ['a book', `/books/${FRANKENSTEIN}`, /^Frankenstein$/],
  ['about', '/about', /./],
  ['contact', '/contact', /./],
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
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    expect(serious).toEqual([])
  })
})
