// Forgot password in Chromium against the real server (issue 24, item 2): from /login's 'Forgot password?' the
// shopper asks for a link, reads it in the mail that reached the suite's SMTP server, sets a new password on the
// store's reset page, sees the success dialog on /login and signs in with it; the old password no longer works and the
// used link says so and offers a new one. axe finds nothing serious on either new page.

import { describe, expect } from 'vitest'
import { confirmDialog, fillLoginForm, main, seriousAxeViolations, sessionUser } from './account-steps'
import { it } from './fixtures'
import { waitForMail, type Mail } from './mailbox'

const LINK_SENT = 'If an account exists for that email, we sent a link'
const NEW_PASSWORD = 'a-brand-new-shelf'

/** The reset link a mail carries. */
const resetLink = (mail: Mail): string => {
  const link = mail.links.find((url) => new URL(url).pathname === '/reset-password')
  if (!link) throw new Error(`no reset link in '${mail.subject}'`)
  return link
}

describe('forgot password', () => {
  it('mails a link from /login; the link sets a new password that signs in, once', async ({
    page,
    signedOutShopper: shopper,
    allowPageErrors,
  }) => {
    await page.goto('/login')
    await main(page).getByRole('link', { name: 'Forgot password?' }).click()
    await page.waitForURL('**/forgot-password')
    await main(page).getByRole('heading', { name: 'Forgot your password?' }).waitFor()
    expect(await seriousAxeViolations(page)).toEqual([])

    await main(page).getByLabel('Email').fill(shopper.email)
    await main(page).getByRole('button', { name: 'Send reset link' }).click()
    await expect.poll(() => main(page).getByRole('status').textContent()).toBe(LINK_SENT)
    expect(await seriousAxeViolations(page)).toEqual([])

    const mail = await waitForMail({ to: shopper.email, subject: /Reset your password/ })
    expect(mail.text).toContain('expires in 1 hour')
    expect(mail.text).not.toContain(shopper.password)
    const link = resetLink(mail)

    await page.goto(link)
    await main(page).getByRole('heading', { name: 'Choose a new password' }).waitFor()
    expect(await seriousAxeViolations(page)).toEqual([])
    await main(page).getByLabel('Password', { exact: true }).fill(NEW_PASSWORD)
    await main(page).getByLabel('Confirm password').fill(NEW_PASSWORD)
    await main(page).getByRole('button', { name: 'Reset password' }).click()
    await confirmDialog(page, 'Your password was reset')
    await page.waitForURL('**/login')

    // The browser reports the refused sign-in's 401 and the used link's 400 in its console.
    allowPageErrors(/status of 40[01]/)
    await fillLoginForm(page, shopper.email, shopper.password)
    await main(page).getByRole('alert').getByText('Please provide a valid email and password').waitFor()
    await fillLoginForm(page, shopper.email, NEW_PASSWORD)
    await confirmDialog(page, 'Login was successful')
    expect((await sessionUser(page))?.email).toBe(shopper.email)

    // The link works once.
    await page.goto(link)
    await main(page).getByLabel('Password', { exact: true }).fill('yet-another-shelf')
    await main(page).getByLabel('Confirm password').fill('yet-another-shelf')
    await main(page).getByRole('button', { name: 'Reset password' }).click()
    const refused = main(page).getByRole('alert')
    await refused.getByText('This reset link is invalid or has expired. Please request a new one.').waitFor()
    await refused.getByRole('link', { name: 'Request a new link' }).click()
    await page.waitForURL('**/forgot-password')
  })
})
