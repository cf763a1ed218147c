// Order mails in Chromium against the real server (issue 24 item 3): an order placed is confirmed by a mail that
// reaches the suite's SMTP server with its book, total, ship-to address and tracking link; the link opens the order's
// state and books in a browser that is not signed in, never its address; the delivery mail's link says 'Delivered on
// {date}'; a damaged link says so and leads to the orders. axe finds nothing serious on the page.

import { apiPaths } from '@bookstore/contract/api-paths'
import { formatPrice } from '@bookstore/contract/money'
import { formatOrderNumber } from '@bookstore/contract/order-number'
import type { Order } from '@bookstore/contract/schemas/order'
import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { main, seriousAxeViolations } from './account-steps'
import { adminCall } from './admin-steps'
import { it } from './fixtures'
import { waitForMail, type Mail } from './mailbox'
import { orderDate, orderOneBook, SHIP_TO } from './order-steps'

/** The tracking link a mail carries. */
const trackingLink = (mail: Mail): string => {
  const link = mail.links.find((url) => new URL(url).pathname.startsWith('/track/'))
  if (!link) throw new Error(`no tracking link in '${mail.subject}'`)
  return link
}

/** The tracking page's headline: the state badge ('Placed', 'Delivered on …'). */
const stateBadge = (page: Page, name: string) => main(page).getByRole('heading', { level: 2, name })

describe('order mails and the tracking link', () => {
  it('confirms an order by mail; its link shows the order signed out, without the address', async ({
    shopperPage: page,
    shopper,
    newPage,
    adminToken,
  }) => {
    const { book, order } = await orderOneBook(page)

    const confirmation = await waitForMail({
      to: shopper.email,
      subject: new RegExp(`Your order ${formatOrderNumber(order.number)} is confirmed`),
    })
    expect(confirmation.text).toContain(book.title)
    expect(confirmation.text).toContain(formatPrice(order.totalPrice))
    expect(confirmation.text).toContain(`${SHIP_TO.name}, ${SHIP_TO.address.city}`)
    expect(confirmation.text).toContain(SHIP_TO.address.zipcode)

    // Opened where she reads her mail: a browser with no session of the store.
    const visitor = await newPage()
    await visitor.goto(trackingLink(confirmation))
    await stateBadge(visitor, 'Placed').waitFor()
    await main(visitor).getByText(book.title, { exact: true }).waitFor()
    await main(visitor)
      .getByText(`Placed on ${orderDate(order.placedAt)}`)
      .waitFor()
    expect(await main(visitor).getByText(formatPrice(order.totalPrice)).count()).toBeGreaterThan(0)
    const shown = (await main(visitor).textContent()) ?? ''
    for (const secret of [
      SHIP_TO.name,
      SHIP_TO.address.city,
      SHIP_TO.address.zipcode,
      SHIP_TO.phone,
      shopper.email,
    ]) {
      expect(shown).not.toContain(secret)
    }
    expect(await visitor.title()).toBe('Track Your Order | Bookstore')
    expect(await seriousAxeViolations(visitor)).toEqual([])

    // The shop delivers it: a second mail, whose link (like the first) now says so.
    const delivery = await adminCall<Order>(adminToken, 'POST', apiPaths.deliverOrder.href(order._id))
    expect(delivery.status).toBe(200)
    const deliveredAt = delivery.body?.deliveredAt ?? ''
    const delivered = await waitForMail({
      to: shopper.email,
      subject: new RegExp(`Your order ${formatOrderNumber(order.number)} was delivered`),
    })
    await visitor.goto(trackingLink(delivered))
    await stateBadge(visitor, `Delivered on ${orderDate(deliveredAt)}`).waitFor()
    expect(await seriousAxeViolations(visitor)).toEqual([])
  })

  it('says a damaged link is not valid and leads to the orders', async ({ page, allowPageErrors }) => {
    // The browser reports the API's 404 in its console.
    allowPageErrors(/status of 404/)
    await page.goto('/track/not-a-token.at-all')
    const alert = main(page).getByRole('alert')
    await alert.getByRole('heading', { name: 'This tracking link is not valid' }).waitFor()
    expect(await alert.getByRole('link', { name: 'Sign in to see your orders' }).getAttribute('href')).toBe(
      '/orders',
    )
    expect(await seriousAxeViolations(page)).toEqual([])
  })
})
