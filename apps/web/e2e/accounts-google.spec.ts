// Google sign-in for real (issue 4): through a local OpenID provider (oidc-provider.ts, started by the global
// setup) in the browser, back in the store with the real user recorded; a cancelled sign-in fails with the spec's
// dialogs; and the guard's way back works through Google too.

import { describe, expect, inject } from 'vitest'
import {
  accountMenuOf,
  confirmDialog,
  main,
  realUser,
  sessionUser,
  signInAtProvider,
  uniqueName,
} from './account-steps'
import { it } from './fixtures'

const GOOGLE_LOGIN_FAILED =
  'Login unsuccessful: Your login failed. Please double check the credentials that you entered.'

describe('Google sign-in through the local OpenID provider', () => {
  it('signs in, records the real user with the email local part as username, and shows the avatar', async ({
    page,
  }) => {
    const login = uniqueName('google')
    await page.goto('/login')
    await main(page).getByRole('button', { name: 'Sign in with Google' }).click()
    await signInAtProvider(page, login)

    await confirmDialog(page, 'Login was successful')
    await page.waitForURL((url) => url.pathname === '/')
    const { avatar, menu } = await accountMenuOf(page)
    await avatar.click()
    await menu.getByText(`${login}@gmail.com`, { exact: true }).waitFor()
    await menu.getByText(login, { exact: true }).waitFor()

    const user = await sessionUser(page)
    expect(user).toMatchObject({ email: `${login}@gmail.com`, username: login })
    expect(await realUser(page, user?.id ?? '')).toMatchObject({
      status: 200,
      body: { email: `${login}@gmail.com`, username: login },
    })
  })

  it('a cancelled sign-in says the login failed, on the login screen', async ({ page }) => {
    await page.goto('/login')
    await main(page).getByRole('button', { name: 'Sign in with Google' }).click()
    await page.waitForURL(`${inject('oidcIssuer')}/**`)
    await page.getByRole('link', { name: '[ Cancel ]' }).click()

    await confirmDialog(page, GOOGLE_LOGIN_FAILED)
    await page.waitForURL((url) => url.pathname === '/login')
    expect(await sessionUser(page)).toBeNull()
  })

  it('a cancelled sign-in from the register screen alerts Google sign in failed!', async ({ page }) => {
    await page.goto('/register')
    await main(page).getByRole('button', { name: 'Sign in with Google' }).click()
    await page.waitForURL(`${inject('oidcIssuer')}/**`)
    await page.getByRole('link', { name: '[ Cancel ]' }).click()

    await confirmDialog(page, 'Google sign in failed!')
    await page.waitForURL((url) => url.pathname === '/register')
  })

  it('the guard brings a visitor back after Google sign-in too', async ({ page }) => {
    await page.goto('/checkout')
    await page.waitForURL('**/login')
    await main(page).getByRole('button', { name: 'Sign in with Google' }).click()
    await signInAtProvider(page, uniqueName('guardgoogle'))
    await confirmDialog(page, 'Login was successful')
    await page.waitForURL('**/checkout')
    await main(page).getByRole('heading', { name: 'Checkout' }).waitFor()
  })
})
