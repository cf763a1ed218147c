// Accessibility: axe-core finds no violation of serious or critical impact on the shopper's main pages,
// at desktop and phone widths (issue 3, item 8). The home page's whole length, at 1280 and 360 px, is home.spec.ts's.

import { describe, expect } from 'vitest'
import { seriousAxeViolations } from './account-steps'
import { DESKTOP, it, PHONE } from './fixtures'

const FRANKENSTEIN = 'f2f8f207-df49-5def-b016-45b1320099f0'

const PAGES: [name: string, url: string, ready: RegExp][] = [
  ['a category', '/categories/horror', /^horror$/],
  ['a book', `/books/${FRANKENSTEIN}`, /^Frankenstein$/],
  ['about', '/about', /^About Us$/],
  ['contact', '/contact', /^Contact Us$/],
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
    // The page's own heading, not any (the header's are there while its screen still loads): axe measured a screen
    // that came in during its run as :root once. Then what the page shows once its data has come: nothing loading.
    await page.getByRole('main').getByText('Loading...').first().waitFor({ state: 'detached' })
    expect(await seriousAxeViolations(page)).toEqual([])
  })
})
