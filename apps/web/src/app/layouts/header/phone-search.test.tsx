// The header's search on a phone (issue 27 item 1): the magnifier in the bar opens the search box on a row under it,
// focused; the box's own Escapes come first (it empties), a further one closes the row, as does its close button, and
// the focus goes back to the magnifier; a search closes it, and it and the phone menu are never open together.
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { stubFetch } from '@/testing/fake-fetch'
import { renderRoutes } from '@/testing/render-screen'
import { Header } from './header'

const renderHeader = () => {
  stubFetch({
    'GET /api/identity/get-session': () => ({ body: null }),
    'GET /api/books/suggest': () => ({ body: [] }),
  })
  // On every path, as the layout shows it: a search leads to another page under the same header.
  const { router } = renderRoutes([{ path: '*', element: <Header /> }])
  const button = screen.getByRole('button', { name: 'Search books' })
  const row = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement
  return { router, button, row }
}

const rowBox = (row: HTMLElement) => within(row).getByRole('combobox', { name: 'Search books' })

describe('the header search on a phone', () => {
  it('opens the search box under the bar, focused, from the magnifier', () => {
    const { button, row } = renderHeader()
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(row.hidden).toBe(true)
    expect(within(row).queryByRole('combobox', { hidden: true })).toBeNull()

    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(row.hidden).toBe(false)
    expect(document.activeElement).toBe(rowBox(row))
    // A second tap on the magnifier closes it again.
    fireEvent.click(button)
    expect(row.hidden).toBe(true)
  })

  it('empties the box on Escape, closes on a further one, and gives the focus back to the magnifier', () => {
    const { button, row } = renderHeader()
    fireEvent.click(button)
    const box = rowBox(row)
    fireEvent.change(box, { target: { value: 'dune' } })
    fireEvent.keyDown(box, { key: 'Escape' })
    expect((box as HTMLInputElement).value).toBe('')
    expect(row.hidden).toBe(false)
    fireEvent.keyDown(box, { key: 'Escape' })
    expect(row.hidden).toBe(true)
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(button)
  })

  it('closes with its close button, the focus back on the magnifier', () => {
    const { button, row } = renderHeader()
    fireEvent.click(button)
    fireEvent.click(within(row).getByRole('button', { name: 'Close search' }))
    expect(row.hidden).toBe(true)
    expect(document.activeElement).toBe(button)
  })

  it('searches the text typed and closes', () => {
    const { button, row, router } = renderHeader()
    fireEvent.click(button)
    const box = rowBox(row)
    fireEvent.change(box, { target: { value: 'frankenstein' } })
    fireEvent.submit(box.closest('form') as HTMLFormElement)
    expect(router.state.location.pathname).toBe('/search')
    expect(router.state.location.search).toBe('?q=frankenstein')
    expect(row.hidden).toBe(true)
  })

  it('is never open with the phone menu', () => {
    const { button, row } = renderHeader()
    const menuButton = screen.getByRole('button', { name: 'Open menu' })
    fireEvent.click(button)
    fireEvent.click(menuButton)
    expect(row.hidden).toBe(true)
    expect(menuButton.getAttribute('aria-expanded')).toBe('true')
    fireEvent.click(button)
    expect(row.hidden).toBe(false)
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false')
  })
})
