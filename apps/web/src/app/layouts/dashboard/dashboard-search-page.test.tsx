// The dashboard header's search (issue 27 item 4): Enter in the box opens /dashboard/search?q=, which lists the first
// books, orders and customers holding the text from their own lists' APIs, each with a link to the whole list
// searched the same way, its own empty and failure states; too short a text searches nothing.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { adminToken, DRACULA } from '@/testing/admin-kit'
import { stubFetch } from '@/testing/fake-fetch'
import { order } from '@/testing/orders-kit'
import { renderRoutes } from '@/testing/render-screen'
import { DashboardLayout } from './dashboard-layout'
import { DashboardSearchPage } from './dashboard-search-page'

afterEach(() => vi.restoreAllMocks())

const STATS = { totalBooks: 0, totalSales: 0, trendingBooks: 0, totalOrders: 0, monthlySales: [] }
describe('the dashboard search', () => {
  it('searches books, orders and customers from the header box', async () => {
    localStorage.setItem('token', adminToken())
    const requests = stubFetch({
      'GET /api/admin': () => ({ body: STATS }),
      'GET /api/books/': () => ({ body: [DRACULA], headers: { 'X-Total-Count': '1' } }),
      'GET /api/admin/orders': () => ({
        body: [{ ...order({ name: 'Ada Lovelace' }), shippedBy: null, deliveredBy: null, cancelledBy: null }],
        headers: { 'X-Total-Count': '1' },
      }),
      'GET /api/admin/customers': () => ({ body: [], headers: { 'X-Total-Count': '0' } }),
    })
    const { router } = renderRoutes(
      [
        {
          path: '/dashboard',
          element: <DashboardLayout />,
          children: [
            { index: true, element: <p>Index</p> },
            { path: 'search', element: <DashboardSearchPage /> },
          ],
        },
      ],
      { path: '/dashboard' },
    )
    const box = await screen.findByRole('searchbox', { name: 'Search' })
    fireEvent.change(box, { target: { value: '  lovelace ' } })
    const form = box.closest('form')
    if (!form) throw new Error('the search box has no form')
    fireEvent.submit(form)
    await waitFor(() => expect(router.state.location.search).toBe('?q=lovelace'))
    expect(router.state.location.pathname).toBe('/dashboard/search')
    const books = await screen.findByRole('region', { name: 'Books' })
    expect(await within(books).findByRole('link', { name: DRACULA.title })).toBeTruthy()
    expect(within(books).getByRole('link', { name: 'See all 1' }).getAttribute('href')).toBe(
      '/dashboard/manage-books?q=lovelace',
    )
    const orders = screen.getByRole('region', { name: 'Orders' })
    expect(await within(orders).findByText(/Ada Lovelace/)).toBeTruthy()
    expect(
      within(screen.getByRole('region', { name: 'Customers' })).getByText('No customer matches.'),
    ).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1, name: 'Search: “lovelace”' })).toBeTruthy()
    expect(
      requests
        .filter((r) => r.query?.q === 'lovelace')
        .map((r) => r.path)
        .sort(),
    ).toEqual(['/api/admin/customers', '/api/admin/orders', '/api/books/'])
  })

  it('searches nothing for a text too short, and says each part found nothing or failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const requests = stubFetch({
      'GET /api/books/': () => ({ body: [], headers: { 'X-Total-Count': '0' } }),
      'GET /api/admin/orders': () => ({ status: 500, body: { error: 'internal', message: 'No' } }),
      'GET /api/admin/customers': () => ({ body: [], headers: { 'X-Total-Count': '0' } }),
    })
    const short = renderRoutes([{ path: '/dashboard/search', element: <DashboardSearchPage /> }], {
      path: '/dashboard/search?q=ab',
    })
    expect(screen.getByText(/Type at least 3 characters/)).toBeTruthy()
    expect(requests).toEqual([])
    short.view.unmount()
    renderRoutes([{ path: '/dashboard/search', element: <DashboardSearchPage /> }], {
      path: '/dashboard/search?q=nobody',
    })
    expect(
      await within(screen.getByRole('region', { name: 'Books' })).findByText('No book matches.'),
    ).toBeTruthy()
    expect(
      await within(screen.getByRole('region', { name: 'Orders' })).findByText(
        'The orders could not be searched.',
      ),
    ).toBeTruthy()
  })
})
