// The book page's states (spec §2 "Book detail"): 'Loading...', the book, the store's 404 screen for a book the API
// does not have (an unknown or malformed id), and 'Error loading book info' with Try again for any other failure.
import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { bookDetail } from '@/testing/books-kit'
import { stubFetch } from '@/testing/fake-fetch'
import { failingRoute } from '@/testing/list-kit'
import { renderScreen } from '@/testing/render-screen'
import { BookPage } from './book-page'

const ID = 'b0000000-0000-4000-8000-000000000001'

const renderBook = (id = ID) =>
  renderScreen(<BookPage />, { route: '/books/:id', path: `/books/${id}`, others: ['/', '/404'] }).router

afterEach(() => vi.unstubAllGlobals())

describe('BookPage', () => {
  it("says 'Loading...' until the book arrives, then shows it", async () => {
    let answer = () => {}
    stubFetch({
      [`GET /api/books/${ID}`]: () =>
        new Promise(
          (resolve) => (answer = () => resolve({ body: bookDetail({ _id: ID, title: 'Dracula' }) })),
        ),
      [`GET /api/books/${ID}/also-bought`]: () => ({ body: [] }),
    })
    renderBook()
    expect((await screen.findByRole('status')).textContent).toBe('Loading...')
    answer()
    expect(await screen.findByRole('heading', { level: 1, name: 'Dracula' })).toBeTruthy()
  })

  it.each([
    ['an unknown', ID],
    ['a malformed', 'not-a-book'],
  ])("shows the store's 404 screen for %s id (the API answers 404)", async (_kind, id) => {
    stubFetch({})
    const router = renderBook(id)
    expect(await screen.findByRole('heading', { level: 1, name: '/404 screen' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/404')
    expect(screen.queryByText('Error loading book info')).toBeNull()
  })

  it.each([
    ['the server fails', { status: 500, body: { error: 'internal', message: 'Internal Server Error' } }],
    ['the server is busy', { status: 503, body: { error: 'unavailable', message: 'Try again later' } }],
  ])("says 'Error loading book info' when %s, and Try again asks again", async (_kind, failure) => {
    const route = failingRoute(failure, () => ({ body: bookDetail({ _id: ID, title: 'Dracula' }) }))
    stubFetch({
      [`GET /api/books/${ID}`]: route.handler,
      [`GET /api/books/${ID}/also-bought`]: () => ({ body: [] }),
    })
    const router = renderBook()
    expect((await screen.findByRole('alert')).textContent).toContain('Error loading book info')
    expect(router.state.location.pathname).toBe(`/books/${ID}`)
    route.recover()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Dracula' })).toBeTruthy()
  })

  it("says 'Error loading book info' when the server cannot be reached", async () => {
    stubFetch({ [`GET /api/books/${ID}`]: () => Promise.reject(new TypeError('Failed to fetch')) })
    renderBook()
    expect((await screen.findByRole('alert')).textContent).toContain('Error loading book info')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
