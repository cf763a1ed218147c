// The dashboard header's bell (issue 27 item 4): the orders placed since the admin last opened it (a badge counts
// them) and the books running low, each linking to its page; closing the list marks the orders seen.
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
const placed = (at: string, n: number, name: string) => ({
  ...order({ _id: `0b5a3a52-4c1e-4a0e-9d55-00000000000${n}`, name, placedAt: at, number: 10000 + n }),
  deliveredBy: null,
  cancelledBy: null,
})

describe('the notifications bell', () => {
  it('lists the orders since it was last opened and the books running low; closing marks them seen', async () => {
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
    expect(notificationsSeen.get()).toBeGreaterThan(Date.parse('2026-01-03T10:00:00Z'))
  })
})
