// The dashboard's Menu on a phone (issue 27 item 3): the top bar's button opens the side navigation's links under it,
// and a choice, Escape (focus back on the button) or the button again closes it.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { adminToken, DASHBOARD_NAV_LINKS, linksOf } from '@/testing/admin-kit'
import { stubFetch } from '@/testing/fake-fetch'
import { renderScreen } from '@/testing/render-screen'
import { DashboardLayout } from './dashboard-layout'

beforeEach(() => {
  stubFetch({
    'GET /api/admin': () => ({
      body: { totalBooks: 0, totalSales: 0, trendingBooks: 0, totalOrders: 0, monthlySales: [] },
    }),
  })
  localStorage.setItem('token', adminToken())
})

const renderShell = () =>
  renderScreen(<DashboardLayout />, {
    path: '/dashboard',
    outlet: <h2>Index screen</h2>,
    others: { '/dashboard/orders': 'Orders screen', '/dashboard/customers': 'Customers screen' },
  }).router

/** The Menu button and the panel it controls (null while closed). */
async function menu() {
  const button = await screen.findByRole('button', { name: 'Menu' })
  const panel = () => document.getElementById(button.getAttribute('aria-controls') ?? '')
  return { button, panel }
}

describe('DashboardMenu', () => {
  it('opens the dashboard links under the top bar and closes on a choice, which it follows', async () => {
    const router = renderShell()
    const { button, panel } = await menu()
    // In the top bar, before the search, and only below md (the rail's breakpoint).
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Menu' })).toBe(button)
    expect(button.className).toContain('md:hidden')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(panel()).toBeNull()

    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    const opened = panel()
    if (!opened) throw new Error('the menu did not open')
    const nav = within(opened).getByRole('navigation', { name: 'Dashboard' })
    expect(linksOf(nav)).toEqual(DASHBOARD_NAV_LINKS)
    expect(within(opened).getByRole('link', { name: 'Bookstore home' }).getAttribute('href')).toBe('/')

    fireEvent.click(within(nav).getByRole('link', { name: 'Orders' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/orders'))
    expect(await screen.findByRole('heading', { name: 'Orders screen' })).toBeTruthy()
  })

  it('closes on its button and on Escape, which gives the focus back to it', async () => {
    renderShell()
    const { button, panel } = await menu()
    fireEvent.click(button)
    expect(panel()).not.toBeNull()
    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(panel()).toBeNull()

    fireEvent.click(button)
    const link = within(panel() ?? document.body).getByRole('link', { name: 'Customers' })
    link.focus()
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(panel()).toBeNull()
    expect(document.activeElement).toBe(button)
  })

  it('leaves the side rail to md and up', async () => {
    renderShell()
    await menu()
    const rail = screen.getByRole('complementary')
    expect(rail.className).toMatch(/(^| )hidden( |$)/)
    expect(rail.className).toContain('md:flex')
  })
})
