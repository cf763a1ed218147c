// Shopper accounts in Chromium against the real server (issue 4): registration and login with every message and
// their refusals (a common password among them, issue 13), and the guard that sends visitors to /login and back. Google sign-in: accounts-google.spec.ts;
// the avatar menu and logout: accounts-menu.spec.ts.

import { COMMON_PASSWORD_MESSAGE } from '@bookstore/contract/constants'
import { describe, expect } from 'vitest'
import {
  confirmDialog,
  dialog,
  fillLoginForm,
  fillRegisterForm,
  header,
  main,
  expectMessage,
  newShopper,
  realUser,
  seriousAxeViolations,
  sessionUser,
} from './account-steps'
import { it } from './fixtures'

describe('register', () => {
  it('shows every validation message next to its field', async ({ page }) => {
    await page.goto('/register')
    expect(await main(page).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login')
    // Enabled once the store has said that Google sign-in is configured (the suite's local provider).
    const google = main(page).getByRole('button', { name: 'Sign in with Google' })
    await expect.poll(() => google.isEnabled()).toBe(true)

    await fillRegisterForm(page, {})
    await main(page).getByText('Username is required').waitFor()
    await expectMessage(page, 'Username', 'Username is required')
    await expectMessage(page, 'Email', 'Email is required')
    await expectMessage(page, 'Password', 'Password is required')
    await expectMessage(page, 'Confirm password', 'Please confirm your password')
    expect(await seriousAxeViolations(page)).toEqual([])

    await fillRegisterForm(page, { username: 'someone', email: 'someone@example.org', password: '12345' })
    await expectMessage(page, 'Password', 'Password must be at least 6 characters')
    await fillRegisterForm(page, { password: '123456', confirm: '654321' })
    await expectMessage(page, 'Confirm password', 'Passwords do not match')
    await expectMessage(page, 'Password', null)
    expect(await sessionUser(page)).toBeNull()
  })

  it('signs up, shows the success dialog, records the real user and shows the avatar', async ({ page }) => {
    const shopper = newShopper('reg')
    await page.goto('/register')
    await fillRegisterForm(page, { ...shopper, confirm: shopper.password })

    await dialog(page).getByText('Registration successful').waitFor()
    // Off the OK button, which darkens under the pointer.
    await page.mouse.move(1, 1)
    // sweetalert2's own styles apply under the store's CSP: a centred white card and the store's OK button.
    const look = () =>
      page.locator('.swal2-popup').evaluate((popup) => {
        // Any CSS colour syntax, read back as RGB through a canvas.
        const rgbOf = (color: string) => {
          const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D
          context.fillStyle = color
          context.fillRect(0, 0, 1, 1)
          return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)].join(', ')
        }
        return {
          display: getComputedStyle(popup).display,
          background: getComputedStyle(popup).backgroundColor,
          container: getComputedStyle(popup.parentElement as Element).position,
          ok: rgbOf(getComputedStyle(popup.querySelector('.swal2-confirm') as Element).backgroundColor),
        }
      })
    await expect.poll(look).toEqual({
      display: 'grid',
      background: 'rgb(255, 255, 255)',
      container: 'fixed',
      ok: '124, 45, 18',
    })
    await confirmDialog(page, 'Registration successful')
    await page.waitForURL((url) => url.pathname === '/')

    await header(page).getByRole('button', { name: 'Account menu' }).waitFor()
    await header(page).getByRole('link', { name: 'View My Orders' }).waitFor()
    expect(await header(page).getByRole('link', { name: 'Login' }).count()).toBe(0)

    const user = await sessionUser(page)
    expect(user?.email).toBe(shopper.email)
    const record = await realUser(page, user?.id ?? '')
    expect(record).toEqual({
      status: 200,
      body: { uid: user?.id, email: shopper.email, username: shopper.username, name: shopper.username },
    })
  })

  it('says a taken username under its field, and a taken email with the spec sentence', async ({
    page,
    signedOutShopper: taken,
    allowPageErrors,
  }) => {
    // The browser reports the server's refusals of the taken username (409) and of the taken email (422).
    allowPageErrors(/status of (409|422)/)
    await page.goto('/register')
    const other = newShopper('other')
    await fillRegisterForm(page, {
      ...other,
      username: taken.username.toUpperCase(),
      confirm: other.password,
    })
    await main(page).getByText('That username is taken').waitFor()
    await expectMessage(page, 'Username', 'That username is taken')

    await fillRegisterForm(page, { username: other.username, email: taken.email })
    const alert = main(page).getByRole('alert')
    await alert.getByText('Please provide a valid email and password').waitFor()
    expect(await sessionUser(page)).toBeNull()
  })

  it('refuses a common password beside its field, keeping what was typed', async ({
    page,
    allowPageErrors,
  }) => {
    // The browser reports the server's refusal (400).
    allowPageErrors(/status of 400/)
    await page.goto('/register')
    const shopper = { ...newShopper('common'), password: 'Password1' }
    await fillRegisterForm(page, { ...shopper, confirm: shopper.password })
    await expectMessage(page, 'Password', COMMON_PASSWORD_MESSAGE)
    expect(await main(page).getByRole('alert').count()).toBe(0)
    expect(await dialog(page).count()).toBe(0)
    expect(await main(page).getByLabel('Username').inputValue()).toBe(shopper.username)
    expect(await main(page).getByLabel('Email').inputValue()).toBe(shopper.email)
    expect(await main(page).getByLabel('Password', { exact: true }).inputValue()).toBe(shopper.password)
    expect(await sessionUser(page)).toBeNull()
  })
})

describe('login', () => {
  it('shows its messages, refuses a wrong password and signs in to /', async ({
    page,
    signedOutShopper: shopper,
    allowPageErrors,
  }) => {
    // The browser reports the server's refusal of the wrong password (401).
    allowPageErrors(/status of 401/)
    await page.goto('/login')
    expect(await main(page).getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register')
    await main(page).getByRole('button', { name: 'Login', exact: true }).click()
    await expectMessage(page, 'Email', 'Email is required')
    await expectMessage(page, 'Password', 'Password is required')
    expect(await seriousAxeViolations(page)).toEqual([])

    await fillLoginForm(page, shopper.email, 'not-the-password')
    await main(page).getByRole('alert').getByText('Please provide a valid email and password').waitFor()
    expect(await sessionUser(page)).toBeNull()

    await fillLoginForm(page, shopper.email, shopper.password)
    await confirmDialog(page, 'Login was successful')
    await page.waitForURL((url) => url.pathname === '/')
    await header(page).getByRole('button', { name: 'Account menu' }).waitFor()
    expect((await sessionUser(page))?.email).toBe(shopper.email)
  })
})

describe('guard', () => {
  it('shows Loading... while the session is checked, sends a visitor to /login and back after signing in', async ({
    page,
    signedOutShopper: shopper,
  }) => {
    // Hold the first session check back, so the guard's loading state can be seen.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/identity/get-session', async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/profile')
    await main(page).getByText('Loading...', { exact: true }).waitFor()
    release()
    await page.waitForURL('**/login')
    await page.unroute('**/api/identity/get-session')

    await fillLoginForm(page, shopper.email, shopper.password)
    await confirmDialog(page, 'Login was successful')
    await page.waitForURL('**/profile')
    await main(page).getByRole('heading', { name: 'My Profile' }).waitFor()

    // Signed in, the other guarded screens open at once.
    for (const path of ['/orders', '/checkout']) {
      await page.goto(path)
      await main(page).getByRole('heading', { level: 1 }).waitFor()
      expect(new URL(page.url()).pathname).toBe(path)
    }
  })
})
