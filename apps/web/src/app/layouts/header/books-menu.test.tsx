// The Books dropdown opens and closes: on its button, on a choice, on Escape and on a click outside.
import { HEADER_CATEGORIES } from '@bookstore/contract/categories'
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectClosesOnEscapeAndClickOutside } from '@/testing/menu-kit'
import { renderRoutes } from '@/testing/render-screen'
import { BooksMenu } from './books-menu'

const renderMenu = () => {
  const { router } = renderRoutes([
    { path: '/', element: <BooksMenu /> },
    { path: '/categories/:genre', element: <BooksMenu /> },
  ])
  return { router, button: screen.getByRole('button', { name: 'Books' }) }
}

describe('BooksMenu', () => {
  it('lists the header categories only while open', () => {
    const { button } = renderMenu()
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('link', { name: 'All Books' })).toBeNull()

    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    const names = screen.getAllByRole('link').map((link) => link.textContent)
    expect(names).toEqual(HEADER_CATEGORIES.map((category) => category.name))
    expect(screen.getByRole('link', { name: 'All Books' }).getAttribute('href')).toBe('/categories/none')

    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('false')
  })

  it('closes and navigates when a category is chosen', async () => {
    const { router, button } = renderMenu()
    fireEvent.click(button)
    fireEvent.click(screen.getByRole('link', { name: 'Science Fiction' }))

    expect(router.state.location.pathname).toBe('/categories/science-fiction')
    const after = await screen.findByRole('button', { name: 'Books' })
    expect(after.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('link', { name: 'Science Fiction' })).toBeNull()
  })

  it('closes on Escape, giving focus back to its button, and on a click outside', () => {
    expectClosesOnEscapeAndClickOutside(renderMenu().button)
  })

  it('opens with the arrow keys and moves through the links', () => {
    const { button } = renderMenu()
    button.focus()
    fireEvent.keyDown(button, { key: 'ArrowDown' })
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(document.activeElement?.textContent).toBe('All Books')

    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' })
    expect(document.activeElement?.textContent).toBe('Horror')
  })
})
