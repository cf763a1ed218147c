// Manage Books (spec §2, §4, §8): #, Book Title, Category, Price and the row's Edit link and Delete button; a
// deletion says 'Book deleted successfully!' and the list refetches; a failure says so.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { showDialog } from '@/shared/dialogs'
import { BOOKS, DRACULA, FRANKENSTEIN } from '@/testing/admin-kit'
import { stubFetch } from '@/testing/fake-fetch'
import { renderScreen } from '@/testing/render-screen'
import { ManageBooksPage } from './manage-books-page'

vi.mock('@/shared/dialogs', () => import('@/testing/dialog-mocks'))

afterEach(() => vi.restoreAllMocks())

const renderManage = () => renderScreen(<ManageBooksPage />, { path: '/dashboard/manage-books' })
const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('td, th')].map((cell) => cell.textContent)

describe('ManageBooksPage', () => {
  it('lists every book with its number, short title, category, price and actions', async () => {
    stubFetch({ 'GET /api/books/': () => ({ body: BOOKS }) })
    renderManage()
    const table = await screen.findByRole('table')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['#', 'Book Title', 'Category', 'Price', 'Actions'])
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.length).toBe(3)
    expect(cellsOf(rows[0] as HTMLElement)).toEqual([
      '1',
      'Frankenstein; or, The Mod...',
      'horror',
      '$9.50',
      'EditDelete',
    ])
    expect(cellsOf(rows[1] as HTMLElement).slice(0, 4)).toEqual(['2', 'Dracula', 'mystery', '$15.00'])
    expect(screen.getByRole('link', { name: `Edit ${FRANKENSTEIN.title}` }).getAttribute('href')).toBe(
      `/dashboard/edit-book/${FRANKENSTEIN._id}`,
    )
    // 'See all' does nothing (spec §2).
    fireEvent.click(screen.getByRole('button', { name: 'See all' }))
    expect(screen.getAllByRole('row').length).toBe(4)
  })

  it('deletes a book, says so and refetches the list', async () => {
    let listed = BOOKS
    const requests = stubFetch({
      'GET /api/books/': () => ({ body: listed }),
      [`DELETE /api/books/${DRACULA._id}`]: () => {
        listed = BOOKS.filter((b) => b._id !== DRACULA._id)
        return { body: { message: 'Book deleted' } }
      },
    })
    renderManage()
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Dracula' }))
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete Dracula' })).toBeNull())
    expect(showDialog).toHaveBeenCalledExactlyOnceWith({
      title: 'Book deleted successfully!',
      icon: 'success',
    })
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/books/',
      `DELETE /api/books/${DRACULA._id}`,
      'GET /api/books/',
    ])
    expect(screen.getAllByRole('row').length).toBe(3)
  })

  it("says 'Failed to delete book. Please try again.' and keeps the row when the deletion fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    stubFetch({
      'GET /api/books/': () => ({ body: BOOKS }),
      [`DELETE /api/books/${DRACULA._id}`]: () => ({
        status: 500,
        body: { error: 'internal', message: 'x' },
      }),
    })
    renderManage()
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Dracula' }))
    await waitFor(() =>
      expect(showDialog).toHaveBeenCalledExactlyOnceWith({
        title: 'Failed to delete book. Please try again.',
        icon: 'error',
      }),
    )
    expect(screen.getByRole('button', { name: 'Delete Dracula' })).toBeTruthy()
  })
})
