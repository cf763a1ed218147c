// The dashboard's day (issue 17) from GET /api/admin/overview: sales and orders today and this month, books out of
// stock (linking to the filtered manage table), the month's best sellers, the latest orders with their state (each
// linking to its page), the low-stock books (each linking to its edit page); loading, empty and error states, and
// the spec's four cards unharmed when only the overview fails.
import { OVERVIEW_LOW_STOCK_COUNT_MAX, type AdminOverview } from '@bookstore/contract/schemas/admin-overview'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DRACULA, FRANKENSTEIN } from '@/testing/admin-kit'
import { stubFetch, type FakeAnswer, type Handler } from '@/testing/fake-fetch'
import { order } from '@/testing/orders-kit'
import { QUIET_OVERVIEW } from '@/testing/overview-kit'
import { renderScreen } from '@/testing/render-screen'
import { DashboardPage } from './dashboard-page'

afterEach(() => vi.restoreAllMocks())

const STATS = {
  totalBooks: 42,
  totalSales: 1234.5,
  trendingBooks: 7,
  totalOrders: 19,
  monthlySales: [{ month: '2025-03', revenue: 10, orders: 1 }],
}

const adminOrder = (n: number, fields: { delivered?: boolean; cancelled?: boolean; name: string }) => ({
  ...order({
    _id: `0b5a3a52-4c1e-4a0e-9d55-00000000000${n}`,
    number: 10040 + n,
    totalPrice: 10 * n + 0.5,
    name: fields.name,
    delivered: fields.delivered ?? false,
    status: fields.delivered ?? false,
    cancelled: fields.cancelled ?? false,
  }),
  shippedBy: null,
  deliveredBy: fields.delivered ? 'admin' : null,
  cancelledBy: fields.cancelled ? 'admin' : null,
})

const OVERVIEW: AdminOverview = {
  today: { revenue: 45.5, orders: 2 },
  month: { revenue: 1020.25, orders: 31 },
  topBooks: [
    { _id: FRANKENSTEIN._id, title: FRANKENSTEIN.title, coverImage: 'book-1.webp', units: 12, revenue: 114 },
    { _id: DRACULA._id, title: 'Dracula', coverImage: 'book-2.webp', units: 1, revenue: 15 },
  ],
  latestOrders: [
    adminOrder(1, { name: 'Ada Lovelace' }),
    adminOrder(2, { name: 'Grace Hopper', delivered: true }),
    adminOrder(3, { name: 'Alan Turing', cancelled: true }),
  ],
  outOfStock: 4,
  lowStockCount: 13,
  lowStock: [
    { _id: DRACULA._id, title: 'Dracula', coverImage: 'book-2.webp', stock: 1 },
    { _id: FRANKENSTEIN._id, title: FRANKENSTEIN.title, coverImage: 'book-1.webp', stock: 3 },
  ],
  ordersInTransit: 1,
  visitsLastDay: 17,
  customersByAverageOrder: [
    { uid: 'u-ada', name: 'Ada Lovelace', orders: 1, averageOrder: 10.5, accountDeleted: false },
  ],
}

const renderDashboard = (overview: Handler, stats: () => FakeAnswer = () => ({ body: STATS })) => {
  const requests = stubFetch({ 'GET /api/admin': stats, 'GET /api/admin/overview': overview })
  return { requests, ...renderScreen(<DashboardPage />, { path: '/dashboard' }) }
}

const figureOf = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).parentElement?.querySelector('dd')?.textContent
const card = (name: string) => screen.getByRole('region', { name })

