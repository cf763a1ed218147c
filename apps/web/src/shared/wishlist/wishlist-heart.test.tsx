// The wishlist heart: a toggle button named for what a press does, pressed (filled) when the book is on the list.
// Signed out it keeps the browser's list and never follows a link it sits on; signed in it shows the change at once,
// sends PUT or DELETE, and goes back (with a dialog) when the server refuses.
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { Link } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { WISHLIST_FULL_MESSAGE, WISHLIST_MAX_BOOKS } from '@bookstore/contract/schemas/wishlist'
import { queryKeys } from '@/shared/api/query-keys'
import { bookDetail } from '@/testing/books-kit'
import { dialogShown } from '@/testing/dialog-mocks'
import { stubFetch } from '@/testing/fake-fetch'
import { renderScreen } from '@/testing/render-screen'
import { ADA, signedIn } from '@/testing/shopper-kit'
import { getLocalWishlist } from './local-wishlist'
import { WISHLIST_DIALOG_TEXTS } from './use-toggle-wishlist'
import { WishlistHeart } from './wishlist-heart'

vi.mock('@/shared/dialogs', () => import('@/testing/dialog-mocks'))

const DUNE = { _id: 'b-dune', title: 'Dune' }
const signedOut = { 'GET /api/identity/get-session': () => ({ body: null }) }

const heart = (name: string) => screen.findByRole('button', { name })

describe('WishlistHeart, signed out', () => {
  it('keeps the book in the browser, pressed and filled, and takes it off again', async () => {
    stubFetch(signedOut)
    renderScreen(<WishlistHeart book={DUNE} />)
    const add = await heart('Add Dune to wishlist')
    await waitFor(() => expect(add.hasAttribute('disabled')).toBe(false))
    expect(add.getAttribute('aria-pressed')).toBe('false')
    expect(add.querySelector('svg')?.getAttribute('class')).not.toContain('fill-current')

    fireEvent.click(add)
    const remove = await heart('Remove Dune from wishlist')
    expect(remove.getAttribute('aria-pressed')).toBe('true')
    expect(remove.querySelector('svg')?.getAttribute('class')).toContain('fill-current')
    expect(getLocalWishlist()).toEqual(['b-dune'])
    expect(JSON.parse(localStorage.getItem('wishlist') ?? '[]')).toEqual(['b-dune'])

    fireEvent.click(remove)
    expect((await heart('Add Dune to wishlist')).getAttribute('aria-pressed')).toBe('false')
    expect(getLocalWishlist()).toEqual([])
  })

  it('does not follow the link it sits on', async () => {
    stubFetch(signedOut)
    const { router } = renderScreen(
      <Link to="/books/b-dune">
        <WishlistHeart book={DUNE} />
      </Link>,
    )
    const add = await heart('Add Dune to wishlist')
    await waitFor(() => expect(add.hasAttribute('disabled')).toBe(false))
    fireEvent.click(add)
    await heart('Remove Dune from wishlist')
    expect(router.state.location.pathname).toBe('/')
  })

  it(`says the list is full at ${WISHLIST_MAX_BOOKS} books and adds nothing`, async () => {
    stubFetch(signedOut)
    const full = Array.from({ length: WISHLIST_MAX_BOOKS }, (_, i) => `b-${i}`)
    localStorage.setItem('wishlist', JSON.stringify(full))
    renderScreen(<WishlistHeart book={DUNE} />)
    const add = await heart('Add Dune to wishlist')
    await waitFor(() => expect(add.hasAttribute('disabled')).toBe(false))
    fireEvent.click(add)
    await dialogShown({
      icon: 'warning',
      title: WISHLIST_DIALOG_TEXTS.fullTitle,
      text: WISHLIST_DIALOG_TEXTS.fullText,
    })
    expect(getLocalWishlist()).toHaveLength(WISHLIST_MAX_BOOKS)
    expect(add.getAttribute('aria-pressed')).toBe('false')
  })
})

