// The home page asks for each lower section's data as the shopper scrolls towards it (Lighthouse and a first
// visit see only the top); these steps scroll the way a shopper would before a test reads those sections.

import type { Locator, Page } from 'playwright-core'

/** Scrolls down the home page section by section, waiting for each to leave its loading state. */
export async function scrollThroughHome(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 2, name: 'Popular Categories' }).waitFor()
  const sections = page.getByRole('main').locator('section[aria-labelledby]')
  for (const section of await sections.all()) await revealSection(section)
  await page.getByRole('main').getByText('Loading...').first().waitFor({ state: 'detached' })
}

/** Brings one section into view and waits until its content has replaced the loading text. */
export async function revealSection(section: Locator): Promise<void> {
  await section.scrollIntoViewIfNeeded()
  await section.getByText('Loading...').first().waitFor({ state: 'detached' })
}
