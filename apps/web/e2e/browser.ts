// Debian's Chromium through playwright-core (never a downloaded browser), and pages that record console errors.

import { chromium, type Browser, type Page } from 'playwright-core'
import { inject } from 'vitest'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    // Without the background-networking flags Chromium keeps dialling out of this closed network.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

export interface StorePage {
  page: Page
  /** Console errors and uncaught page errors seen so far (CSP violations show up here too). */
  errors: string[]
}

export async function openStorePage(
  browser: Browser,
  viewport = { width: 1280, height: 900 },
): Promise<StorePage> {
  const context = await browser.newContext({ baseURL: inject('baseURL'), viewport })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return { page, errors }
}
