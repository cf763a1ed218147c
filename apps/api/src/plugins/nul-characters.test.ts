// A NUL in any text is refused with 400, never a 500 from the database (issue 13; found by the fuzz test).

import { beforeAll, describe, expect, it } from 'vitest'
import { apiPaths, identityPaths } from '@bookstore/contract/api-paths'
import { adminToken, bearer, signUpBuyer, type TestBuyer } from '@/testing/factories'
import { TEST_PUBLIC_URL, useTestApp } from '@/testing/test-app'
import { containsNul, urlMayHoldNul } from './nul-characters'

describe('containsNul', () => {
  it('finds a NUL in strings, keys and nested values, and nowhere else', () => {
    expect(containsNul('a\u0000b')).toBe(true)
    expect(containsNul({ a: [{ b: 'x\u0000' }] })).toBe(true)
    expect(containsNul({ 'k\u0000': 1 })).toBe(true)
    expect(containsNul({ a: ['\\u0000', 'ok', 1, null, true] })).toBe(false)
  })

  it('says a URL may decode to a NUL only when it spells one', () => {
    expect(urlMayHoldNul('/api/books/?category=%00')).toBe(true)
    expect(urlMayHoldNul('/api/orders/a%00b')).toBe(true)
    expect(urlMayHoldNul('/api/books/x\u0000')).toBe(true)
    // '%2500' decodes to the text '%00', not to a NUL.
    expect(urlMayHoldNul('/api/books/?q=%2500')).toBe(false)
    expect(urlMayHoldNul('/api/books/1b0c7c5e-2f7a-4f55-9d51-0a1f2b3c4d5e?x=1')).toBe(false)
  })

  it('walks 100,000 levels of nesting without overflowing the stack', () => {
    let deep: unknown = 'x\u0000'
    for (let i = 0; i < 100_000; i += 1) deep = [deep]
    expect(containsNul(deep)).toBe(true)
  })
})

const t = useTestApp()
let token: string
let buyer: TestBuyer

beforeAll(async () => {
  token = await adminToken(t)
  buyer = await signUpBuyer(t.app, 'nora')
})

const expectRefused = (res: { statusCode: number; json: () => unknown }) => {
  expect(res.statusCode).toBe(400)
  expect(res.json()).toEqual({ error: 'validation', message: expect.any(String) })
}

describe('a NUL in a request', () => {
  it('is refused in a quote, a book and a real-user edit', async () => {
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: apiPaths.createQuote.href(),
        headers: bearer(token),
        payload: { content: 'Words', personOrOrganization: 'a\u0000b' },
      }),
    )
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: apiPaths.createBook.href(),
        headers: bearer(token),
        payload: {
          title: 'T\u0000',
          description: 'D',
          category: 'fantasy',
          oldPrice: 2,
          newPrice: 1,
          stock: 1,
        },
      }),
    )
    expectRefused(
      await t.app.inject({
        method: 'PUT',
        url: apiPaths.editRealUser.href(buyer.uid),
        headers: { cookie: buyer.cookie, origin: TEST_PUBLIC_URL },
        payload: { name: 'N\u0000' },
      }),
    )
  })

  it('is refused at sign-up, sign-in and the admin login', async () => {
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: identityPaths.signUp,
        headers: { origin: TEST_PUBLIC_URL },
        payload: { email: 'n@example.org', password: 'a fine password', name: 'N', username: 'a\u0000b' },
      }),
    )
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: identityPaths.signIn,
        headers: { origin: TEST_PUBLIC_URL },
        payload: { email: 'nora@example.org\u0000', password: 'x' },
      }),
    )
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: apiPaths.adminLogin.href(),
        payload: { username: '\ufeffa\u0000b', password: 'wrong-password' },
      }),
    )
  })

  it('is refused in a query or a path parameter', async () => {
    expect((await t.app.inject({ url: `${apiPaths.books.href()}?category=%00` })).statusCode).toBe(400)
    const res = await t.app.inject({
      url: apiPaths.ordersByEmail.href('nora@example.org\u0000'),
      headers: { cookie: buyer.cookie },
    })
    expect(res.statusCode).toBeGreaterThanOrEqual(400)
    expect(res.statusCode).toBeLessThan(500)
  })
})
