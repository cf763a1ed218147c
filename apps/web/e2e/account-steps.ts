// Steps the accounts specs repeat: unique shoppers, signing up through the API in a page's cookie jar, the
// sweetalert2 dialog, field messages, axe, and what the server says about the signed-in user.

import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { expect, inject } from 'vitest'

let sequence = 0

/** A username (and email local part) no other test or earlier run has used. */
export const uniqueName = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${(sequence += 1)}${Math.floor(Math.random() * 1000)}`

export interface Shopper {
  username: string
  email: string
  password: string
}

export const newShopper = (prefix = 'shopper'): Shopper => {
  const username = uniqueName(prefix)
  return { username, email: `${username}@example.org`, password: 'secret-pass-1' }
}

/** Signs a shopper up as the web app does; the session cookie lands in the page's context (it is signed in). */
export async function signUpThroughApi(page: Page, shopper: Shopper): Promise<string> {
  const res = await page.request.post('/api/identity/sign-up/email', {
    data: { ...shopper, name: shopper.username },
    headers: { origin: inject('baseURL') },
  })
  if (!res.ok()) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`)
  return ((await res.json()) as { user: { id: string } }).user.id
}

/** The signed-in user of the page's context according to the server, or null. */
export async function sessionUser(
  page: Page,
): Promise<{ id: string; email: string; username: string } | null> {
  const session = (await (await page.request.get('/api/identity/get-session')).json()) as {
    user: { id: string; email: string; username: string }
  } | null
  return session?.user ?? null
}

/** GET /api/real-users/{uid} with the page's session cookie. */
export async function realUser(page: Page, uid: string) {
  const res = await page.request.get(`/api/real-users/${encodeURIComponent(uid)}`)
  return { status: res.status(), body: (await res.json()) as Record<string, unknown> }
}

/** The open sweetalert2 dialog. */
export const dialog = (page: Page) => page.getByRole('dialog')

/** Waits for the dialog to show `text` (its title or its text), then closes it with its OK button. */
export async function confirmDialog(page: Page, text: string): Promise<void> {
  await dialog(page).getByText(text, { exact: true }).waitFor()
  await dialog(page).getByRole('button', { name: 'OK' }).click()
  await dialog(page).waitFor({ state: 'detached' })
}

export async function fillRegisterForm(page: Page, fields: Partial<Shopper & { confirm: string }>) {
  const form = page.getByRole('main')
  if (fields.username !== undefined) await form.getByLabel('Username').fill(fields.username)
  if (fields.email !== undefined) await form.getByLabel('Email').fill(fields.email)
  if (fields.password !== undefined) await form.getByLabel('Password', { exact: true }).fill(fields.password)
  if (fields.confirm !== undefined) await form.getByLabel('Confirm password').fill(fields.confirm)
  await form.getByRole('button', { name: 'Register', exact: true }).click()
}

export async function fillLoginForm(page: Page, email: string, password: string) {
  const form = page.getByRole('main')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Password').fill(password)
  await form.getByRole('button', { name: 'Login', exact: true }).click()
}

/** On the local OpenID provider's development login screen: any login and password are accepted. */
export async function signInAtProvider(page: Page, login: string): Promise<void> {
  await page.waitForURL(`${inject('oidcIssuer')}/**`)
  await page.getByPlaceholder('Enter any login').fill(login)
  await page.getByPlaceholder('and password').fill('any-password')
  await page.getByRole('button', { name: 'Sign-in' }).click()
  // The consent screen: the store asks for the email and profile scopes.
  await page.getByRole('button', { name: 'Continue' }).click()
}

export const header = (page: Page) => page.getByRole('banner')
export const main = (page: Page) => page.getByRole('main')

/** The message shown under a field (found through its aria-describedby), or null while the field is valid. */
const messageOf = async (page: Page, label: string) => {
  const field = main(page).getByLabel(label, { exact: true })
  if ((await field.getAttribute('aria-invalid')) !== 'true') return null
  const id = await field.getAttribute('aria-describedby')
  return id ? page.locator(`[id="${id}"]`).textContent() : null
}

/** Waits until the field shows `message` (the form validates asynchronously). */
export const expectMessage = (page: Page, label: string, message: string | null) =>
  expect.poll(() => messageOf(page, label)).toBe(message)

/**
 * axe-core's serious and critical findings (WCAG 2.1 A and AA) on the page once its finite animations have ended (a
 * dialog fading in has its buttons' colours half-way: axe measured them as too little contrast), each with where it is.
 */
export const seriousAxeViolations = async (page: Page): Promise<string[]> => {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  )
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** The dropdown the header's avatar button controls. */
export const accountMenuOf = async (page: Page) => {
  const avatar = header(page).getByRole('button', { name: 'Account menu' })
  return { avatar, menu: page.locator(`[id="${await avatar.getAttribute('aria-controls')}"]`) }
}
