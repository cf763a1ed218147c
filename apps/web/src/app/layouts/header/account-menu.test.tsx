// The avatar menu (spec §2): the account links and Logout; toggles, closes on a choice, Escape and a click
// outside, and the arrow keys move through it. Initials stand in for a missing photo.
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { AuthUser } from '@/shared/auth/auth-user'
import { expectClosesOnEscapeAndClickOutside } from '@/testing/menu-kit'
import { renderRoutes } from '@/testing/render-screen'
import { AccountMenu } from './account-menu'

const ada: AuthUser = { displayName: 'ada lovelace', photoURL: null, email: 'ada@example.org', uid: 'u1' }

const renderMenu = (user = ada) => {
  const onLogout = vi.fn()
  const { router } = renderRoutes([{ path: '*', element: <AccountMenu user={user} onLogout={onLogout} /> }])
  return { router, onLogout, button: screen.getByRole('button', { name: 'Account menu' }) }
}

describe('AccountMenu', () => {
  it('shows the initials, and opens on its button with the user, the links and Logout', () => {
    const { button } = renderMenu()
    expect(button.textContent).toBe('AL')
    expect(screen.queryByRole('link', { name: 'My Profile' })).toBeNull()

    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByText('ada@example.org')).toBeTruthy()
    const links = screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])
    expect(links).toEqual([
      ['My Profile', '/profile'],
      ['Orders', '/orders'],
      ['Cart Page', '/cart'],
      ['Check Out', '/checkout'],
    ])
    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('false')
  })

  it('shows the photo when there is one', () => {
    const { button } = renderMenu({ ...ada, photoURL: 'https://example.org/ada.png' })
    expect(button.querySelector('img')?.getAttribute('src')).toBe('https://example.org/ada.png')
  })

  it('closes on a choice, on Escape (focus back on its button) and on a click outside', async () => {
    const { router, button } = renderMenu()
    fireEvent.click(button)
    fireEvent.click(screen.getByRole('link', { name: 'Check Out' }))
    expect(router.state.location.pathname).toBe('/checkout')
    expect((await screen.findByRole('button', { name: 'Account menu' })).getAttribute('aria-expanded')).toBe(
      'false',
    )

    expectClosesOnEscapeAndClickOutside(button)
  })

  it('moves through the items with the arrow keys, and Logout closes the menu and logs out', () => {
    const { button, onLogout } = renderMenu()
    button.focus()
    fireEvent.keyDown(button, { key: 'ArrowDown' })
    expect(document.activeElement?.textContent).toBe('My Profile')
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' })
    expect(document.activeElement?.textContent).toBe('Logout')

    fireEvent.click(screen.getByRole('button', { name: 'Logout' }))
    expect(onLogout).toHaveBeenCalledOnce()
    expect(button.getAttribute('aria-expanded')).toBe('false')
  })
})
