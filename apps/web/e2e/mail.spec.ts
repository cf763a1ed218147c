// The store's mail in Chromium against the real server (issue 24): the server sends through the suite's SMTP server
// (global-setup: SMTP_URL), so a message it queues arrives there, parsed by mailbox.ts with its links; and the
// dashboard's Failed Mail screen, with nothing failed, says so and is axe clean.

import { describe, expect, inject } from 'vitest'
import { seriousAxeViolations } from './account-steps'
import { it } from './fixtures'
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
})
