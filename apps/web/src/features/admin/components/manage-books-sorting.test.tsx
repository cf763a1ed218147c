// Manage Books sorted by a column head (issue 27 item 5): Book Title (A to Z), Price and Stock (each way) are buttons;
// a press asks GET /api/books/ for that order from page 1 with the filters kept, puts it in the URL (?sort=) and
// marks the head with aria-sort.
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { serveBookPages, shelfBooks } from '@/testing/book-pages'
import { stubFetch } from '@/testing/fake-fetch'
import { queriesOf } from '@/testing/list-kit'
import { renderScreen } from '@/testing/render-screen'
import { ManageBooksPage } from './manage-books-page'

vi.mock('@/shared/dialogs', () => import('@/testing/dialog-mocks'))

const LIST = 'GET /api/books/'
const head = (name: string) => screen.getByRole('columnheader', { name })

describe('ManageBooksPage sorting', () => {
  it('sorts by price, then stock, from page 1 with the stock filter kept', async () => {
    const requests = stubFetch({ [LIST]: serveBookPages(() => shelfBooks(60)) })
    const { router } = renderScreen(<ManageBooksPage />, {
      route: '/dashboard/manage-books',
      path: '/dashboard/manage-books?stock=low&page=2',
    })
    await screen.findByRole('table')
    for (const name of ['Book Title', 'Price', 'Stock'])
      expect(head(name).hasAttribute('aria-sort')).toBe(false)
    expect(head('Category').querySelector('button')).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Price' }))
    await waitFor(() => expect(router.state.location.search).toBe('?stock=low&sort=price-asc'))
    expect(head('Price').getAttribute('aria-sort')).toBe('ascending')
    fireEvent.click(screen.getByRole('button', { name: 'Price' }))
    await waitFor(() => expect(router.state.location.search).toBe('?stock=low&sort=price-desc'))
    expect(head('Price').getAttribute('aria-sort')).toBe('descending')

    fireEvent.click(screen.getByRole('button', { name: 'Stock' }))
    await waitFor(() => expect(router.state.location.search).toBe('?stock=low&sort=stock-asc'))
    expect(head('Stock').getAttribute('aria-sort')).toBe('ascending')
    expect(head('Price').hasAttribute('aria-sort')).toBe(false)
    await waitFor(() =>
      expect(queriesOf(requests, LIST).at(-1)).toEqual({
        stock: 'low',
        sort: 'stock-asc',
        limit: '24',
        offset: '0',
      }),
    )

    fireEvent.click(screen.getByRole('button', { name: 'Book Title' }))
    await waitFor(() => expect(router.state.location.search).toBe('?stock=low&sort=title'))
    expect(head('Book Title').getAttribute('aria-sort')).toBe('ascending')
  })
})
