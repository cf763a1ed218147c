// The profile's account settings in Chromium against the real server (issue 24 item 4): a shopper changes her
// username (the header says the new one), changes her password (her other browser is signed out; she signs in
// again with the new one), downloads her data (the file's JSON holds her account and orders), and deletes her
// account by typing her email (then she cannot sign in). An account made through Google has no password to change
// and is told so. /profile stays axe clean.

import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { describe, expect, inject } from 'vitest'
import {
  accountMenuOf,
  confirmDialog,
  expectMessage,
  fillLoginForm,
  main,
  newShopper,
  seriousAxeViolations,
  sessionUser,
  signInAtProvider,
  signUpThroughApi,
  uniqueName,
} from './account-steps'
import { it } from './fixtures'
import { orderableBooks, placeOrder } from './order-steps'

const section = (page: Page, name: string) => main(page).getByRole('region', { name })

const openProfile = async (page: Page) => {
  await page.goto('/profile')
  await section(page, 'Change password').getByLabel('Current password', { exact: true }).waitFor()
}

describe('account settings on /profile', () => {
  it('changes the username, which the header then shows; a taken one is said beside the field', async ({
    shopperPage: page,
    newPage,
    allowPageErrors,
  }) => {
    // The browser reports the server's refusal of the taken username (409).
    allowPageErrors(/status of 409/)
    const other = newShopper('taken')
    await signUpThroughApi(await newPage(), other)
    await openProfile(page)
    expect(await seriousAxeViolations(page)).toEqual([])

    const form = section(page, 'Change username')
    await form.getByLabel('Username').fill(other.username.toUpperCase())
    await form.getByRole('button', { name: 'Save username' }).click()
    await expectMessage(page, 'Username', 'That username is taken')

    const wanted = uniqueName('renamed')
    await form.getByLabel('Username').fill(wanted)
    await form.getByRole('button', { name: 'Save username' }).click()
    await form.getByRole('status').getByText(`Your username is now ${wanted}.`).waitFor()
    const { avatar, menu } = await accountMenuOf(page)
    await avatar.click()
    await menu.getByText(wanted, { exact: true }).waitFor()
    expect((await sessionUser(page))?.username).toBe(wanted)
  })

  it('changes the password: her other browser is signed out, and only the new password signs in', async ({
    shopperPage: page,
    shopper,
    newPage,
    allowPageErrors,
  }) => {
    // The browser reports the refusals of the wrong current password (400) and of the old password (401).
    allowPageErrors(/status of 40[01]/)
    const elsewhere = await newPage()
    const signIn = await elsewhere.request.post('/api/identity/sign-in/email', {
      data: { email: shopper.email, password: shopper.password },
      headers: { origin: inject('baseURL') },
    })
    expect(signIn.status()).toBe(200)
    expect((await sessionUser(elsewhere))?.email).toBe(shopper.email)
    await openProfile(page)
    const form = section(page, 'Change password')
    await form.getByLabel('Current password', { exact: true }).fill('not-my-password')
    await form.getByLabel('New password', { exact: true }).fill('brand-new-pass-7')
    await form.getByLabel('Confirm new password', { exact: true }).fill('brand-new-pass-7')
    await form.getByRole('button', { name: 'Change password' }).click()
    await expectMessage(page, 'Current password', 'Your current password is not correct')

    await form.getByLabel('Current password', { exact: true }).fill(shopper.password)
    await form.getByRole('button', { name: 'Change password' }).click()
    await form
      .getByRole('status')
      .getByText(/^Your password was changed\./)
      .waitFor()
    expect((await sessionUser(page))?.email).toBe(shopper.email)
    expect(await sessionUser(elsewhere)).toBeNull()

    const { avatar, menu } = await accountMenuOf(page)
    await avatar.click()
    await menu.getByRole('button', { name: 'Logout' }).click()
    await confirmDialog(page, 'Logout was successful')
    await page.goto('/login')
    await fillLoginForm(page, shopper.email, shopper.password)
    await main(page).getByRole('alert').getByText('Please provide a valid email and password').waitFor()
    await fillLoginForm(page, shopper.email, 'brand-new-pass-7')
    await confirmDialog(page, 'Login was successful')
    expect((await sessionUser(page))?.email).toBe(shopper.email)
  })

  it('shows an account made through Google a note instead of the password form', async ({ page }) => {
    await page.goto('/login')
    await main(page).getByRole('button', { name: 'Sign in with Google' }).click()
    await signInAtProvider(page, uniqueName('googleonly'))
    await confirmDialog(page, 'Login was successful')
    await page.goto('/profile')
    const password = section(page, 'Change password')
    await password.getByText(/^You sign in with Google/).waitFor()
    expect(await password.getByLabel('Current password', { exact: true }).count()).toBe(0)
    // The rest of the settings are hers as well.
    await section(page, 'Change username').getByLabel('Username').waitFor()
    expect(await seriousAxeViolations(page)).toEqual([])
  })

  it('downloads her data as one JSON file', async ({ shopperPage: page, shopper }) => {
    const order = await placeOrder(page, await orderableBooks(1))
    await openProfile(page)
    const download = page.waitForEvent('download')
    await section(page, 'Download my data').getByRole('button', { name: 'Download my data' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^bookstore-data-\d{4}-\d\d-\d\d\.json$/)
    const data = JSON.parse(await readFile(await file.path(), 'utf8')) as {
      account: { email: string; username: string }
      orders: { _id: string }[]
      wishlist: unknown[]
    }
    expect(data.account).toMatchObject({ email: shopper.email, username: shopper.username })
    expect(data.orders.map((o) => o._id)).toEqual([order._id])
    expect(data.wishlist).toEqual([])
  })

  it('deletes the account once her email is typed; she is sent home signed out and cannot sign in', async ({
    shopperPage: page,
    shopper,
    allowPageErrors,
  }) => {
    // The browser reports the refused sign-in afterwards (401).
    allowPageErrors(/status of 401/)
    await openProfile(page)
    const zone = section(page, 'Delete account')
    await zone.getByRole('button', { name: 'Delete account…' }).click()
    const confirm = zone.getByRole('button', { name: 'Delete my account' })
    expect(await confirm.isDisabled()).toBe(true)
    await zone.getByLabel('Type your email to confirm').fill('someone@example.org')
    expect(await confirm.isDisabled()).toBe(true)
    expect(await seriousAxeViolations(page)).toEqual([])
    await zone.getByLabel('Type your email to confirm').fill(shopper.email)
    await confirm.click()
    await confirmDialog(page, 'Your account was deleted')
    await page.waitForURL((url) => url.pathname === '/')
    expect(await sessionUser(page)).toBeNull()

    await page.goto('/login')
    await fillLoginForm(page, shopper.email, shopper.password)
    await main(page).getByRole('alert').getByText('Please provide a valid email and password').waitFor()
    expect(await sessionUser(page)).toBeNull()
  })
})
