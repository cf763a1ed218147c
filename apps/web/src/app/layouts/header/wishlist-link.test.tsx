// The header's wishlist link: leads to /wishlist and counts the books on the wishlist, signed out (the browser's
// list) and signed in (her list on the server); at sign-in it merges the browser's list into hers and clears it.
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { bookDetail } from '@/testing/books-kit'
import { stubFetch } from '@/testing/fake-fetch'
import { renderScreen } from '@/testing/render-screen'
import { signedIn } from '@/testing/shopper-kit'
import { WishlistLink } from './wishlist-link'

const signedOut = { 'GET /api/identity/get-session': () => ({ body: null }) }
const book = (id: string) => bookDetail({ _id: id, title: `Book ${id}` })

describe('WishlistLink', () => {
  it('links to /wishlist and counts the books this browser keeps, signed out', async () => {
    localStorage.setItem('wishlist', JSON.stringify(['a', 'b', 'c']))
    const requests = stubFetch(signedOut)
    renderScreen(<WishlistLink />)
    const link = await screen.findByRole('link', { name: 'Wishlist, 3 books' })
    expect(link.getAttribute('href')).toBe('/wishlist')
    expect(link.textContent).toBe('3')
    expect(requests.map((r) => r.path)).toEqual(['/api/identity/get-session'])
  })

  it('says 0 books without a badge when the list is empty, and 1 book in the singular', async () => {
    stubFetch(signedOut)
    renderScreen(<WishlistLink />)
    expect((await screen.findByRole('link', { name: 'Wishlist, 0 books' })).textContent).toBe('')
    localStorage.setItem('wishlist', JSON.stringify(['a']))
    window.dispatchEvent(new StorageEvent('storage', { key: 'wishlist' }))
    await screen.findByRole('link', { name: 'Wishlist, 1 book' })
  })

  it('counts her books on the server when signed in', async () => {
    stubFetch({ ...signedIn(), 'GET /api/wishlist': () => ({ body: [book('x'), book('y')] }) })
    renderScreen(<WishlistLink />)
    expect((await screen.findByRole('link', { name: 'Wishlist, 2 books' })).textContent).toBe('2')
  })

  it('merges the browser list into hers at sign-in, oldest first in chunks of 100, then clears it', async () => {
    // 150 ids, newest first: the oldest 50 go first, then the newest 100.
    const kept = Array.from({ length: 150 }, (_, i) => `k${i}`)
    localStorage.setItem('wishlist', JSON.stringify(kept))
    const merged: string[][] = []
    // Her list on the server: what was merged so far, on top of the one book she had.
    const requests = stubFetch({
      ...signedIn(),
      'GET /api/wishlist': () => ({ body: [...merged.flat().map(book), book('x')] }),
      'POST /api/wishlist/merge': (body) => {
        merged.push((body as { bookIds: string[] }).bookIds)
        return { body: [...merged.flat().map(book), book('x')] }
      },
    })
    renderScreen(<WishlistLink />)
    await screen.findByRole('link', { name: 'Wishlist, 151 books' })
    await waitFor(() => expect(localStorage.getItem('wishlist')).toBeNull())
    expect(merged).toEqual([kept.slice(100), kept.slice(0, 100)])
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(2)
    expect(screen.getByRole('link', { name: 'Wishlist, 151 books' })).toBeTruthy()
  })
})
