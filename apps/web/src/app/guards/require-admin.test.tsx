// The admin guard (spec §4, §6): no token → /admin/; an expired token (at load, or when its exp passes) → removed,
// the expiry dialog, /; a token the server refuses → removed, /admin; a valid one lets the dashboard through.
import { useMutation } from '@tanstack/react-query'
import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { api } from '@/shared/api/client'
import { showDialog } from '@/shared/dialogs'
import { adminToken } from '@/testing/admin-kit'
import { stubFetch, type FakeAnswer } from '@/testing/fake-fetch'
import { renderScreen } from '@/testing/render-screen'
import { RequireAdmin } from './require-admin'

vi.mock('@/shared/dialogs', () => import('@/testing/dialog-mocks'))

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const STATS = { totalBooks: 1, totalSales: 0, trendingBooks: 0, totalOrders: 0, monthlySales: [] }
const refused = (status: number): FakeAnswer => ({
  status,
  body: { error: status === 401 ? 'unauthorized' : 'forbidden', message: 'Refused' },
})

/** A screen whose one protected call (a deletion) the server may refuse. */
function Screen() {
  const remove = useMutation({ mutationFn: () => api.delete('/api/books/b1', { parse: (d: unknown) => d }) })
  return (
    <>
      <h1>Dashboard screen</h1>
      <button type="button" onClick={() => remove.mutate()}>
        Delete
      </button>
    </>
  )
}

const renderGuarded = () =>
  renderScreen(
    <RequireAdmin>
      <Screen />
    </RequireAdmin>,
    { path: '/dashboard', others: { '/admin': 'Admin login screen', '/': 'Home screen' } },
  ).router

const expiryDialog = { title: 'Token has been expired! Please login again', icon: 'warning' }

describe('RequireAdmin', () => {
  it('sends a visitor without a token to /admin/, asking the server nothing', async () => {
    const requests = stubFetch({})
    const router = renderGuarded()
    expect(await screen.findByRole('heading', { name: 'Admin login screen' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/admin/')
    expect(requests).toEqual([])
    expect(showDialog).not.toHaveBeenCalled()
  })

  it('lets an admin with a valid token through, the server agreeing', async () => {
    const requests = stubFetch({ 'GET /api/admin': () => ({ body: STATS }) })
    localStorage.setItem('token', adminToken(3600))
    const router = renderGuarded()
    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeTruthy()
    await vi.waitFor(() => expect(requests.map((r) => r.path)).toEqual(['/api/admin']))
    expect(router.state.location.pathname).toBe('/dashboard')
    expect(showDialog).not.toHaveBeenCalled()
  })

  it('treats a token already expired at page load as expiring: removed, the dialog, then /', async () => {
    const requests = stubFetch({ 'GET /api/admin': () => ({ body: STATS }) })
    localStorage.setItem('token', adminToken(-5))
    const router = renderGuarded()
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/')
    expect(localStorage.getItem('token')).toBeNull()
    expect(showDialog).toHaveBeenCalledExactlyOnceWith(expiryDialog)
    expect(requests).toEqual([])
  })

  it("ends the visit when the token's hour is up", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    stubFetch({ 'GET /api/admin': () => ({ body: STATS }) })
    localStorage.setItem('token', adminToken(3600))
    const router = renderGuarded()
    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeTruthy()

    await act(() => vi.advanceTimersByTimeAsync(3_590_000))
    expect(localStorage.getItem('token')).not.toBeNull()
    expect(showDialog).not.toHaveBeenCalled()

    await act(() => vi.advanceTimersByTimeAsync(11_000))
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/')
    expect(localStorage.getItem('token')).toBeNull()
    expect(showDialog).toHaveBeenCalledExactlyOnceWith(expiryDialog)
  })

  it.each([401, 403])(
    'removes a token the server answers %i to on entry and goes to /admin',
    async (status) => {
      vi.spyOn(console, 'error').mockImplementation(() => {})
      stubFetch({ 'GET /api/admin': () => refused(status) })
      localStorage.setItem('token', adminToken(3600))
      const router = renderGuarded()
      expect(await screen.findByRole('heading', { name: 'Admin login screen' })).toBeTruthy()
      expect(router.state.location.pathname).toBe('/admin')
      expect(localStorage.getItem('token')).toBeNull()
      expect(showDialog).not.toHaveBeenCalled()
    },
  )

  it('removes the token when a later call is refused', async () => {
    stubFetch({ 'GET /api/admin': () => ({ body: STATS }), 'DELETE /api/books/b1': () => refused(401) })
    localStorage.setItem('token', adminToken(3600))
    const router = renderGuarded()
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }))
    expect(await screen.findByRole('heading', { name: 'Admin login screen' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/admin')
    expect(localStorage.getItem('token')).toBeNull()
  })
})
