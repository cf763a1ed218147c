// The order detail screen (/orders/one-order/{id}): every item with cover and price, the total, where it ships,
// status and date, the way to the invoice; 'Order not found' for a 404 (another shopper's order answers so).
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { stubFetch } from '@/testing/fake-fetch'
import { line, order, ORDER_ID, session } from '@/testing/orders-kit'
import { renderScreen } from '@/testing/render-screen'
import { OrderPage } from './order-page'

const ORDER_PATH = `GET /api/orders/${ORDER_ID}`
const renderOrder = () =>
  renderScreen(<OrderPage />, { route: '/orders/one-order/:id', path: `/orders/one-order/${ORDER_ID}` })

describe('OrderPage', () => {
  it('shows a loading line while the order loads', async () => {
    stubFetch({ ...session, [ORDER_PATH]: () => new Promise(() => {}) })
    renderOrder()
    expect((await screen.findByRole('status')).textContent).toBe('Loading order...')
  })

  it('shows every item, the total, the shipping details, status and date', async () => {
    const lines = [line(1), line(2), line(3), line(4, { _id: null, title: 'Gone Book' })]
    stubFetch({ ...session, [ORDER_PATH]: () => ({ body: order({ productIds: lines, totalPrice: 50 }) }) })
    renderOrder()
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Details' })).toBeTruthy()
    expect(screen.getByText('Order #10042')).toBeTruthy()
    // The id stays in the URL (issue 37 item 7).
    expect(document.body.textContent).not.toContain(ORDER_ID)
    const items = screen.getAllByRole('listitem')
    expect(items).toHaveLength(4)
    expect(within(items[3] as HTMLElement).getByText('Gone Book')).toBeTruthy()
    expect(within(items[3] as HTMLElement).queryByRole('link')).toBeNull()
    expect(screen.getByRole('link', { name: 'Book number 1' }).getAttribute('href')).toBe('/books/book-1')
    expect(screen.getByRole('img', { name: 'Cover of Book number 2' }).getAttribute('src')).toBe(
      '/covers/cover-2.webp',
    )
    expect(within(items[2] as HTMLElement).getByText('$13.00')).toBeTruthy()
    expect(screen.getByText('$50.00')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'In Transit' })).toBeTruthy()
    expect(screen.getByText('March 5, 2025')).toBeTruthy()
    expect(screen.getByText('Ada Lovelace')).toBeTruthy()
    expect(screen.getByText('Springfield, IL 62704')).toBeTruthy()
    expect(screen.getByText('5550100')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'View invoice' }).getAttribute('href')).toBe(
      `/orders/invoice/${ORDER_ID}`,
    )
    expect(screen.getByRole('link', { name: 'Back to orders' }).getAttribute('href')).toBe('/orders')
  })

  it("says 'Delivered on {date}' once delivered", async () => {
    stubFetch({ ...session, [ORDER_PATH]: () => ({ body: order({ status: true, delivered: true }) }) })
    renderOrder()
    expect(await screen.findByRole('heading', { name: 'Delivered on March 5, 2025' })).toBeTruthy()
  })

  it("says 'Delivered on {date}' with the day the shop delivered it", async () => {
    const delivered = order({ status: true, delivered: true, deliveredAt: '2025-03-09T12:00:00.000Z' })
    stubFetch({ ...session, [ORDER_PATH]: () => ({ body: delivered }) })
    renderOrder()
    expect(await screen.findByRole('heading', { name: 'Delivered on March 9, 2025' })).toBeTruthy()
    expect(screen.getByText('Delivered')).toBeTruthy()
  })

  it("says 'Cancelled' for an order the shop cancelled, and when", async () => {
    const cancelled = order({ cancelled: true, cancelledAt: '2025-03-07T12:00:00.000Z' })
    stubFetch({ ...session, [ORDER_PATH]: () => ({ body: cancelled }) })
    renderOrder()
    expect(await screen.findByRole('heading', { name: 'Cancelled' })).toBeTruthy()
    expect(screen.getByText('March 7, 2025')).toBeTruthy()
    expect(screen.queryByText('In Transit')).toBeNull()
  })

  it("shows 'Order not found' when the API answers 404", async () => {
    stubFetch(session)
    renderOrder()
    expect(await screen.findByText('Order not found')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to your orders' }).getAttribute('href')).toBe('/orders')
  })

  it('offers a retry when the load failed otherwise', async () => {
    let calls = 0
    stubFetch({
      ...session,
      [ORDER_PATH]: () =>
        (calls += 1) === 1
          ? { status: 500, body: { error: 'internal', message: 'Internal Server Error' } }
          : { body: order() },
    })
    renderOrder()
    expect(await screen.findByText('The order could not be loaded.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Details' })).toBeTruthy()
  })
})
