// CORS for CORS_ORIGINS (issue 25): a listed origin's page reads the API with the shopper's cookie (its Origin echoed,
// credentials allowed, the paging headers exposed), its preflights are answered 204, and its cookie writes and
// sign-ins pass the Origin checks; any other origin gets nothing new (no CORS headers, preflight 404, writes 403).
// Covers are cross-origin resources only when origins are listed. A second app with none listed is the store as it
// was: same-origin only.

import { beforeAll, describe, expect, it } from 'vitest'
import { apiPaths, COVERS_PREFIX, identityPaths } from '@bookstore/contract/api-paths'
import { cookieHeader, insertBook, signUpBuyer, type TestBuyer } from '@/testing/factories'
import { TEST_PUBLIC_URL, useTestApp } from '@/testing/test-app'
import { CORS_MAX_AGE_SECONDS } from './cors'

const LISTED = 'http://localhost:5173'
const UNLISTED = 'https://evil.example'
const COVER = 'cors-cover.webp'

const t = useTestApp({ corsOrigins: [LISTED, 'https://shop.example.com'] })
const plain = useTestApp({ sameDatabaseAs: t })
let buyer: TestBuyer
let bookId: string

beforeAll(async () => {
  buyer = await signUpBuyer(t.app, 'cors-reader')
  bookId = await insertBook(t.db, { title: 'Read From Afar' })
  const cover = { name: COVER, bytes: Buffer.from('not really an image'), contentType: 'image/webp' }
  // In 'data-dir' mode each app keeps its own covers; a name already stored keeps its bytes.
  await t.files.put([cover])
  await plain.files.put([cover])
})

const preflight = (origin: string, app = t.app) =>
  app.inject({
    method: 'OPTIONS',
    url: apiPaths.orders.href(),
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
    },
  })

const varyNames = (vary: unknown) =>
  String(vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())

