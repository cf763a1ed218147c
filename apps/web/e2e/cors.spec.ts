// CORS (issue 25) in Chromium: a page on another origin that the store lists in CORS_ORIGINS (global-setup.ts
// starts it, other-origin.ts) calls the store's API with credentials: it signs in, reads its session, keeps a
// wishlist with the cookie, pages a list by X-Total-Count and shows a cover. The same page reached as 127.0.0.1, an
// origin the store does not list, is stopped by the browser.
// Cookies: the store's session cookie is SameSite=Lax. localhost:A and localhost:B are different origins but the
// same SITE (a site ignores the port), so the browser sends a Lax cookie on these cross-origin fetches. A listed
// origin on another site (https://shop.example.com calling https://api.example.net) needs SameSite=None; Secure.

import { apiPaths, identityPaths, imageUrl } from '@bookstore/contract/api-paths'
import { describe, expect, inject } from 'vitest'
import { it } from './fixtures'

/** What the listed origin's page saw, step by step. */
interface CrossOriginVisit {
  signIn: number
  sessionEmail: string | null
  total: string | null
  listed: number
  wishlistPut: number
  wishlistIds: string[]
  coverLoaded: boolean
}

/** The store's addresses the page's script calls (it cannot import the contract: the paths are passed in). */
const storeUrls = () => {
  const store = inject('baseURL')
  return {
    signIn: new URL(identityPaths.signIn, store).href,
    session: new URL(identityPaths.session, store).href,
    books: new URL(apiPaths.books.href({ limit: 2 }), store).href,
    wishlist: new URL(apiPaths.wishlist.href(), store).href,
    wishlistBook: new URL(apiPaths.wishlistBook.href('BOOK_ID'), store).href,
    covers: new URL(imageUrl('COVER'), store).href,
  }
}

/** 127.0.0.1 for localhost: the same page, on an origin the store does not list. */
const unlistedTwin = (origin: string) => origin.replace('//localhost:', '//127.0.0.1:')

describe('CORS for listed origins', () => {
  it('a listed origin signs in, reads its session, keeps a wishlist and pages a list with the cookie', async ({
    newPage,
    signedOutShopper,
  }) => {
    const page = await newPage()
    await page.goto(inject('otherOrigin'))
    const visit = await page.evaluate(
      async ({ urls, email, password }): Promise<CrossOriginVisit> => {
        const withCookie: RequestInit = { credentials: 'include' }
        const signIn = await fetch(urls.signIn, {
          ...withCookie,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password }),
        })
        const session = (await (await fetch(urls.session, withCookie)).json()) as {
          user: { email: string }
        } | null
        const books = await fetch(urls.books, withCookie)
        const list = (await books.json()) as { _id: string; coverImage: string }[]
        const first = list[0]
        if (!first) throw new Error('The catalogue is empty')
        const wishlistPut = await fetch(urls.wishlistBook.replace('BOOK_ID', encodeURIComponent(first._id)), {
          ...withCookie,
          method: 'PUT',
        })
        const wishlist = (await (await fetch(urls.wishlist, withCookie)).json()) as { _id: string }[]
        const coverLoaded = await new Promise<boolean>((resolve) => {
          const image = new Image()
          image.onload = () => resolve(true)
          image.onerror = () => resolve(false)
          image.src = first.coverImage.startsWith('http')
            ? first.coverImage
            : urls.covers.replace('COVER', encodeURIComponent(first.coverImage))
        })
        return {
          signIn: signIn.status,
          sessionEmail: session?.user.email ?? null,
          total: books.headers.get('x-total-count'),
          listed: list.length,
          wishlistPut: wishlistPut.status,
          wishlistIds: wishlist.map((book) => book._id),
          coverLoaded,
        }
      },
      { urls: storeUrls(), email: signedOutShopper.email, password: signedOutShopper.password },
    )
    expect(visit.signIn).toBe(200)
    expect(visit.sessionEmail).toBe(signedOutShopper.email)
    expect(Number(visit.total)).toBeGreaterThan(visit.listed)
    expect(visit.listed).toBe(2)
    expect(visit.wishlistPut).toBe(204)
    expect(visit.wishlistIds).toHaveLength(1)
    expect(visit.coverLoaded).toBe(true)
  })

  it('the browser stops an origin the store does not list: no read, no sign-in', async ({
    newPage,
    signedOutShopper,
  }) => {
    const origin = unlistedTwin(inject('otherOrigin'))
    expect(origin).not.toBe(inject('otherOrigin'))
    const page = await newPage()
    await page.goto(origin)
    const outcome = await page.evaluate(
      async ({ urls, email, password }) => {
        const blocked = (request: Promise<Response>) =>
          request.then(
            (response) => `answered ${response.status}`,
            (error: unknown) => (error instanceof TypeError ? 'blocked' : String(error)),
          )
        return {
          read: await blocked(fetch(urls.books, { credentials: 'include' })),
          signIn: await blocked(
            fetch(urls.signIn, {
              credentials: 'include',
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ email, password }),
            }),
          ),
        }
      },
      { urls: storeUrls(), email: signedOutShopper.email, password: signedOutShopper.password },
    )
    expect(outcome).toEqual({ read: 'blocked', signIn: 'blocked' })
  })
})