describe('WishlistHeart, signed in', () => {
  it('shares one reading of her list with every heart of the page (issue 38 item 3)', async () => {
    const books = Array.from({ length: 24 }, (_, i) => ({ _id: `b-${i}`, title: `Book ${i}` }))
    const requests = stubFetch({
      ...signedIn(),
      'GET /api/wishlist': () => ({ body: [bookDetail(books[3] ?? DUNE)] }),
    })
    const { queryClient } = renderScreen(
      <>
        {books.map((book) => (
          <WishlistHeart key={book._id} book={book} />
        ))}
      </>,
    )
    expect((await heart('Remove Book 3 from wishlist')).getAttribute('aria-pressed')).toBe('true')
    expect((await heart('Add Book 4 to wishlist')).getAttribute('aria-pressed')).toBe('false')
    // One observer of the session and of her list for the whole page, not one per card.
    const observers = (queryKey: readonly unknown[]) =>
      queryClient.getQueryCache().find({ queryKey })?.getObserversCount()
    expect(observers(queryKeys.wishlist.mine(ADA.id))).toBe(1)
    expect(observers(queryKeys.identity.session())).toBe(1)
    expect(requests.filter((r) => r.path === '/api/wishlist')).toHaveLength(1)
  })

  it('asks for nothing on a screen that shows no wishlist', async () => {
    const requests = stubFetch(signedIn())
    renderScreen(<p>No hearts here</p>)
    await screen.findByText('No hearts here')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(requests).toEqual([])
  })

  it('fills at once, sends PUT, and stays filled once the server has it', async () => {
    let onServer = false
    let answerPut: () => void = () => {}
    const requests = stubFetch({
      ...signedIn(),
      'GET /api/wishlist': () => ({ body: onServer ? [bookDetail(DUNE)] : [] }),
      'PUT /api/wishlist/b-dune': () =>
        new Promise((resolve) => {
          answerPut = () => {
            onServer = true
            resolve({ status: 204 })
          }
        }),
    })
    renderScreen(<WishlistHeart book={DUNE} />)
    const add = await heart('Add Dune to wishlist')
    await waitFor(() => expect(add.hasAttribute('disabled')).toBe(false))
    fireEvent.click(add)
    // Before the server has answered.
    expect((await heart('Remove Dune from wishlist')).getAttribute('aria-pressed')).toBe('true')
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true))
    act(() => answerPut())
    await waitFor(() => expect(requests.filter((r) => r.path === '/api/wishlist')).toHaveLength(2))
    expect((await heart('Remove Dune from wishlist')).getAttribute('aria-pressed')).toBe('true')
    expect(getLocalWishlist()).toEqual([])
  })

  it('goes back and says why when the server refuses', async () => {
    stubFetch({
      ...signedIn(),
      'GET /api/wishlist': () => ({ body: [] }),
      'PUT /api/wishlist/b-dune': () => ({
        status: 409,
        body: { error: 'conflict', message: WISHLIST_FULL_MESSAGE },
      }),
    })
    renderScreen(<WishlistHeart book={DUNE} />)
    const add = await heart('Add Dune to wishlist')
    await waitFor(() => expect(add.hasAttribute('disabled')).toBe(false))
    fireEvent.click(add)
    await dialogShown({
      icon: 'error',
      title: WISHLIST_DIALOG_TEXTS.failedTitle,
      text: WISHLIST_FULL_MESSAGE,
    })
    expect((await heart('Add Dune to wishlist')).getAttribute('aria-pressed')).toBe('false')
  })

  it('sends DELETE for a book on her list', async () => {
    let onServer = true
    const requests = stubFetch({
      ...signedIn(),
      'GET /api/wishlist': () => ({ body: onServer ? [bookDetail(DUNE)] : [] }),
      'DELETE /api/wishlist/b-dune': () => {
        onServer = false
        return { status: 204 }
      },
    })
    renderScreen(<WishlistHeart book={DUNE} />)
    const remove = await heart('Remove Dune from wishlist')
    fireEvent.click(remove)
    expect((await heart('Add Dune to wishlist')).getAttribute('aria-pressed')).toBe('false')
    await waitFor(() => expect(requests.some((r) => r.method === 'DELETE')).toBe(true))
  })
})
