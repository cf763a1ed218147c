// One order in the dashboard (issue 17), named by its number once loaded ('Order #10042'): everything the shopper gave,
// every line (a deleted book's line too), the total, when it was placed and its state; 'Mark as delivered' and 'Cancel
// order' (each after a confirmation) show the new state and refresh the admin's lists; a 409 or a failure is said; loading,
// not-found and error states.
import type { AdminOrder } from '@bookstore/contract/schemas/admin-orders'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { queryKeys } from '@/shared/api/query-keys'
import { confirmCancelOrder, confirmDeliverOrder } from '@/features/admin-orders/admin-orders-dialogs'
import { DashboardHeadingContext } from '@/shared/dashboard-screen'
import { stubFetch, type RecordedRequest } from '@/testing/fake-fetch'
import { failingRoute } from '@/testing/list-kit'
import { line, order, ORDER_ID, SHOPPER_DETAILS_TEXTS } from '@/testing/orders-kit'
import { renderScreen } from '@/testing/render-screen'
import { AdminOrderPage } from './admin-order-page'

vi.mock('@/features/admin-orders/admin-orders-dialogs', () => ({
  confirmCancelOrder: vi.fn(),
  confirmDeliverOrder: vi.fn(),
}))

const ORDER = `GET /api/admin/orders/${ORDER_ID}`
const DELIVER = `POST /api/admin/orders/${ORDER_ID}/deliver`
const CANCEL = `POST /api/admin/orders/${ORDER_ID}/cancel`
const DAY = /March \d+, 2025, \d\d:\d\d/

const adminOrder = (overrides: Partial<AdminOrder> = {}): AdminOrder => ({
  ...order(),
  shippedBy: null,
  deliveredBy: null,
  cancelledBy: null,
  ...overrides,
})
const delivered = adminOrder({
  delivered: true,
  status: true,
  deliveredAt: '2025-03-07T12:00:00.000Z',
  deliveredBy: 'admin',
})
const cancelled = adminOrder({
  cancelled: true,
  cancelledAt: '2025-03-08T12:00:00.000Z',
  cancelledBy: 'admin',
})

/** The names the screen gave the dashboard shell's heading, in order (null: the shell's own). */
let headings: (string | null)[] = []
const renderOrder = (state?: unknown) =>
  renderScreen(
    <DashboardHeadingContext value={(name) => headings.push(name)}>
      <AdminOrderPage />
    </DashboardHeadingContext>,
    {
      route: '/dashboard/orders/:id',
      path: `/dashboard/orders/${ORDER_ID}`,
      state,
      others: ['/dashboard/orders', '/dashboard/edit-book/:id'],
    },
  )

const stateSection = () => screen.getByRole('region', { name: 'State' })
const posts = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'POST')

beforeEach(() => {
  headings = []
  localStorage.setItem('token', 'h.p.s')
  vi.mocked(confirmCancelOrder).mockReset()
  // Unless a test says otherwise, the admin confirms the delivery.
  vi.mocked(confirmDeliverOrder).mockReset().mockResolvedValue(true)
})
afterEach(() => vi.restoreAllMocks())

