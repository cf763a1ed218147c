// The wishlist screen: its title; the empty state with a way to the books; signed out, the books this browser keeps
// (read one by one, a withdrawn one forgotten); signed in, her books from the server with price, stock, Add to Cart
// and Remove; loading and error states with Try again.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { getCartItems } from '@/shared/cart-store'
import { getLocalWishlist } from '@/shared/wishlist/local-wishlist'
import { bookDetail } from '@/testing/books-kit'
import { stubFetch } from '@/testing/fake-fetch'
import { renderScreen } from '@/testing/render-screen'
import { signedIn } from '@/testing/shopper-kit'
import { WISHLIST_PAGE_TEXTS, WishlistPage } from './wishlist-page'

vi.mock('@/shared/dialogs', () => import('@/testing/dialog-mocks'))

const signedOut = { 'GET /api/identity/get-session': () => ({ body: null }) }
const DUNE = bookDetail({
  _id: 'b-dune',
  title: 'Dune',
  author: 'Frank Herbert',
  newPrice: 9.5,
  oldPrice: 12,
})
const EMMA = bookDetail({ _id: 'b-emma', title: 'Emma', author: 'Jane Austen', stock: 0 })

const renderPage = () => renderScreen(<WishlistPage />, { path: '/wishlist' })
const rows = () =>
  within(screen.getByRole('list', { name: 'Books on your wishlist' })).getAllByRole('listitem')

describe('WishlistPage', () => {
  it('names the tab, and says the list is empty with a way to the books', async () => {
    stubFetch(signedOut)
    renderPage()
    expect(document.title).toBe('Wishlist | Bookstore')
    expect(screen.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeTruthy()
    expect(await screen.findByText(WISHLIST_PAGE_TEXTS.empty)).toBeTruthy()
    expect(screen.getByRole('link', { name: /Browse the books/ }).getAttribute('href')).toMatch(
      /^\/categories\//,
    )
  })

  it('signed out, shows the books this browser keeps and forgets one the shop withdrew', async () => {
    localStorage.setItem('wishlist', JSON.stringify(['b-emma', 'gone', 'b-dune']))
    stubFetch({
      ...signedOut,
      'GET /api/books/b-dune': () => ({ body: DUNE }),
      'GET /api/books/b-emma': () => ({ body: EMMA }),
    })
    renderPage()
    expect(await screen.findByRole('status')).toBeTruthy()
    await screen.findByRole('heading', { name: 'Emma' })
    expect(rows().map((row) => within(row).getByRole('heading').textContent)).toEqual(['Emma', 'Dune'])
    await waitFor(() => expect(getLocalWishlist()).toEqual(['b-emma', 'b-dune']))
    expect(screen.getByText(WISHLIST_PAGE_TEXTS.signedOut)).toBeTruthy()
    expect(screen.getByText('2 books')).toBeTruthy()
  })

  it('signed in, shows her books with author, prices, stock, Add to Cart and Remove', async () => {
    let onServer = [DUNE, EMMA]
    const requests = stubFetch({
      ...signedIn(),
      'GET /api/wishlist': () => ({ body: onServer }),
      'DELETE /api/wishlist/b-emma': () => {
        onServer = [DUNE]
        return { status: 204 }
      },
    })
    renderPage()
    const dune = within((await screen.findByRole('heading', { name: 'Dune' })).closest('li') as HTMLElement)
    expect(dune.getByRole('link', { name: 'Dune' }).getAttribute('href')).toBe('/books/b-dune')
    expect(dune.getByText('Frank Herbert')).toBeTruthy()
    expect(dune.getByText('$9.50')).toBeTruthy()
    expect(dune.getByText('$12.00').closest('s')).not.toBeNull()
    expect(dune.getByRole('meter', { name: 'Stock level' }).getAttribute('aria-valuetext')).toBe('3 in stock')
    fireEvent.click(dune.getByRole('button', { name: 'Add to Cart' }))
    expect(getCartItems().map((item) => item._id)).toEqual(['b-dune'])
    expect(screen.queryByText(WISHLIST_PAGE_TEXTS.signedOut)).toBeNull()

    const emma = within(screen.getByRole('heading', { name: 'Emma' }).closest('li') as HTMLElement)
    expect(emma.getByRole('button', { name: 'Add to Cart' }).hasAttribute('disabled')).toBe(true)
    fireEvent.click(emma.getByRole('button', { name: 'Remove Emma from wishlist' }))
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Emma' })).toBeNull())
    await waitFor(() => expect(requests.some((r) => r.method === 'DELETE')).toBe(true))
    expect(rows()).toHaveLength(1)
  })

  it('says when her list cannot be loaded, and Try again loads it', async () => {
    let fail = true
    stubFetch({
      ...signedIn(),
      'GET /api/wishlist': () =>
        fail ? { status: 500, body: { error: 'internal', message: 'Oops' } } : { body: [DUNE] },
    })
    renderPage()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(WISHLIST_PAGE_TEXTS.error)
    fail = false
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await screen.findByRole('heading', { name: 'Dune' })
  })
})
