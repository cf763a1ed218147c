// The store's mail in Chromium against the real server (issue 24): the server sends through the suite's SMTP server
// (global-setup: SMTP_URL), so a message it queues arrives there, parsed by mailbox.ts with its links; and the
// dashboard's Failed Mail screen, with nothing failed, says so and is axe clean; a reset mail the server refuses is
// listed there from its first failed try on, being retried, with its tries and error (issue 37, item 5), axe clean.

import { describe, expect, inject } from 'vitest'
import { newShopper, seriousAxeViolations, signUpThroughApi } from './account-steps'
import { it } from './fixtures'
import { UNDELIVERABLE_PREFIX } from './mail-server'
import { waitForMail } from './mailbox'

describe('mail', () => {
  it("a reset request's message arrives at the suite's mail server, with its link to the store", async ({
    page,
    signedOutShopper: shopper,
  }) => {
    const res = await page.request.post('/api/identity/request-password-reset', {
      data: { email: shopper.email },
      headers: { origin: inject('baseURL') },
    })
    expect(res.ok()).toBe(true)
    const mail = await waitForMail({ to: shopper.email, subject: /reset/i })
    expect(mail.subject).toMatch(/^Bookstore: /)
    expect(mail.html).toContain('<a ')
    expect(mail.links.some((link) => link.startsWith(inject('baseURL')))).toBe(true)
  })

  it('the Failed Mail screen says there is none, in the navigation, axe clean', async ({
    adminPage: page,
  }) => {
    await page.goto('/dashboard')
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Failed Mail' })
      .click()
    await page.waitForURL('**/dashboard/mail')
    await page.getByRole('heading', { level: 2, name: 'Failed mail' }).waitFor()
    await page.getByText('No failed mail').waitFor()
    expect(await page.title()).toBe('Failed mail | Bookstore')
    expect(await seriousAxeViolations(page)).toEqual([])
  })

  // After the empty screen above: this message stays listed (retried in a minute, then later) for the whole run.
  it('lists a reset mail the mail server refuses after its first try, being retried, axe clean', async ({
    adminPage: page,
    newPage,
  }) => {
    const shopper = newShopper(UNDELIVERABLE_PREFIX)
    const shopperPage = await newPage()
    await signUpThroughApi(shopperPage, shopper)
    const res = await shopperPage.request.post('/api/identity/request-password-reset', {
      data: { email: shopper.email },
      headers: { origin: inject('baseURL') },
    })
    expect(res.ok()).toBe(true)

    const row = page.getByRole('row').filter({ hasText: shopper.email })
    // Its first try fails at once; a reload shows it.
    await expect
      .poll(
        async () => {
          await page.goto('/dashboard/mail')
          await page.getByRole('heading', { level: 2, name: 'Failed mail' }).waitFor()
          await page.getByRole('main').getByText('Loading...').first().waitFor({ state: 'detached' })
          return row.count()
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(1)
    const cells = await row.getByRole('cell').allTextContents()
    expect(cells.slice(1, 4)).toEqual(['Password reset', 'Being retried', '1'])
    expect(cells[4]).toMatch(/451/)
    await row.getByRole('button', { name: `Retry the mail to ${shopper.email}` }).waitFor()
    expect(await seriousAxeViolations(page)).toEqual([])
  })
})
