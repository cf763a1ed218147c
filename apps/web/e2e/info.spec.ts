// A shopper on the store's information pages: About with its images, contact details and FAQ, the Contact form's
// rules and thank-you, and the 404 page — in Chromium against the real server.

import { CONTACT_MESSAGES } from '@bookstore/contract/contact-form'
import { RETURN_WINDOW_DAYS } from '@bookstore/contract/constants'
import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { seriousAxeViolations } from './account-steps'
import { it } from './fixtures'

const FAQ_TOPICS: [question: RegExp, answer: RegExp][] = [
  [/return/i, new RegExp(`within ${RETURN_WINDOW_DAYS} days.*proof of purchase`)],
  [/track/i, /email you a tracking link/],
  [/internationally/i, /ship to most countries/],
  [/eBooks/, /library of your account/],
  [/payment/i, /credit and debit cards, PayPal and gift cards.*invoice.*bank transfer/],
]

describe('About', () => {
  it('shows four sized, lazily loaded images, the team, its contact details and a Contact Me link', async ({
    page,
  }) => {
    await page.goto('/about')
    await page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor()
    await page.getByText(/small team of readers/).waitFor()

    const images = page.getByRole('main').getByRole('img')
    expect(await images.count()).toBe(4)
    for (const image of await images.all()) {
      expect(await image.getAttribute('alt')).toBeTruthy()
      expect(await image.getAttribute('loading')).toBe('lazy')
      expect(Number(await image.getAttribute('width'))).toBeGreaterThan(0)
      expect(Number(await image.getAttribute('height'))).toBeGreaterThan(0)
      await image.scrollIntoViewIfNeeded()
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    }

    const email = page.getByRole('link', { name: 'hello@bookstore.example' })
    expect(await email.getAttribute('href')).toBe('mailto:hello@bookstore.example')
    expect(await page.getByRole('link', { name: '+1 555 0100' }).getAttribute('href')).toBe('tel:+15550100')
    const code = page.getByRole('link', { name: /GitHub/ })
    expect(await code.getAttribute('href')).toBe('https://github.com/bookstore-example')
    expect(await code.getAttribute('target')).toBe('_blank')
    expect(await code.getAttribute('rel')).toContain('noopener')

    await page.getByRole('link', { name: 'Contact Me' }).click()
    await page.waitForURL('**/contact')
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor()
  })

  it('shows and hides the FAQ, whose five answers open one at a time', async ({ page }) => {
    await page.goto('/about')
    const toggle = page.getByRole('button', { name: 'Show FAQ' })
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    expect(await page.getByRole('button', { name: FAQ_TOPICS[0]?.[0] }).count()).toBe(0)

    // From the keyboard: focus the toggle and press Enter.
    await toggle.focus()
    await page.keyboard.press('Enter')
    const hide = page.getByRole('button', { name: 'Hide FAQ' })
    expect(await hide.getAttribute('aria-expanded')).toBe('true')

    for (const [index, [question, answer]] of FAQ_TOPICS.entries()) {
      const button = page.getByRole('button', { name: question })
      expect(await button.getAttribute('aria-expanded')).toBe('false')
      await button.click()
      expect(await button.getAttribute('aria-expanded')).toBe('true')
      const panel = page.locator(`#${await button.getAttribute('aria-controls')}`)
      expect(await panel.innerText()).toMatch(answer)
      // One open at a time: every other question is closed.
      const open = page.getByRole('button', { expanded: true }).filter({ hasNotText: 'Hide FAQ' })
      expect(await open.count(), `after opening question ${index + 1}`).toBe(1)
    }
    expect(await seriousAxeViolations(page)).toEqual([])

    await hide.click()
    expect(await page.getByRole('button', { name: 'Show FAQ' }).getAttribute('aria-expanded')).toBe('false')
    expect(await page.getByRole('button', { name: FAQ_TOPICS[4]?.[0] }).isVisible()).toBe(false)
  })

  it('fits a 360 px screen without sideways scrolling', async ({ newPage, allowPageErrors }) => {
    // The server answers /404 itself with status 404, which the browser reports.
    allowPageErrors(/status of 404/)
    const page = await newPage({ viewport: { width: 360, height: 740 } })
    for (const path of ['/about', '/contact', '/404']) {
      await page.goto(path)
      await page.getByRole('heading', { level: 1 }).waitFor()
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360)
    }
  })
})

