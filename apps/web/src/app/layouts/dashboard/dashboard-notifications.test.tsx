// The dashboard header's bell (issue 27 item 4): the orders placed since the admin last opened it and still in transit
// (a badge counts them) and the books running low, each linking to its page; opening the list marks the orders seen
// (issue 37 item 7), for good: a reload does not bring them back.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { adminToken, DRACULA } from '@/testing/admin-kit'
import { stubFetch } from '@/testing/fake-fetch'
import { order } from '@/testing/orders-kit'
import { QUIET_OVERVIEW } from '@/testing/overview-kit'
import { renderScreen } from '@/testing/render-screen'
import { DashboardLayout } from './dashboard-layout'
import { notificationsSeen } from './dashboard-notifications'

afterEach(() => vi.restoreAllMocks())
beforeEach(() => localStorage.clear())

const STATS = { totalBooks: 0, totalSales: 0, trendingBooks: 0, totalOrders: 0, monthlySales: [] }
const placed = (
  at: string,
  n: number,
  name: string,
  handled: { delivered?: true; cancelled?: true } = {},
) => ({
  ...order({
    _id: `0b5a3a52-4c1e-4a0e-9d55-00000000000${n}`,
    name,
    placedAt: at,
    number: 10000 + n,
    ...handled,
  }),
  shippedBy: null,
  deliveredBy: null,
  cancelledBy: null,
})

/** The dashboard with the overview's latest orders `latestOrders`. */
const renderDashboard = (latestOrders: ReturnType<typeof placed>[]) => {
  localStorage.setItem('token', adminToken())
  stubFetch({
    'GET /api/admin': () => ({ body: STATS }),
    'GET /api/admin/overview': () => ({ body: { ...QUIET_OVERVIEW, latestOrders } }),
  })
  return renderScreen(<DashboardLayout />, { path: '/dashboard', outlet: <p>Index</p> })
}

describe('the notifications bell', () => {
  it('lists the orders since it was last opened and the books running low; Escape closes it', async () => {
    localStorage.setItem('token', adminToken())
    notificationsSeen.set(Date.parse('2026-01-02T00:00:00Z'))
    stubFetch({
      'GET /api/admin': () => ({ body: STATS }),
      'GET /api/admin/overview': () => ({
        body: {
          ...QUIET_OVERVIEW,
          latestOrders: [
            placed('2026-01-03T10:00:00Z', 2, 'Grace Hopper'),
            placed('2026-01-01T10:00:00Z', 1, 'Ada Lovelace'),
          ],
          lowStock: [{ _id: DRACULA._id, title: 'Dracula', coverImage: 'd.webp', stock: 2 }],
        },
      }),
    })
    renderScreen(<DashboardLayout />, { path: '/dashboard', outlet: <p>Index</p> })
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 new' })
    expect(bell.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(bell)
    const panel = screen.getByRole('region', { name: 'Notifications' })
    expect(
      within(panel)
        .getByRole('link', { name: /#10002 · Grace Hopper/ })
        .getAttribute('href'),
    ).toBe('/dashboard/orders/0b5a3a52-4c1e-4a0e-9d55-000000000002')
    expect(within(panel).queryByText(/Ada Lovelace/)).toBeNull()
    expect(within(panel).getByRole('link', { name: 'Dracula · 2 left' }).getAttribute('href')).toBe(
      `/dashboard/edit-book/${DRACULA._id}`,
    )
    fireEvent.keyDown(document, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull())
    // Seen: the badge is gone, the bell has the focus back.
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBe(document.activeElement)
    expect(notificationsSeen.get()).toBe(Date.parse('2026-01-03T10:00:00Z'))
  })

  it('marks what it lists seen as it opens, while the open list still shows it; a reload keeps it seen', async () => {
    notificationsSeen.set(Date.parse('2026-01-02T00:00:00Z'))
    const { view } = renderDashboard([placed('2026-01-03T10:00:00Z', 2, 'Grace Hopper')])
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 new' }))
    const panel = screen.getByRole('region', { name: 'Notifications' })
    expect(within(panel).getByRole('link', { name: /#10002 · Grace Hopper/ })).toBeTruthy()
    // Seen already, though the list is still open: the badge is gone.
    expect(notificationsSeen.get()).toBe(Date.parse('2026-01-03T10:00:00Z'))
    expect(screen.getByRole('button', { name: 'Notifications' }).getAttribute('aria-expanded')).toBe('true')

    // The admin leaves without closing it (a reload, another tab): the order is not new any more.
    view.unmount()
    renderDashboard([placed('2026-01-03T10:00:00Z', 2, 'Grace Hopper')])
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }))
    expect(screen.getByText('No new order since you last looked.')).toBeTruthy()
  })

  it('leaves delivered and cancelled orders out: they are handled, not new', async () => {
    notificationsSeen.set(Date.parse('2026-01-02T00:00:00Z'))
    renderDashboard([
      placed('2026-01-05T10:00:00Z', 3, 'Mary Shelley', { delivered: true }),
      placed('2026-01-04T10:00:00Z', 2, 'Grace Hopper', { cancelled: true }),
      placed('2026-01-03T10:00:00Z', 1, 'Ada Lovelace'),
    ])
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 new' }))
    const panel = screen.getByRole('region', { name: 'Notifications' })
    expect(within(panel).getByRole('link', { name: /#10001 · Ada Lovelace/ })).toBeTruthy()
    expect(within(panel).queryByText(/Mary Shelley|Grace Hopper/)).toBeNull()
  })
})
