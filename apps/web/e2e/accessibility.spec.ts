// Accessibility: axe-core finds no violation of serious or critical impact on the shopper's main pages,
// at desktop and phone widths (issue 3, item 8).

import { AxeBuilder } from '@axe-core/playwright'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openStorePage } from './browser'
import { scrollThroughHome } from './home-steps'

const FRANKENSTEIN = 'f2f8f207-df49-5def-b016-45b1320099f0'

const PAGES: [name: string, url: string, ready: RegExp][] = [
  ['home', '/', /Featured/],
  ['a category', '/categories/horror', /^horror$/],
  ['a book', `/books/${FRANKENSTEIN}`, /^Frankenstein$/],
  ['about', '/about', /./],
  ['contact', '/contact', /./],
]

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

describe.each([
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 375, height: 740 }],
])('accessibility on %s', (_label, viewport) => {
  it.each(PAGES)('%s has no serious or critical axe violations', async (_name, url, ready) => {
    const { page } = await openStorePage(browser, viewport)
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
    await page.context().close()
  })
})