describe('Contact', () => {
  const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })
  const send = (page: Page) => page.getByRole('button', { name: 'Send Message' }).click()
  const expectMessage = async (page: Page, label: string, message: string) => {
    const input = field(page, label)
    await expect.poll(() => input.getAttribute('aria-invalid')).toBe('true')
    const describedBy = await input.getAttribute('aria-describedby')
    expect(await page.locator(`#${describedBy}`).innerText()).toBe(message)
  }

  it('checks every field with the spec’s messages, length before Gmail, and sends nothing', async ({
    page,
  }) => {
    const writes: string[] = []
    page.on('request', (request) => {
      if (request.method() !== 'GET') writes.push(`${request.method()} ${request.url()}`)
    })
    await page.goto('/contact')
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor()
    expect(await field(page, 'Phone Number').getAttribute('type')).toBe('tel')
    expect(await field(page, 'Phone Number').getAttribute('inputmode')).toBe('numeric')

    await send(page)
    await expectMessage(page, 'Name', CONTACT_MESSAGES.nameRequired)
    expect(await seriousAxeViolations(page)).toEqual([])
    await field(page, 'Name').fill('Ada Lovelace')
    await send(page)
    await expectMessage(page, 'Phone Number', CONTACT_MESSAGES.phoneRequired)
    expect(await field(page, 'Name').getAttribute('aria-invalid')).toBe('false')
    await field(page, 'Phone Number').fill('5550100')
    await send(page)
    await expectMessage(page, 'Email', CONTACT_MESSAGES.emailRequired)
    await field(page, 'Email').fill('ada@example.com')
    await send(page)
    await expectMessage(page, 'Message', CONTACT_MESSAGES.messageRequired)

    await field(page, 'Message').fill('Too short')
    await send(page)
    await expectMessage(page, 'Message', CONTACT_MESSAGES.messageTooShort)
    expect(await page.getByText(CONTACT_MESSAGES.emailNotGmail).count()).toBe(0)

    await field(page, 'Message').fill('Do you have an illustrated edition of Frankenstein?')
    await send(page)
    await expectMessage(page, 'Email', CONTACT_MESSAGES.emailNotGmail)
    expect(await field(page, 'Message').getAttribute('aria-invalid')).toBe('false')
    expect(writes).toEqual([])
  })

  it('clears the form and thanks the shopper on success, from the keyboard too', async ({ page }) => {
    const writes: string[] = []
    page.on('request', (request) => {
      if (request.method() !== 'GET') writes.push(request.url())
    })
    await page.goto('/contact')
    await field(page, 'Name').fill('Ada Lovelace')
    await field(page, 'Phone Number').fill('5550100')
    await field(page, 'Email').fill('ada@gmail.com')
    await field(page, 'Message').fill('Do you have an illustrated edition of Frankenstein?')
    await field(page, 'Email').press('Enter')

    await page.getByRole('status').filter({ hasText: CONTACT_MESSAGES.success }).waitFor()
    for (const label of ['Name', 'Phone Number', 'Email', 'Message']) {
      expect(await field(page, label).inputValue()).toBe('')
      expect(await field(page, label).getAttribute('aria-invalid')).toBe('false')
    }
    expect(writes).toEqual([])
    expect(await seriousAxeViolations(page)).toEqual([])
  })
})

describe('404', () => {
  it('says the page does not exist and leads back to shopping', async ({ page, allowPageErrors }) => {
    // The server answers /404 itself with status 404 (and noindex), which the browser reports.
    allowPageErrors(/status of 404/)
    await page.goto('/404')
    await page
      .getByRole('heading', { level: 1, name: 'Oops! The page you are looking for does not exist.' })
      .waitFor()
    await page.getByRole('link', { name: 'Return to shopping' }).click()
    await page.waitForURL((url) => url.pathname === '/')
  })
})
