// One spelling per path (issue 13): dot segments, doubled or encoded slashes and percent-encoded letters are refused.

import { describe, expect, it } from 'vitest'
import { isCanonicalPath } from './canonical-path'

describe('isCanonicalPath', () => {
  it.each([
    '/',
    '/api/books/',
    '/api/identity/sign-in/email',
    '/api/orders/email/ada%40example.org',
    '/api/books/%C3%A9t%C3%A9',
    '/covers/a1b2.webp',
    '/books/some-id',
  ])('accepts %s', (path) => {
    expect(isCanonicalPath(path)).toBe(true)
  })

  it.each([
    '/api/identity/./sign-in/email',
    '/api/identity/../identity/sign-in/email',
    '/api/identity/sign-in/email/.',
    '/api/identity//sign-in/email',
    '//api/books/',
    '/api/identity/sign-in%2Femail',
    '/api/identity/sign-in%2femail',
    '/api/identity/sign-in%5Cemail',
    '/api\\identity/sign-in/email',
    '/%61pi/orders/',
    '/api/identity/sign-%69n/email',
    '/api/identity/%2e/sign-in/email',
    '/api/books/%7E',
    'http://localhost/api/books/',
    '*',
  ])('refuses %s', (path) => {
    expect(isCanonicalPath(path)).toBe(false)
  })
})
