// The browser suite's fixtures: one Chromium per spec file, and per test pages on the store, each in its own context,
// closed whatever happens and failing the test on a console error or uncaught page error; a signed-in shopper and
// the administrator's dashboard token.

import type { Browser, BrowserContext, Page, ViewportSize } from 'playwright-core'
import { test as base, expect, inject } from 'vitest'
import { newShopper, signUpThroughApi } from './account-steps'
import { fetchAdminToken, storeToken } from './admin-steps'
import { launchBrowser } from './browser'

export const DESKTOP: ViewportSize = { width: 1280, height: 900 }
export const PHONE: ViewportSize = { width: 375, height: 740 }
/** The phone width issue 27 names (an iPhone 14's 390 × 844). */
export const PHONE_390: ViewportSize = { width: 390, height: 844 }

export interface PageOptions {
  /** The window's size; the `viewport` option (DESKTOP unless overridden) when left out. */
  viewport?: ViewportSize
}

/** Whether a page shows the store (and not, say, the local OpenID provider). */
const onStore = (page: Page | null) => page?.url().startsWith(inject('baseURL')) ?? false

interface PageErrors {
  seen: string[]
  allowed: RegExp[]
}

/**
 * Book, category and home pages arrive rendered by the server, and the app takes them over once they have painted
 * (apps/web/src/main.tsx); until then a button does nothing. So a test acts on a page the browser loaded (goto,
 * reload, back and forward) once the app has started: <html data-started="true">. Other answers (JSON, XML) and
 * other sites are not waited for.
 */
function actOnceStarted(page: Page): void {
  const started = page.locator('html[data-started="true"]')
  const navigations = ['goto', 'reload', 'goBack', 'goForward'] as const
  for (const name of navigations) {
    // Each of the four answers a Response (or null); their arguments stay as Playwright declares them.
    const navigate = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page['reload']>
    const wrapped = async (...args: unknown[]) => {
      const response = await navigate(...args)
      const isPage = response?.headers()['content-type']?.startsWith('text/html') ?? true
      if (isPage && onStore(page)) await started.waitFor({ state: 'attached' })
      return response
    }
    Object.assign(page, { [name]: wrapped })
  }
}

/** Opens another page in a context of its own (its own cookies and storage), closed with the test's. */
export type NewPage = (options?: PageOptions) => Promise<Page>

export const test = base
  /** Debian's Chromium, launched once for the spec file (browser.ts). */
  // eslint-disable-next-line no-empty-pattern -- vitest requires a destructuring pattern, even without dependencies
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }): Promise<Browser> => {
    const browser = await launchBrowser()
    onCleanup(() => browser.close())
    return browser
  })
  /** The size of `page`, `context` and of `newPage()` without one: override it for a describe with test.override. */
  .extend('viewport', DESKTOP)
  /** Console errors and uncaught page errors of the test's pages (CSP violations show up here too), and those allowed. */
  .extend('pageErrors', (): PageErrors => ({ seen: [], allowed: [] }))
  /**
   * Says that errors matching `pattern` are expected in this test (e.g. the browser's report of a request the test
   * makes fail on purpose); any other console error or uncaught page error fails the test.
   */
  .extend('allowPageErrors', ({ pageErrors }) => (pattern: RegExp): void => {
    pageErrors.allowed.push(pattern)
  })
  .extend('newContext', async ({ browser, viewport, pageErrors }, { onCleanup }) => {
    const contexts: BrowserContext[] = []
    onCleanup(async () => {
      await Promise.all(contexts.map((context) => context.close()))
      const unexpected = pageErrors.seen.filter(
        (error) => !pageErrors.allowed.some((allowed) => allowed.test(error)),
      )
      expect(unexpected, 'console errors and uncaught page errors').toEqual([])
    })
    return async (options: PageOptions = {}): Promise<BrowserContext> => {
      const context = await browser.newContext({
        baseURL: inject('baseURL'),
        viewport: options.viewport ?? viewport,
      })
      contexts.push(context)
      context.on('page', actOnceStarted)
      // The store's pages only: the local OpenID provider's screens ask for fonts out of this closed network.
      context.on('console', (message) => {
        if (message.type() === 'error' && onStore(message.page()))
          pageErrors.seen.push(`${message.text()} (${message.location().url})`)
      })
      context.on('weberror', (webError) => {
        if (onStore(webError.page())) pageErrors.seen.push(webError.error().message)
      })
      return context
    }
  })
  /** The test's context on the store: its cookies (the session) and storage (the cart, the admin token). */
  .extend('context', ({ newContext }) => newContext())
  /** The test's page, in `context`. */
  .extend('page', ({ context }) => context.newPage())
  .extend('newPage', ({ newContext }) => {
    const newPage: NewPage = async (options) => (await newContext(options)).newPage()
    return newPage
  })
  /** A page of its own at phone size (PHONE). */
  .extend('phonePage', ({ newPage }) => newPage({ viewport: PHONE }))
  /** A new shopper, signed up through the API in `page`'s context, which is signed in as them. */
  .extend('shopper', async ({ page }) => {
    const shopper = newShopper()
    await signUpThroughApi(page, shopper)
    return shopper
  })
  /** A new shopper with an account, signed up in a context of its own: `page` is not signed in. */
  .extend('signedOutShopper', async ({ newPage }) => {
    const shopper = newShopper()
    await signUpThroughApi(await newPage(), shopper)
    return shopper
  })
  /** `page`, signed in as `shopper`. */
  .extend('shopperPage', ({ page, shopper: _signedUp }) => page)
  /** A token for the administrator global-setup creates, from the real API, shared by the spec file. */
  .extend('adminToken', { scope: 'file' }, () => fetchAdminToken())
  /** `page` with `adminToken` stored where the dashboard keeps it. */
  .extend('adminPage', async ({ page, adminToken }) => {
    await storeToken(page, adminToken)
    return page
  })
  /** A page of its own (its own context) with `adminToken` stored: the dashboard beside a shopper's `page`. */
  .extend('dashboardPage', async ({ newPage, adminToken }) => {
    const page = await newPage()
    await storeToken(page, adminToken)
    return page
  })

export const it = test