describe('a listed origin', () => {
  it('reads a list with the cookie: its Origin echoed, credentials allowed, paging headers exposed', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${apiPaths.books.href()}?limit=1`,
      headers: { origin: LISTED, cookie: buyer.cookie },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['access-control-allow-origin']).toBe(LISTED)
    expect(res.headers['access-control-allow-credentials']).toBe('true')
    expect(varyNames(res.headers.vary)).toContain('origin')
    const exposed = varyNames(res.headers['access-control-expose-headers'])
    expect(exposed).toEqual(
      expect.arrayContaining(['x-total-count', 'link', 'x-search-corrected', 'retry-after']),
    )
    expect(res.headers['x-total-count']).toBeDefined()
  })

  it('gets its preflight answered 204 with the methods, the headers and a max age', async () => {
    const res = await preflight(LISTED)
    expect(res.statusCode).toBe(204)
    expect(res.body).toBe('')
    expect(res.headers['access-control-allow-origin']).toBe(LISTED)
    expect(res.headers['access-control-allow-credentials']).toBe('true')
    const methods = varyNames(res.headers['access-control-allow-methods'])
    expect(methods).toEqual(expect.arrayContaining(['get', 'head', 'post', 'put', 'delete']))
    const headers = varyNames(res.headers['access-control-allow-headers'])
    expect(headers).toEqual(expect.arrayContaining(['authorization', 'content-type']))
    expect(res.headers['access-control-max-age']).toBe(String(CORS_MAX_AGE_SECONDS))
  })

  it('is matched as a browser spells it: another port or scheme is another origin', async () => {
    for (const origin of ['http://localhost:5174', 'https://localhost:5173', 'http://LOCALHOST:5173/']) {
      const res = await preflight(origin)
      expect(res.statusCode, origin).toBe(404)
      expect(res.headers['access-control-allow-origin'], origin).toBeUndefined()
    }
  })

  it('reads the CORS headers on an error answer too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: { origin: LISTED } })
    expect(res.statusCode).toBe(404)
    expect(res.headers['access-control-allow-origin']).toBe(LISTED)
  })

  it('writes with the cookie past the Origin check (a wishlist change), where another origin is refused 403', async () => {
    const write = (origin: string) =>
      t.app.inject({
        method: 'PUT',
        url: apiPaths.wishlistBook.href(bookId),
        headers: { origin, cookie: buyer.cookie },
      })
    const listed = await write(LISTED)
    expect(listed.statusCode).toBe(204)
    expect(listed.headers['access-control-allow-origin']).toBe(LISTED)
    const unlisted = await write(UNLISTED)
    expect(unlisted.statusCode).toBe(403)
    expect(unlisted.json()).toMatchObject({ error: 'forbidden' })
    expect(unlisted.headers['access-control-allow-origin']).toBeUndefined()
  })

  it('signs in through better-auth, which trusts it too; another origin is refused', async () => {
    const signIn = (origin: string) =>
      t.app.inject({
        method: 'POST',
        url: identityPaths.signIn,
        headers: { origin },
        payload: { email: buyer.email, password: 'shelf-secret-1' },
      })
    const listed = await signIn(LISTED)
    expect(listed.statusCode).toBe(200)
    expect(listed.headers['access-control-allow-origin']).toBe(LISTED)
    const cookie = cookieHeader(listed.headers['set-cookie'])
    const session = await t.app.inject({
      method: 'GET',
      url: identityPaths.session,
      headers: { origin: LISTED, cookie },
    })
    expect(session.json()).toMatchObject({ user: { id: buyer.uid } })
    const unlisted = await signIn(UNLISTED)
    expect(unlisted.statusCode).toBe(403)
    expect(unlisted.headers['set-cookie']).toBeUndefined()
  })
})

describe('an unlisted origin', () => {
  it('gets no CORS header, and its preflight is not answered (404 JSON, as with no origins listed)', async () => {
    const read = await t.app.inject({
      method: 'GET',
      url: apiPaths.books.href(),
      headers: { origin: UNLISTED },
    })
    expect(read.statusCode).toBe(200)
    expect(read.headers['access-control-allow-origin']).toBeUndefined()
    expect(read.headers['access-control-allow-credentials']).toBeUndefined()
    expect(read.headers['access-control-expose-headers']).toBeUndefined()
    const res = await preflight(UNLISTED)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ error: 'not_found' })
    expect(res.headers['access-control-allow-methods']).toBeUndefined()
  })
})

describe('covers', () => {
  it('are cross-origin resources when origins are listed, same-origin otherwise', async () => {
    const listed = await t.app.inject({ method: 'GET', url: `${COVERS_PREFIX}${COVER}` })
    expect(listed.statusCode).toBe(200)
    expect(listed.headers['cross-origin-resource-policy']).toBe('cross-origin')
    const plainCover = await plain.app.inject({ method: 'GET', url: `${COVERS_PREFIX}${COVER}` })
    expect(plainCover.statusCode).toBe(200)
    expect(plainCover.headers['cross-origin-resource-policy']).toBe('same-origin')
  })

  it('keep the same-origin policy for the rest of the store', async () => {
    const res = await t.app.inject({ method: 'GET', url: apiPaths.books.href(), headers: { origin: LISTED } })
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin')
  })
})

describe('with no origins listed', () => {
  it('is same-origin only, as before: no CORS header, preflight 404, a foreign cookie write 403', async () => {
    const read = await plain.app.inject({
      method: 'GET',
      url: apiPaths.books.href(),
      headers: { origin: LISTED },
    })
    expect(read.headers['access-control-allow-origin']).toBeUndefined()
    expect(varyNames(read.headers.vary)).not.toContain('origin')
    expect((await preflight(LISTED, plain.app)).statusCode).toBe(404)
    const write = await plain.app.inject({
      method: 'PUT',
      url: apiPaths.wishlistBook.href(bookId),
      headers: { origin: LISTED, cookie: buyer.cookie },
    })
    expect(write.statusCode).toBe(403)
    const own = await plain.app.inject({
      method: 'PUT',
      url: apiPaths.wishlistBook.href(bookId),
      headers: { origin: TEST_PUBLIC_URL, cookie: buyer.cookie },
    })
    expect(own.statusCode).toBe(204)
  })
})
