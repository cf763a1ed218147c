// Dashboard index (spec §2, §8): the four figures from GET /api/admin, the monthly revenue of the last 12 months
// labelled by month, and empty cards (the failure only logged) when the figures cannot be read; the day's overview
// (issue 17, dashboard-overview.test.tsx) answers a quiet day here; the spec's sample cards show the store's own
// figures from it (issue 27).
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { stubFetch, type FakeAnswer } from '@/testing/fake-fetch'
import { QUIET_OVERVIEW } from '@/testing/overview-kit'
import { renderScreen } from '@/testing/render-screen'
import { DashboardPage } from './dashboard-page'

afterEach(() => vi.restoreAllMocks())

const months = ['2024-12', ...Array.from({ length: 11 }, (_, i) => `2025-${String(i + 1).padStart(2, '0')}`)]
const STATS = {
  totalBooks: 42,
  totalSales: 1234.5,
  trendingBooks: 7,
  totalOrders: 19,
  monthlySales: months.map((month, i) => ({ month, revenue: i === 11 ? 99.95 : i * 10, orders: i })),
}

/** GET /api/admin answered by `stats`, and the overview by a quiet day (or `overview`). */
const serveStats = (stats: () => FakeAnswer, overview: () => FakeAnswer = () => ({ body: QUIET_OVERVIEW })) =>
  stubFetch({ 'GET /api/admin': stats, 'GET /api/admin/overview': overview })

const figureOf = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).parentElement?.querySelector('dd')

describe('DashboardPage', () => {
  it('shows the real figures in the four cards', async () => {
    serveStats(() => ({ body: STATS }))
    renderScreen(<DashboardPage />, { path: '/dashboard' })
    await waitFor(() => expect(figureOf('Products')?.textContent).toBe('42'))
    expect(figureOf('Total Sales')?.textContent).toBe('$1234.50')
    expect(figureOf('Trending Books in This Month')?.textContent).toBe('7 (13%)')
    expect(figureOf('Total Orders')?.textContent).toBe('19')
    expect(screen.getByRole('heading', { name: 'Orders left' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Website visits (last day)' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Users by average order' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Students by type of studying' })).toBeTruthy()
    // The day's overview sits beside them.
    await waitFor(() => expect(figureOf('Sales today')?.textContent).toBe('$0.00'))
  })

  it("fills the spec's sample cards from the store: orders in transit, the day's visits, customers by average order", async () => {
    serveStats(
      () => ({ body: STATS }),
      () => ({
        body: {
          ...QUIET_OVERVIEW,
          ordersInTransit: 2,
          visitsLastDay: 1234,
          customersByAverageOrder: [
            { uid: 'u-cy', name: 'cy', orders: 1, averageOrder: 60, accountDeleted: false },
            { uid: 'u-bob', name: 'Bob Stone', orders: 2, averageOrder: 30, accountDeleted: false },
            { uid: 'u-jane', name: 'Jane Reader', orders: 2, averageOrder: 9.49, accountDeleted: true },
          ],
        },
      }),
    )
    renderScreen(<DashboardPage />, { path: '/dashboard' })
    const card = (name: string) => screen.getByRole('region', { name })
    await waitFor(() => expect(within(card('Orders left')).getByText('02')).toBeTruthy())
    expect(within(card('Website visits (last day)')).getByText('1,234')).toBeTruthy()
    // None of the spec's sample content is left.
    expect(screen.queryByText('139')).toBeNull()
    expect(screen.queryByText('Annette Watson')).toBeNull()
    const users = within(card('Users by average order')).getAllByRole('listitem')
    expect(users.map((li) => li.textContent)).toEqual([
      'Ccy1 order$60.00',
      'BBob Stone2 orders$30.00',
      'JJane Reader2 orders · account deleted$9.49',
    ])
    expect(
      within(card('Users by average order')).getByRole('link', { name: 'Bob Stone' }).getAttribute('href'),
    ).toBe('/dashboard/customers/u-bob')
    // A deleted account has no customer page to link to.
    expect(within(card('Users by average order')).queryByRole('link', { name: 'Jane Reader' })).toBeNull()
  })

  it('says why the list is empty: cancelled orders are not counted (issue 37)', async () => {
    serveStats(
      () => ({ body: STATS }),
      () => ({ body: QUIET_OVERVIEW }),
    )
    renderScreen(<DashboardPage />, { path: '/dashboard' })
    const card = await screen.findByRole('region', { name: 'Users by average order' })
    await waitFor(() =>
      expect(
        within(card).getByText('No orders to average yet: cancelled orders are not counted.'),
      ).toBeTruthy(),
    )
    expect(within(card).queryByText('No orders yet.')).toBeNull()
  })

  it('says so in the cards when the overview cannot be read, and lists no customer before any order', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    serveStats(
      () => ({ body: STATS }),
      () => ({ status: 500, body: { error: 'internal', message: 'No' } }),
    )
    renderScreen(<DashboardPage />, { path: '/dashboard' })
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'Orders left' })).getByText('—')).toBeTruthy(),
    )
    expect(
      within(screen.getByRole('region', { name: 'Users by average order' })).getByText(
        'Could not be loaded.',
      ),
    ).toBeTruthy()
  })

  it('charts the revenue of each month, oldest first, labelled Jan-Dec', async () => {
    serveStats(() => ({ body: STATS }))
    renderScreen(<DashboardPage />, { path: '/dashboard' })
    const table = await screen.findByRole('table', { name: 'Revenue and orders per month' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.textContent)).toEqual([
      'Dec 2024$0.000',
      'Jan 2025$10.001',
      'Feb 2025$20.002',
      'Mar 2025$30.003',
      'Apr 2025$40.004',
      'May 2025$50.005',
      'Jun 2025$60.006',
      'Jul 2025$70.007',
      'Aug 2025$80.008',
      'Sep 2025$90.009',
      'Oct 2025$100.0010',
      'Nov 2025$99.9511',
    ])
    expect(screen.queryByText('No sales in the last 12 months.')).toBeNull()
  })

  it('says when there were no sales at all', async () => {
    const quiet = { ...STATS, monthlySales: STATS.monthlySales.map((m) => ({ ...m, revenue: 0, orders: 0 })) }
    serveStats(() => ({ body: quiet }))
    renderScreen(<DashboardPage />, { path: '/dashboard' })
    expect(await screen.findByText('No sales in the last 12 months.')).toBeTruthy()
  })

  it('logs a failure and leaves the cards empty', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    serveStats(() => ({ status: 500, body: { error: 'internal', message: 'x' } }))
    renderScreen(<DashboardPage />, { path: '/dashboard' })
    await waitFor(() => expect(logged).toHaveBeenCalled())
    expect(figureOf('Products')?.textContent).toBe('')
    expect(figureOf('Total Sales')?.textContent).toBe('')
    expect(figureOf('Total Orders')?.textContent).toBe('')
    expect(screen.queryByRole('table')).toBeNull()
    // The overview is a query of its own: it still shows.
    await waitFor(() => expect(figureOf('Orders this month')?.textContent).toBe('0'))
  })
})
