// The header's session-dependent parts (issue 38 item 3): Register and Login for a visitor, View My Orders and the
// avatar menu when signed in, and the session's answer renders only them again, not the rest of the header (the
// Books menu stands here for the search box and the mobile menu, which render with it).
import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { stubFetch } from '@/testing/fake-fetch'
import { renderRoutes } from '@/testing/render-screen'
import { ADA } from '@/testing/shopper-kit'
import { Header } from './header'

const booksMenuRenders = vi.hoisted(() => ({ count: 0 }))
vi.mock('./books-menu', () => ({
  BooksMenu: () => {
    booksMenuRenders.count += 1
    return <span>Books</span>
  },
}))

const renderHeader = (session: unknown) => {
  stubFetch({
    'GET /api/identity/get-session': () => ({ body: session }),
    'GET /api/books/suggest': () => ({ body: [] }),
  })
  renderRoutes([{ path: '*', element: <Header /> }])
}

beforeEach(() => {
  booksMenuRenders.count = 0
})

describe('the header once the session is known', () => {
  it('shows Register and Login to a visitor, without rendering the rest of the header again', async () => {
    renderHeader(null)
    const account = await screen.findByRole('navigation', { name: 'Account' })
    expect(account.textContent).toBe('RegisterLogin')
    expect(screen.queryByRole('link', { name: 'View My Orders' })).toBeNull()
    expect(booksMenuRenders.count).toBe(1)
  })

  it('shows View My Orders and the avatar menu when signed in, without rendering the rest of the header again', async () => {
    renderHeader({ user: ADA })
    expect(await screen.findByRole('link', { name: 'View My Orders' })).toBeTruthy()
    expect(screen.queryByRole('navigation', { name: 'Account' })).toBeNull()
    expect(screen.getAllByRole('button', { name: /account menu/i }).length).toBeGreaterThan(0)
    expect(booksMenuRenders.count).toBe(1)
  })
})