describe('AdminOrderPage', () => {
  it('shows a loading line while the order loads', async () => {
    stubFetch({ [ORDER]: () => new Promise(() => {}) })
    renderOrder()
    expect((await screen.findByRole('status')).textContent).toBe('Loading...')
  })

  it('shows everything the shopper gave, every line, the total, when it was placed and its state', async () => {
    const lines = [line(1), line(2, { _id: null, title: 'A deleted book' })]
    const requests = stubFetch({
      [ORDER]: () => ({ body: adminOrder({ productIds: lines, totalPrice: 23 }) }),
    })
    renderOrder()
    const customer = await screen.findByRole('region', { name: 'Customer' })
    for (const text of SHOPPER_DETAILS_TEXTS) expect(within(customer).getByText(text)).toBeTruthy()
    expect(within(customer).getByText(DAY)).toBeTruthy()
    const items = within(screen.getByRole('region', { name: 'Items (2)' }))
    expect(items.getByRole('link', { name: 'Book number 1' }).getAttribute('href')).toBe(
      '/dashboard/edit-book/book-1',
    )
    expect(items.getByText('$11.00')).toBeTruthy()
    expect(items.getByText('A deleted book')).toBeTruthy()
    expect(items.getByText('This book has since been deleted.')).toBeTruthy()
    expect(items.getByText('$23.00')).toBeTruthy()
    expect(within(stateSection()).getByText('In transit')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Mark as delivered' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeTruthy()
    expect(requests[0]?.authorization).toBe('Bearer h.p.s')
  })

  it("names itself 'Order' while the order loads, then by its number: 'Order #10042', heading and tab", async () => {
    let answer: (body: AdminOrder) => void = () => undefined
    stubFetch({ [ORDER]: () => new Promise((resolve) => (answer = (body) => resolve({ body }))) })
    renderOrder()
    await screen.findByRole('status')
    expect(headings.at(-1)).toBe('Order')
    expect(document.title).toBe('Order | Bookstore')
    answer(adminOrder({ number: 10042 }))
    expect(await screen.findByRole('heading', { level: 2, name: 'Order #10042' })).toBeTruthy()
    expect(headings.at(-1)).toBe('Order #10042')
    expect(document.title).toBe('Order #10042 | Bookstore')
  })

  it('says when and by whom a delivered order was delivered, without the buttons', async () => {
    stubFetch({ [ORDER]: () => ({ body: delivered }) })
    renderOrder()
    const state = await screen.findByRole('region', { name: 'State' })
    expect(within(state).getByText(/^Delivered on March 7, 2025, \d\d:\d\d by admin$/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Mark as delivered' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull()
  })

  it('says when and by whom a cancelled order was cancelled, without the buttons', async () => {
    stubFetch({ [ORDER]: () => ({ body: cancelled }) })
    renderOrder()
    const state = await screen.findByRole('region', { name: 'State' })
    expect(within(state).getByText(/^Cancelled on March 8, 2025, \d\d:\d\d by admin$/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Mark as delivered' })).toBeNull()
  })

  it('marks the order delivered, shows the new state and refreshes the admin lists and figures', async () => {
    // The server keeps the new state: the page's refetch after the change reads it.
    let current = adminOrder()
    const requests = stubFetch({
      [ORDER]: () => ({ body: current }),
      [DELIVER]: () => {
        current = delivered
        return { body: current }
      },
    })
    const { queryClient } = renderOrder()
    const list = queryKeys.admin.orders.page({ limit: 20, offset: 0 })
    queryClient.setQueryData(list, { items: [], offset: 0, total: 0, hasNext: false })
    queryClient.setQueryData(queryKeys.admin.stats(), { totalBooks: 1 })
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as delivered' }))
    expect(await within(stateSection()).findByText(/^Delivered on March 7, 2025/)).toBeTruthy()
    expect(within(stateSection()).getByText('Delivered')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull()
    expect(posts(requests).map((r) => `${r.method} ${r.path}`)).toEqual([DELIVER])
    expect(queryClient.getQueryState(list)?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(queryKeys.admin.stats())?.isInvalidated).toBe(true)
  })

  // Both mail the shopper and cannot be undone, so each asks first.
  it.each([
    [
      'marks the order delivered',
      'Mark as delivered',
      confirmDeliverOrder,
      DELIVER,
      delivered,
      /^Delivered on March 7/,
    ],
    ['cancels', 'Cancel order', confirmCancelOrder, CANCEL, cancelled, /^Cancelled on March 8, 2025/],
  ] as const)('%s only after the admin confirms, then shows the new state', async (...test) => {
    const [_what, button, confirm, route, answered, stateText] = test
    // The server keeps the new state: the page's refetch after the change reads it.
    let current = adminOrder()
    const requests = stubFetch({
      [ORDER]: () => ({ body: current }),
      [route]: () => {
        current = answered
        return { body: current }
      },
    })
    renderOrder()
    vi.mocked(confirm).mockResolvedValueOnce(false)
    fireEvent.click(await screen.findByRole('button', { name: button }))
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1))
    expect(posts(requests)).toEqual([])
    expect(within(stateSection()).getByText('In transit')).toBeTruthy()

    vi.mocked(confirm).mockResolvedValueOnce(true)
    fireEvent.click(screen.getByRole('button', { name: button }))
    expect(await within(stateSection()).findByText(stateText)).toBeTruthy()
    expect(posts(requests).map((r) => `${r.method} ${r.path}`)).toEqual([route])
    expect(screen.queryByRole('button', { name: 'Mark as delivered' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull()
  })

  it('says a cancelled order cannot be delivered when the API answers 409', async () => {
    stubFetch({
      [ORDER]: () => ({ body: adminOrder() }),
      [DELIVER]: () => ({ status: 409, body: { error: 'conflict', message: 'Order is cancelled' } }),
    })
    renderOrder()
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as delivered' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This order was cancelled, so it cannot be marked as delivered.',
    )
  })

  it('says a delivered order cannot be cancelled when the API answers 409', async () => {
    vi.mocked(confirmCancelOrder).mockResolvedValue(true)
    stubFetch({
      [ORDER]: () => ({ body: adminOrder() }),
      [CANCEL]: () => ({ status: 409, body: { error: 'conflict', message: 'Order is delivered' } }),
    })
    renderOrder()
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This order was delivered, so it cannot be cancelled.',
    )
  })

  it('says the order could not be updated when the server cannot be reached', async () => {
    stubFetch({
      [ORDER]: () => ({ body: adminOrder() }),
      [DELIVER]: () => Promise.reject(new TypeError('offline')),
    })
    renderOrder()
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as delivered' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The order could not be updated. Please try again.',
    )
    expect(screen.getByRole('button', { name: 'Mark as delivered' })).toBeTruthy()
  })

  it("says 'Order not found' when the API answers 404", async () => {
    stubFetch({})
    renderOrder()
    expect((await screen.findByRole('alert')).textContent).toBe('Order not found')
    expect(screen.getByRole('link', { name: 'Back to orders' }).getAttribute('href')).toBe(
      '/dashboard/orders',
    )
  })

  it('leads back to the list as it was when opened from it', async () => {
    stubFetch({ [ORDER]: () => ({ body: adminOrder() }) })
    renderOrder({ ordersSearch: '?status=in-transit&page=2' })
    expect((await screen.findByRole('link', { name: 'Back to orders' })).getAttribute('href')).toBe(
      '/dashboard/orders?status=in-transit&page=2',
    )
  })

  it('says the order could not be loaded, and Try again asks again', async () => {
    const route = failingRoute(
      { status: 500, body: { error: 'internal', message: 'Internal Server Error' } },
      () => ({ body: adminOrder() }),
    )
    stubFetch({ [ORDER]: route.handler })
    renderOrder()
    expect((await screen.findByRole('alert')).textContent).toContain('The order could not be loaded.')
    route.recover()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('button', { name: 'Mark as delivered' })).toBeTruthy()
  })
})
