// The user guard (spec §6): Loading... until the session check answers, visitors to /login with the page they
// asked for, signed-in shoppers through.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { stubFetch } from '../../testing/fake-fetch'
import { RequireAuth } from './require-auth'

afterEach(() => vi.unstubAllGlobals())

const renderGuarded = (path: string) => {
  const router = createMemoryRouter(
    [
      { element: <RequireAuth />, children: [{ path: '/orders', element: <h1>Orders screen</h1> }] },
      { path: '/login', element: <h1>Login screen</h1> },
    ],
    { initialEntries: [path] },
  )
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

describe('RequireAuth', () => {
  it('shows Loading... while the session check is under way', () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}))
    renderGuarded('/orders')
    expect(screen.getByRole('status').textContent).toBe('Loading...')
  })

  it('sends a visitor to /login in place of the page, remembering it', async () => {
    stubFetch({ 'GET /api/identity/get-session': () => ({ body: null }) })
    const router = renderGuarded('/orders?page=2#latest')
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeTruthy()
    expect(router.state.location.state).toEqual({ from: '/orders?page=2#latest' })
    expect(router.state.historyAction).toBe('REPLACE')
  })

  it('lets a signed-in shopper through', async () => {
    stubFetch({
      'GET /api/identity/get-session': () => ({
        body: { session: { id: 's' }, user: { id: 'u1', email: 'a@example.org', name: 'a', username: 'a' } },
      }),
    })
    renderGuarded('/orders')
    expect(await screen.findByRole('heading', { name: 'Orders screen' })).toBeTruthy()
  })
})
