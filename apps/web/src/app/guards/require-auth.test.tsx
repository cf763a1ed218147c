// The user guard (spec §6): Loading... until the session check answers, visitors to /login with the page they
// asked for, signed-in shoppers through.
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { stubFetch } from '@/testing/fake-fetch'
import { renderScreen } from '@/testing/render-screen'
import { RequireAuth } from './require-auth'

const renderGuarded = (path: string) =>
  renderScreen(<RequireAuth />, {
    path,
    route: '/orders',
    outlet: <h1>Orders screen</h1>,
    others: { '/login': 'Login screen' },
  }).router

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
