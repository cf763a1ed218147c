// A signed-in shopper's header (issue 4): the avatar menu's links, toggling and closing, logout with its dialog
// and the session gone after a reload, and the same on a phone through the menu button.

import { describe, expect } from 'vitest'
import {
  accountMenuOf,
  confirmDialog,
  dialog,
  header,
  newShopper,
  seriousAxeViolations,
  sessionUser,
  signUpThroughApi,
} from './account-steps'
import { it } from './fixtures'

describe('signed in', () => {
  it('the avatar menu lists the account links, toggles and closes on Escape, outside click and a choice', async ({
    shopperPage: page,
  }) => {
    await page.goto('/')
    const { avatar, menu } = await accountMenuOf(page)
    await avatar.click()
    expect(await avatar.getAttribute('aria-expanded')).toBe('true')
    const links = await menu
      .getByRole('link')
      .evaluateAll((items) => items.map((a) => [a.textContent, a.getAttribute('href')]))
    expect(links).toEqual([
      ['My Profile', '/profile'],
      ['Orders', '/orders'],
      ['Cart Page', '/cart'],
      ['Check Out', '/checkout'],
    ])
    await menu.getByRole('button', { name: 'Logout' }).waitFor()
    expect(await seriousAxeViolations(page)).toEqual([])

    await page.keyboard.press('Escape')
    expect(await avatar.getAttribute('aria-expanded')).toBe('false')
    expect(await avatar.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press('ArrowDown')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('My Profile')
    await page.mouse.click(5, 400)
    expect(await avatar.getAttribute('aria-expanded')).toBe('false')
    await avatar.click()
    await avatar.click()
    expect(await avatar.getAttribute('aria-expanded')).toBe('false')

    await avatar.click()
    await menu.getByRole('link', { name: 'Cart Page' }).click()
    await page.waitForURL('**/cart')
    expect(await avatar.getAttribute('aria-expanded')).toBe('false')
  })

  it('logout ends the session, closes the menu and says goodbye', async ({ shopperPage: page }) => {
    await page.goto('/')
    await header(page).getByRole('button', { name: 'Account menu' }).click()
    await header(page).getByRole('button', { name: 'Logout' }).click()

    await dialog(page).getByText('Logout was successful', { exact: true }).waitFor()
    await dialog(page).getByText('Goodbye! You are now logged out.', { exact: true }).waitFor()
    expect(await page.locator('.swal2-popup').evaluate((el) => getComputedStyle(el).width)).toBe('600px')
    expect(await page.locator('.swal2-icon-success').count()).toBe(1)
    await confirmDialog(page, 'Logout was successful')
    await header(page).getByRole('link', { name: 'Login' }).waitFor()
    expect(await header(page).getByRole('button', { name: 'Account menu' }).count()).toBe(0)
    expect(await sessionUser(page)).toBeNull()

    await page.reload()
    await header(page).getByRole('link', { name: 'Register' }).waitFor()
    await header(page).getByRole('link', { name: 'Login' }).waitFor()
    expect(await header(page).getByRole('link', { name: 'View My Orders' }).count()).toBe(0)
  })

  it('on a phone, the menu holds View My Orders, the account links and Logout', async ({
    phonePage: page,
  }) => {
    const shopper = newShopper('phone')
    await signUpThroughApi(page, shopper)
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const mobile = page.getByRole('navigation', { name: 'Mobile' })
    await mobile.getByRole('link', { name: 'View My Orders' }).waitFor()
    await mobile.getByText(shopper.username, { exact: true }).waitFor()
    expect(await mobile.getByRole('link', { name: 'Login' }).count()).toBe(0)
    await mobile.getByRole('button', { name: 'Logout' }).click()
    await confirmDialog(page, 'Logout was successful')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await mobile.getByRole('link', { name: 'Login' }).waitFor()
  })
})
