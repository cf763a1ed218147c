// The real route table: unknown paths land on /404 inside the main layout; the dashboard has its own shell.
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { adminToken } from '@/testing/admin-kit'
import { stubFetch } from '@/testing/fake-fetch'
import { renderRoutes } from '@/testing/render-screen'
import { createQueryClient } from './query-client'
import { routes } from './router'

// The app's own query client (AppProviders holds one), with its retries and cache time.
const renderAt = (path: string) => renderRoutes(routes, { path, queryClient: createQueryClient() }).router

describe('routes', () => {
  it('redirects an unknown path to /404, in the main layout', async () => {
    const router = renderAt('/no/such/page')
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Oops! The page you are looking for does not exist.',
      }),
    ).toBeTruthy()
    expect(router.state.location.pathname).toBe('/404')
    expect(document.title).toBe('Page not found | Bookstore')
    expect(screen.getByRole('link', { name: 'Return to shopping' }).getAttribute('href')).toBe('/')
    expect(screen.getByRole('link', { name: 'Bookstore' }).getAttribute('href')).toBe('/')
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('#privacy')
    expect(document.getElementById('privacy')).not.toBeNull()
    expect(document.getElementById('terms')).not.toBeNull()
  })

  it('renders a dashboard screen inside the dashboard shell, without the shop header', async () => {
    stubFetch({
      'GET /api/admin': () => ({
        body: { totalBooks: 0, totalSales: 0, trendingBooks: 0, totalOrders: 0, monthlySales: [] },
      }),
      'GET /api/books/': () => ({ body: [] }),
    })
    localStorage.setItem('token', adminToken(3600))
    renderAt('/dashboard/manage-books')
    expect(await screen.findByRole('heading', { level: 2, name: 'Manage Books' })).toBeTruthy()
    // The screen names itself in the shell's heading (issue 27 item 5).
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Books' })).toBeTruthy()
    expect(document.title).toBe('Manage Books | Bookstore')
    expect(screen.getByText('Book Store Inventory')).toBeTruthy()
    expect(screen.getByText('Lecturer')).toBeTruthy()
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull()
  })

  it('sends a visitor without the admin token from the dashboard to the admin login', async () => {
    const router = renderAt('/dashboard/add-new-book')
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard Login' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/admin/')
  })

  it('shows the subscription success texts with its two ways on', async () => {
    renderAt('/subscribe-success')
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription Successful!' })).toBeTruthy()
    expect(document.title).toBe('Subscription Successful! | Bookstore')
    expect(
      screen.getByText('You will receive an email verifying your enrollment within 1 business day.'),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/')
    expect(screen.getByRole('link', { name: 'View Catalogue' }).getAttribute('href')).toBe('/categories/none')
  })
})
