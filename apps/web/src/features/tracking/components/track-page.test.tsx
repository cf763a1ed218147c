// The tracking link's page (/track/{token}, issue 24 item 3), signed out: loading, the order's state as a badge with
// its date, when it was placed, every book with cover and price, the total, and no address; an expired link and one
// that names no order each say so and lead to the orders; any other failure offers a retry.
import type { OrderTracking } from '@bookstore/contract/schemas/order-tracking'
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { stubFetch, type FakeAnswer } from '@/testing/fake-fetch'
import { renderScreen } from '@/testing/render-screen'
import { TrackPage } from './track-page'

const TOKEN = 'AAECAwQFBgcICQoLDA0ODxAREhMUFQ.c2lnbmF0dXJlLW9mLXRoZS10cmFja2luZy10b2tlbg'
const TRACK_PATH = `GET /api/track/${TOKEN}`

const tracking = (overrides: Partial<OrderTracking> = {}): OrderTracking => ({
  state: 'placed',
  // Noon UTC: the same calendar day in every time zone the tests may run in.
  placedAt: '2025-03-05T12:00:00.000Z',
  deliveredAt: null,
  cancelledAt: null,
  lines: [
    { title: 'Harbour Lights', coverImage: 'cover-1.webp', price: 12.5 },
    { title: 'Small Hours', coverImage: 'cover-2.webp', price: 7.25 },
  ],
  totalPrice: 19.75,
  shipment: null,
  ...overrides,
})

const renderTrack = (answer: () => FakeAnswer | Promise<FakeAnswer>) => {
  const requests = stubFetch({ [TRACK_PATH]: answer })
  renderScreen(<TrackPage />, { route: '/track/:token', path: `/track/${TOKEN}` })
  return requests
}

describe('TrackPage', () => {
  it('shows a loading line while the order loads', async () => {
    renderTrack(() => new Promise(() => {}))
    expect((await screen.findByRole('status')).textContent).toBe('Loading your order...')
    expect(document.title).toBe('Track Your Order | Bookstore')
  })

  it('shows a placed order: its state, date, books with covers and prices, the total, without a session', async () => {
    const requests = renderTrack(() => ({ body: tracking() }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Order' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'Placed' })).toBeTruthy()
    expect(screen.getByText('Placed on March 5, 2025')).toBeTruthy()
    const items = screen.getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(within(items[0] as HTMLElement).getByText('Harbour Lights')).toBeTruthy()
    expect(within(items[0] as HTMLElement).getByText('$12.50')).toBeTruthy()
    expect(within(items[1] as HTMLElement).getByText('$7.25')).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Cover of Small Hours' }).getAttribute('src')).toBe(
      '/covers/cover-2.webp',
    )
    expect(screen.getByText('$19.75')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'See your orders' }).getAttribute('href')).toBe('/orders')
    // Only the tracking answer was asked for: the page needs no session.
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([TRACK_PATH])
  })

  it("says 'Delivered on {date}' once delivered", async () => {
    renderTrack(() => ({ body: tracking({ state: 'delivered', deliveredAt: '2025-03-09T12:00:00.000Z' }) }))
    expect(await screen.findByRole('heading', { level: 2, name: 'Delivered on March 9, 2025' })).toBeTruthy()
    expect(screen.getByText('Your order was delivered. Happy reading!')).toBeTruthy()
  })

  it("says 'Cancelled on {date}' for an order the shop cancelled", async () => {
    renderTrack(() => ({ body: tracking({ state: 'cancelled', cancelledAt: '2025-03-07T12:00:00.000Z' }) }))
    expect(await screen.findByRole('heading', { level: 2, name: 'Cancelled on March 7, 2025' })).toBeTruthy()
    expect(screen.getByText('The shop cancelled this order: it will not be sent.')).toBeTruthy()
  })

  it('says an expired link expired, and leads to the orders behind sign-in', async () => {
    renderTrack(() => ({
      status: 410,
      body: { error: 'expired', message: 'This tracking link has expired.' },
    }))
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading', { name: 'This tracking link has expired' })).toBeTruthy()
    expect(within(alert).getByText(/Sign in to see this order/)).toBeTruthy()
    expect(within(alert).getByRole('link', { name: 'Sign in to see your orders' }).getAttribute('href')).toBe(
      '/orders',
    )
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })

  it('says a link that names no order is not valid', async () => {
    renderTrack(() => ({ status: 404, body: { error: 'not_found', message: 'Not found' } }))
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading', { name: 'This tracking link is not valid' })).toBeTruthy()
    expect(within(alert).getByRole('link', { name: 'Sign in to see your orders' })).toBeTruthy()
  })

  it('offers a retry when the load failed otherwise', async () => {
    let calls = 0
    renderTrack(() =>
      (calls += 1) === 1
        ? { status: 500, body: { error: 'internal', message: 'Internal Server Error' } }
        : { body: tracking() },
    )
    expect(await screen.findByText('Your order could not be loaded.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { level: 2, name: 'Placed' })).toBeTruthy()
  })
})
