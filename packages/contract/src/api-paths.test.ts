// API paths and image URLs shared by the web client and the server.

import { describe, expect, it } from 'vitest'
import { apiPaths, imageUrl } from './api-paths'

describe('apiPaths', () => {
  it('builds book list URLs with only the given parameters', () => {
    expect(apiPaths.books.href()).toBe('/api/books/')
    expect(apiPaths.books.href({ category: 'science-fiction', limit: 12 })).toBe(
      '/api/books/?category=science-fiction&limit=12',
    )
  })

  it('encodes ids', () => {
    expect(apiPaths.book.href('a/b?c')).toBe('/api/books/a%2Fb%3Fc')
    expect(apiPaths.quote.href('q1')).toBe('/api/quotes/q1')
    expect(apiPaths.realUser.href('u/1')).toBe('/api/real-users/u%2F1')
    expect(apiPaths.editRealUser.href('u1')).toBe('/api/real-users/edit/u1')
  })

  it('names the admin calls with the paths of spec §7', () => {
    expect(apiPaths.adminLogin.href()).toBe('/api/auth/admin')
    expect(apiPaths.adminStats.href()).toBe('/api/admin')
    expect(apiPaths.createBook.href()).toBe('/api/books/create-book')
    expect(apiPaths.editBook.href('b/1')).toBe('/api/books/edit/b%2F1')
    expect(apiPaths.deleteBook.route).toBe(apiPaths.book.route)
    expect(apiPaths.deleteBook.href('b1')).toBe('/api/books/b1')
    expect(apiPaths.createQuote.href()).toBe('/api/quotes/create-quote')
    expect(apiPaths.deleteQuote.route).toBe(apiPaths.quote.route)
    expect(apiPaths.uploadCover.href()).toBe('/api/uploads/cover')
  })
})

describe('imageUrl', () => {
  it('serves stored names under /covers/ and shows absolute URLs as they are', () => {
    expect(imageUrl('dracula.webp')).toBe('/covers/dracula.webp')
    expect(imageUrl('https://example.com/c.jpg')).toBe('https://example.com/c.jpg')
    expect(imageUrl('../secret')).toBe('/covers/..%2Fsecret')
  })
})
