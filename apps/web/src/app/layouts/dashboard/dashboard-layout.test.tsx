// The dashboard shell (spec §2 "Dashboard shell"): navigation, header, title and buttons around the screen, and
// log-out, which has the server revoke the admin token, then removes it and goes to /admin (issue 6), whatever the
// server answered.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { adminToken, DASHBOARD_NAV_LINKS, linksOf } from '@/testing/admin-kit'
import { stubFetch } from '@/testing/fake-fetch'
import { renderScreen } from '@/testing/render-screen'
import { useDashboardScreen } from '@/shared/dashboard-screen'
import { DashboardLayout } from './dashboard-layout'

// The guard checks the token with the server on entry.
const stats = {
  'GET /api/admin': () => ({
    body: { totalBooks: 0, totalSales: 0, trendingBooks: 0, totalOrders: 0, monthlySales: [] },
  }),
}

beforeEach(() => {
  stubFetch(stats)
})

const renderShell = () =>
  renderScreen(<DashboardLayout />, {
    path: '/dashboard',
    outlet: <h2>Index screen</h2>,
    others: { '/admin': 'Admin login screen' },
  }).router

describe('DashboardLayout', () => {
  it('frames the screen with the navigation, header, title and buttons', async () => {
    localStorage.setItem('token', adminToken())
    renderShell()
    expect(await screen.findByRole('heading', { level: 2, name: 'Index screen' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy()
    expect(screen.getByText('Book Store Inventory')).toBeTruthy()
    const nav = screen.getByRole('navigation', { name: 'Dashboard' })
    expect(linksOf(nav)).toEqual(DASHBOARD_NAV_LINKS)
    const main = screen.getByRole('main')
    expect(within(main).getByRole('link', { name: 'Manage Books' }).getAttribute('href')).toBe(
      '/dashboard/manage-books',
    )
    expect(within(main).getByRole('link', { name: 'Add New Book' }).getAttribute('href')).toBe(
      '/dashboard/add-new-book',
    )
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeTruthy()
    expect(screen.getByText('Lecturer')).toBeTruthy()
    expect(screen.getByRole('img', { name: /^Portrait of / })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy()
  })

  it("heads a screen with its own name above 'Book Store Inventory', and the tab with it", async () => {
    localStorage.setItem('token', adminToken())
    function OrdersScreen() {
      useDashboardScreen('Orders')
      return <p>The orders</p>
    }
    renderScreen(<DashboardLayout />, { path: '/dashboard', outlet: <OrdersScreen /> })
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeTruthy()
    expect(screen.queryByRole('heading', { level: 1, name: 'Dashboard' })).toBeNull()
    expect(screen.getByText('Book Store Inventory')).toBeTruthy()
    expect(document.title).toBe('Orders | Bookstore')
  })

  it('logs out: the server revokes the token it is sent, then the token is removed and the admin login opens', async () => {
    const token = adminToken()
    localStorage.setItem('token', token)
    let storedAtRevocation: string | null = null
    const requests = stubFetch({
      ...stats,
      'POST /api/auth/admin/logout': () => {
        storedAtRevocation = localStorage.getItem('token')
        return { status: 204 }
      },
    })
    const router = renderShell()
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }))
    expect(await screen.findByRole('heading', { name: 'Admin login screen' })).toBeTruthy()
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'))
    expect(localStorage.getItem('token')).toBeNull()
    expect(requests.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/auth/admin/logout', body: undefined, authorization: `Bearer ${token}` },
    ])
    expect(storedAtRevocation).toBe(token)
  })

  it.each([
    [
      'refuses it (a token expired meanwhile)',
      () => ({ status: 401, body: { error: 'unauthorized', message: 'No' } }),
    ],
    ['cannot be reached', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('still removes the token and opens the admin login when the server %s', async (_case, answer) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    localStorage.setItem('token', adminToken())
    const requests = stubFetch({ ...stats, 'POST /api/auth/admin/logout': answer })
    const router = renderShell()
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }))
    expect(await screen.findByRole('heading', { name: 'Admin login screen' })).toBeTruthy()
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'))
    expect(localStorage.getItem('token')).toBeNull()
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual(['/api/auth/admin/logout'])
    expect(logged).toHaveBeenCalledOnce()
    logged.mockRestore()
  })
})