describe('DashboardPage overview', () => {
  it("shows the day's and the month's sales and orders, and the books out of stock", async () => {
    const { requests } = renderDashboard(() => ({ body: OVERVIEW }))
    await waitFor(() => expect(figureOf('Sales today')).toBe('$45.50'))
    expect(figureOf('Orders today')).toBe('2')
    expect(figureOf('Sales this month')).toBe('$1020.25')
    expect(figureOf('Orders this month')).toBe('31')
    expect(figureOf('Books out of stock')).toBe('4')
    expect(screen.getByRole('link', { name: 'See the books out of stock' }).getAttribute('href')).toBe(
      '/dashboard/manage-books?stock=out',
    )
    // The spec's cards stay as they were.
    expect(figureOf('Products')).toBe('42')
    expect(requests.find((r) => r.path === '/api/admin/overview')?.method).toBe('GET')
  })

  it("lists the month's best sellers with copies and revenue", async () => {
    renderDashboard(() => ({ body: OVERVIEW }))
    const best = await screen.findByRole('region', { name: 'Best sellers this month' })
    const items = within(best).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'Frankenstein; or, The Mod...12 copies$114.00',
      'Dracula1 copy$15.00',
    ])
    expect(items[0]?.querySelector('img')?.getAttribute('src')).toContain('book-1.webp')
  })

  it('lists the latest orders with their state, each linking to its page', async () => {
    renderDashboard(() => ({ body: OVERVIEW }))
    const latest = await screen.findByRole('region', { name: 'Latest orders' })
    const rows = within(latest).getAllByRole('row').slice(1)
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent))).toEqual([
      ['#10041', 'March 5, 2025', 'Ada Lovelace', '$10.50', 'In transit'],
      ['#10042', 'March 5, 2025', 'Grace Hopper', '$20.50', 'Delivered'],
      ['#10043', 'March 5, 2025', 'Alan Turing', '$30.50', 'Cancelled'],
    ])
    expect(
      within(rows[1] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/dashboard/orders/0b5a3a52-4c1e-4a0e-9d55-000000000002')
    expect(within(latest).getByRole('link', { name: 'All orders' }).getAttribute('href')).toBe(
      '/dashboard/orders',
    )
  })

  it('lists the books low on stock, each with a link to edit it, and a link to all of them', async () => {
    renderDashboard(() => ({ body: OVERVIEW }))
    const low = await screen.findByRole('region', { name: 'Low stock' })
    expect(
      within(low)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Dracula1 leftEdit', 'Frankenstein; or, The Mod...3 leftEdit'])
    expect(within(low).getByRole('link', { name: 'Edit Dracula' }).getAttribute('href')).toBe(
      `/dashboard/edit-book/${DRACULA._id}`,
    )
    expect(within(low).getByRole('link', { name: 'All 13 low-stock books' }).getAttribute('href')).toBe(
      '/dashboard/manage-books?stock=low',
    )
  })

  it('says "1000+" when the low-stock books were counted up to the bound', async () => {
    renderDashboard(() => ({ body: { ...OVERVIEW, lowStockCount: OVERVIEW_LOW_STOCK_COUNT_MAX } }))
    const low = await screen.findByRole('region', { name: 'Low stock' })
    expect(within(low).getByRole('link', { name: 'All 1000+ low-stock books' })).toBeTruthy()
  })

  it('says when there is nothing to list yet', async () => {
    renderDashboard(() => ({ body: QUIET_OVERVIEW }))
    expect(await screen.findByText('No sales this month yet.')).toBeTruthy()
    expect(within(card('Latest orders')).getByText('No orders yet.')).toBeTruthy()
    expect(within(card('Low stock')).getByText('No book is below 20 copies.')).toBeTruthy()
    expect(figureOf('Sales today')).toBe('$0.00')
    expect(screen.queryByRole('link', { name: 'See the books out of stock' })).toBeNull()
  })

  it('says it is loading, then fails alone with Try again, which loads it again', async () => {
    let fail = true
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    renderDashboard(async () => {
      await held
      return fail ? { status: 500, body: { error: 'internal', message: 'x' } } : { body: OVERVIEW }
    })
    expect(screen.getByRole('status').textContent).toBe("Loading the day's figures...")
    release()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain("The day's figures could not be loaded.")
    await waitFor(() => expect(figureOf('Products')).toBe('42'))

    fail = false
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(figureOf('Sales today')).toBe('$45.50'))
  })

  it('shows the overview when the spec figures fail', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderDashboard(
      () => ({ body: OVERVIEW }),
      () => ({ status: 500, body: { error: 'internal', message: 'x' } }),
    )
    await waitFor(() => expect(figureOf('Orders this month')).toBe('31'))
    expect(figureOf('Products')).toBe('')
  })
})
